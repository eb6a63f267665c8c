/** Contract shard 5 of test/helpers/contract.ts: every example of every 6th-of-8 operation, through HTTP. */
import { contractShard } from '../helpers/contract.js';

await contractShard(5);
