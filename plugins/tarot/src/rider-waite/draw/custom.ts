import { customDrawOperation } from '../../lib/ops.js';

export default customDrawOperation('rider-waite');
