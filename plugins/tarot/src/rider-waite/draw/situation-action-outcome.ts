import { namedDrawOperation } from '../../lib/ops.js';

export default namedDrawOperation('rider-waite', 'situation-action-outcome');
