/** Contract shard 7 of test/helpers/contract.ts: every example of every 8th-of-8 operation, through HTTP. */
import { contractShard } from '../helpers/contract.js';

await contractShard(7);
