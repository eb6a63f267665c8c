/** Contract shard 1 of test/helpers/contract.ts: every example of every 2th-of-8 operation, through HTTP. */
import { contractShard } from '../helpers/contract.js';

await contractShard(1);
