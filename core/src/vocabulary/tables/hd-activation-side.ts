/**
 * The two sides of a Human Design chart (Ra Uru Hu, The Definitive Book of Human Design,
 * 2011, part I): the personality activations at birth (black) and the design activations 88°
 * of the Sun earlier (red), as the bodygraph's two columns and the reports name them.
 * Order: slug|en|de|fr|es|pt|it|nl|pl|cs|ro|hu|tr|id|vi|ru|uk|el|ar|hi|ja|ko (rows.ts).
 */
import type { TermTable } from '../terms.js';
import { rowTable } from './rows.js';

export const HD_ACTIVATION_SIDE_TERMS: TermTable = rowTable(`
personality|Personality|Persönlichkeit|Personnalité|Personalidad|Personalidade|Personalità|Persoonlijkheid|Osobowość|Osobnost|Personalitate|Személyiség|Kişilik|Kepribadian|Tính cách|Личность|Особистість|Προσωπικότητα|الشخصية|व्यक्तित्व|パーソナリティ|퍼스낼리티
design|Design|Design|Design|Diseño|Design|Design|Design|Design|Design|Design|Design|Tasarım|Desain|Thiết kế|Дизайн|Дизайн|Σχέδιο|التصميم|डिज़ाइन|デザイン|디자인
`);
