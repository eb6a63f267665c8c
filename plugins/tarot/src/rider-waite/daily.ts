import { dailyOperation } from '../lib/ops.js';

export default dailyOperation('rider-waite');
