import { namedDrawOperation } from '../../lib/ops.js';

export default namedDrawOperation('lenormand', 'five-card-line');
