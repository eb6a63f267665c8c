import { namedDrawOperation } from '../../lib/ops.js';

export default namedDrawOperation('lenormand', 'three-card-line');
