import { runeDrawOperation } from '../../lib/rune-draw.js';

export default runeDrawOperation('norns', 24);
