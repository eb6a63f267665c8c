import { namedDrawOperation } from '../../lib/ops.js';

export default namedDrawOperation('lenormand', 'nine-card-box');
