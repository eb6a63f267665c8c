/**
 * The twelve kinds of Kaal Sarp dosha by Rahu's house from the lagna (1 Ananta ... 12 Sheshanaga;
 * plugins/vedic/src/lib/doshas.ts, /vedic/dosha/kaal-sarp), each named after a naga of the Puranas.
 * Proper names: Hindi in Devanagari (अनंत, वासुकि, तक्षक, शेषनाग as the Puranas write them), the other
 * non-Latin scripts transliterate, the Latin-script languages keep the transliteration.
 * Order: slug|en|de|fr|es|pt|it|nl|pl|cs|ro|hu|tr|id|vi|ru|uk|el|ar|hi|ja|ko (rows.ts).
 */
import type { TermTable } from '../terms.js';
import { rowTable } from './rows.js';

export const KAAL_SARP_TYPE_TERMS: TermTable = rowTable(`
ananta|Ananta|Ananta|Ananta|Ananta|Ananta|Ananta|Ananta|Ananta|Ananta|Ananta|Ananta|Ananta|Ananta|Ananta|Ананта|Ананта|Ανάντα|أنانتا|अनंत|アナンタ|아난타
kulika|Kulika|Kulika|Kulika|Kulika|Kulika|Kulika|Kulika|Kulika|Kulika|Kulika|Kulika|Kulika|Kulika|Kulika|Кулика|Куліка|Κούλικα|كوليكا|कुलिक|クリカ|쿨리카
vasuki|Vasuki|Vasuki|Vasuki|Vasuki|Vasuki|Vasuki|Vasuki|Vasuki|Vasuki|Vasuki|Vasuki|Vasuki|Vasuki|Vasuki|Васуки|Васукі|Βασούκι|فاسوكي|वासुकि|ヴァースキ|바수키
shankhapala|Shankhapala|Shankhapala|Shankhapala|Shankhapala|Shankhapala|Shankhapala|Shankhapala|Shankhapala|Shankhapala|Shankhapala|Shankhapala|Shankhapala|Shankhapala|Shankhapala|Шанкхапала|Шанкхапала|Σανκαπάλα|شانكابالا|शंखपाल|シャンカパーラ|샹카팔라
padma|Padma|Padma|Padma|Padma|Padma|Padma|Padma|Padma|Padma|Padma|Padma|Padma|Padma|Padma|Падма|Падма|Πάντμα|بادما|पद्म|パドマ|파드마
mahapadma|Mahapadma|Mahapadma|Mahapadma|Mahapadma|Mahapadma|Mahapadma|Mahapadma|Mahapadma|Mahapadma|Mahapadma|Mahapadma|Mahapadma|Mahapadma|Mahapadma|Махападма|Махападма|Μαχαπάντμα|مهابادما|महापद्म|マハーパドマ|마하파드마
takshaka|Takshaka|Takshaka|Takshaka|Takshaka|Takshaka|Takshaka|Takshaka|Takshaka|Takshaka|Takshaka|Takshaka|Takshaka|Takshaka|Takshaka|Такшака|Такшака|Τακσάκα|تاكشاكا|तक्षक|タクシャカ|탁샤카
karkotaka|Karkotaka|Karkotaka|Karkotaka|Karkotaka|Karkotaka|Karkotaka|Karkotaka|Karkotaka|Karkotaka|Karkotaka|Karkotaka|Karkotaka|Karkotaka|Karkotaka|Каркотака|Каркотака|Καρκοτάκα|كاركوتاكا|कर्कोटक|カルコータカ|카르코타카
shankhachuda|Shankhachuda|Shankhachuda|Shankhachuda|Shankhachuda|Shankhachuda|Shankhachuda|Shankhachuda|Shankhachuda|Shankhachuda|Shankhachuda|Shankhachuda|Shankhachuda|Shankhachuda|Shankhachuda|Шанкхачуда|Шанкхачуда|Σανκατσούντα|شانكاتشودا|शंखचूड़|シャンカチューダ|샹카추다
ghataka|Ghataka|Ghataka|Ghataka|Ghataka|Ghataka|Ghataka|Ghataka|Ghataka|Ghataka|Ghataka|Ghataka|Ghataka|Ghataka|Ghataka|Гхатака|Гхатака|Γκατάκα|غاتاكا|घातक|ガータカ|가타카
vishadhara|Vishadhara|Vishadhara|Vishadhara|Vishadhara|Vishadhara|Vishadhara|Vishadhara|Vishadhara|Vishadhara|Vishadhara|Vishadhara|Vishadhara|Vishadhara|Vishadhara|Вишадхара|Вішадхара|Βισαντάρα|فيشادهارا|विषधर|ヴィシャダラ|비샤다라
sheshanaga|Sheshanaga|Sheshanaga|Sheshanaga|Sheshanaga|Sheshanaga|Sheshanaga|Sheshanaga|Sheshanaga|Sheshanaga|Sheshanaga|Sheshanaga|Sheshanaga|Sheshanaga|Sheshanaga|Шешанага|Шешанага|Σεσανάγκα|شيشاناغا|शेषनाग|シェーシャナーガ|셰샤나가
`);
