/** Hostile-body sweep, shard 5 of test/helpers/hostile.ts: no input gives any operation a 5xx. */
import { hostileShard } from '../helpers/hostile.js';

await hostileShard(5);
