import { namedDrawOperation } from '../../lib/ops.js';

export default namedDrawOperation('marseille', 'horseshoe');
