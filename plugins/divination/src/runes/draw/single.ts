import { runeDrawOperation } from '../../lib/rune-draw.js';

export default runeDrawOperation('single', 24);
