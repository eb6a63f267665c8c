/** Contract shard 6 of test/helpers/contract.ts: every example of every 7th-of-8 operation, through HTTP. */
import { contractShard } from '../helpers/contract.js';

await contractShard(6);
