/** Hostile-body sweep, shard 7 of test/helpers/hostile.ts: no input gives any operation a 5xx. */
import { hostileShard } from '../helpers/hostile.js';

await hostileShard(7);
