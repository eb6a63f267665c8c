import { cardsListOperation } from '../../lib/ops.js';

export default cardsListOperation('marseille');
