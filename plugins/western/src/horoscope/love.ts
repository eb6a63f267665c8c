import { topicOperation } from '../lib/horoscopes-topic-op.js';

export default topicOperation('love', { sign: 'taurus', period: 'day', date: '2024-01-11' });
