import { topicOperation } from '../lib/horoscopes-topic-op.js';

export default topicOperation('career', { sign: 'capricorn', period: 'week', date: '2024-01-11' });
