/** Contract shard 0 of test/helpers/contract.ts: every example of every 1th-of-8 operation, through HTTP. */
import { contractShard } from '../helpers/contract.js';

await contractShard(0);
