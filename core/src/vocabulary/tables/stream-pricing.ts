/**
 * The price line every /stream/* answer ends with (SERVICE-SPEC "POST /stream/eclipse-incoming":
 * `pricing` string; the streams are price tier 1, 10 credits a call, SERVICE-SPEC "Limits"), in
 * the answer's language (issue 12: it was English in every language). `{tier}` and `{credits}`
 * are numbers. Order: slug|en|de|fr|es|pt|it|nl|pl|cs|ro|hu|tr|id|vi|ru|uk|el|ar|hi|ja|ko (rows.ts).
 */
import type { TermTable } from '../terms.js';
import { rowTable } from './rows.js';

export const STREAM_PRICING_TERMS: TermTable = rowTable(`
per-call|tier {tier}, {credits} credits per call|Stufe {tier}, {credits} Credits pro Aufruf|palier {tier}, {credits} crédits par appel|nivel {tier}, {credits} créditos por llamada|nível {tier}, {credits} créditos por chamada|livello {tier}, {credits} crediti per chiamata|niveau {tier}, {credits} credits per aanroep|poziom {tier}, {credits} kredytów za wywołanie|úroveň {tier}, {credits} kreditů za volání|nivelul {tier}, {credits} credite pe apel|{tier}. szint, hívásonként {credits} kredit|{tier}. katman, çağrı başına {credits} kredi|tingkat {tier}, {credits} kredit per panggilan|bậc {tier}, {credits} tín dụng mỗi lần gọi|уровень {tier}, {credits} кредитов за вызов|рівень {tier}, {credits} кредитів за виклик|βαθμίδα {tier}, {credits} μονάδες ανά κλήση|الفئة {tier}، {credits} رصيدًا لكل طلب|स्तर {tier}, प्रति कॉल {credits} क्रेडिट|ティア{tier}、1回の呼び出しにつき{credits}クレジット|티어 {tier}, 호출당 {credits} 크레딧
`);
