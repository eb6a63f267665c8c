import { topicOperation } from '../lib/horoscopes-topic-op.js';

export default topicOperation('health', { sign: 'virgo', period: 'day', date: '2024-01-11' });
