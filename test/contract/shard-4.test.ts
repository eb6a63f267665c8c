/** Contract shard 4 of test/helpers/contract.ts: every example of every 5th-of-8 operation, through HTTP. */
import { contractShard } from '../helpers/contract.js';

await contractShard(4);
