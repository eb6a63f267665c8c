import { namedDrawOperation } from '../../lib/ops.js';

export default namedDrawOperation('marseille', 'mind-body-spirit');
