import { namedDrawOperation } from '../../lib/ops.js';

export default namedDrawOperation('lenormand', 'seven-card-line');
