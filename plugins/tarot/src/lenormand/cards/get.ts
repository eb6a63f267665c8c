import { cardGetOperation } from '../../lib/ops.js';

export default cardGetOperation('lenormand');
