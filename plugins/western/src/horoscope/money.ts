import { topicOperation } from '../lib/horoscopes-topic-op.js';

export default topicOperation('money', { sign: 'leo', period: 'month', date: '2024-01-11' });
