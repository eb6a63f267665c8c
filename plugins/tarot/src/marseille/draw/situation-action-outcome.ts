import { namedDrawOperation } from '../../lib/ops.js';

export default namedDrawOperation('marseille', 'situation-action-outcome');
