/** Contract shard 2 of test/helpers/contract.ts: every example of every 3th-of-8 operation, through HTTP. */
import { contractShard } from '../helpers/contract.js';

await contractShard(2);
