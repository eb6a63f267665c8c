/**
 * The side of an aspect in primary directions (plugins/western/src/lib/primary-directions.ts):
 * a dexter aspect is cast backwards in the order of the signs, a sinister one forwards
 * (Ptolemy, Tetrabiblos I.13 on right and left figures; Placidus de Titis, Primum Mobile, whose
 * promissors are "dexter" and "sinister" aspects). Latin-script languages write their own form
 * of the Latin terms where their literature has one (dextre/senestre, diestro/siniestro); the
 * others the plain words for right and left, Japanese and Korean the loanword with its gloss.
 * Order: slug|en|de|fr|es|pt|it|nl|pl|cs|ro|hu|tr|id|vi|ru|uk|el|ar|hi|ja|ko (rows.ts).
 */
import type { TermTable } from '../terms.js';
import { rowTable } from './rows.js';

export const ASPECT_SIDE_TERMS: TermTable = rowTable(`
dexter|dexter|rechts (dexter)|dextre|diestro|destro|destro|rechts (dexter)|prawostronny|pravý|dextru|jobb oldali|sağ|kanan|phải|правый|правий|δεξιός|أيمن|दक्षिण|デクスター（右）|덱스터(오른쪽)
sinister|sinister|links (sinister)|senestre|siniestro|sinistro|sinistro|links (sinister)|lewostronny|levý|sinistru|bal oldali|sol|kiri|trái|левый|лівий|αριστερός|أيسر|वाम|シニスター（左）|시니스터(왼쪽)
`);
