/**
 * Centaurs and trans-Neptunian objects the service lists (/centaurs, /tnos: plugins/western/src/
 * lib/sky.ts CENTAURS, lib/tnos.ts TNOS) that core's body table does not name: their IAU names
 * (Minor Planet Center: 8405 Asbolus, 10370 Hylonome, 28978 Ixion, 20000 Varuna, 225088
 * Gonggong), as each language writes the mythological figure (Иксион, Ιξίων, वरुण, イクシオン;
 * Gonggong the Chinese water god 共工, ゴンゴン in Japanese).
 * Order: slug|en|de|fr|es|pt|it|nl|pl|cs|ro|hu|tr|id|vi|ru|uk|el|ar|hi|ja|ko (rows.ts).
 */
import type { TermTable } from '../terms.js';
import { rowTable } from './rows.js';

export const MINOR_BODY_TERMS: TermTable = rowTable(`
asbolus|Asbolus|Asbolus|Asbolos|Asbolo|Asbolo|Asbolo|Asbolus|Asbolos|Asbolos|Asbolus|Aszbolosz|Asbolus|Asbolus|Asbolus|Асбол|Асбол|Άσβολος|أسبولوس|एस्बोलस|アスボロス|아스볼루스
hylonome|Hylonome|Hylonome|Hylonomé|Hilónome|Hilónome|Ilonome|Hylonome|Hylonome|Hylonomé|Hylonome|Hülonomé|Hylonome|Hylonome|Hylonome|Гилонома|Гілонома|Υλονόμη|هيلونومي|हाइलोनोम|ヒュロノメ|힐로노메
ixion|Ixion|Ixion|Ixion|Ixión|Íxion|Issione|Ixion|Iksjon|Ixíón|Ixion|Ixión|İksion|Ixion|Ixion|Иксион|Іксіон|Ιξίων|إكسيون|इक्सियन|イクシオン|익시온
varuna|Varuna|Varuna|Varuna|Varuna|Varuna|Varuna|Varuna|Waruna|Varuna|Varuna|Varuna|Varuna|Baruna|Varuna|Варуна|Варуна|Βαρούνα|فارونا|वरुण|ヴァルナ|바루나
gonggong|Gonggong|Gonggong|Gonggong|Gonggong|Gonggong|Gonggong|Gonggong|Gonggong|Gonggong|Gonggong|Gonggong|Gonggong|Gonggong|Cộng Công|Гунгун|Гунгун|Γκονγκόνγκ|غونغونغ|गोंगगोंग|ゴンゴン|궁궁
`);
