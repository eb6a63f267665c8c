import t from 'tap';
import { mongoDatabases } from '../helpers/mongo.js';
import { meteringSuite } from './suite.js';

const mongo = await mongoDatabases(t, 'celestial_metering');
if (mongo) meteringSuite(t, { open: mongo.open, second: mongo.reopen });
