import { runeDrawOperation } from '../../lib/rune-draw.js';

export default runeDrawOperation('nine-worlds', 24);
