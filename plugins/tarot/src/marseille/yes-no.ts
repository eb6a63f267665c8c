import { yesNoOperation } from '../lib/ops.js';

export default yesNoOperation('marseille');
