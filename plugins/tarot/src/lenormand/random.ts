import { randomOperation } from '../lib/ops.js';

export default randomOperation('lenormand');
