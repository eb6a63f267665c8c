import { runeDrawOperation } from '../../lib/rune-draw.js';

export default runeDrawOperation('cross', 24);
