/** Contract shard 11 of test/helpers/contract.ts: every example of the operations of its part of CONTRACT_SHARD_PLAN, through HTTP. */
import { contractShard } from '../helpers/contract.js';

await contractShard(11);
