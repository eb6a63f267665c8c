/** Contract shard 3 of test/helpers/contract.ts: every example of every 4th-of-8 operation, through HTTP. */
import { contractShard } from '../helpers/contract.js';

await contractShard(3);
