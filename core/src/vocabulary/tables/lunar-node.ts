/**
 * The Moon's nodes by their Western names (north = ascending, south = descending), in the 21
 * response languages; the body table's mean-node and true-node name the calculated points, and
 * rahu and ketu their Vedic names.
 */
import type { TermTable } from '../terms.js';

export const LUNAR_NODE_TERMS = {
  'north-node': { uk: 'Північний вузол', en: 'North Node', de: 'Nördlicher Mondknoten', ru: 'Северный узел', pl: 'Węzeł północny', es: 'Nodo Norte', pt: 'Nodo Norte', fr: 'Nœud Nord', it: 'Nodo Nord', nl: 'Noordknoop', cs: 'Severní uzel', ro: 'Nodul Nord', hu: 'Felszálló holdcsomó', el: 'Βόρειος Δεσμός', tr: 'Kuzey Ay Düğümü', ar: 'العقدة الشمالية', hi: 'उत्तरी चंद्र पात', ja: 'ノースノード', ko: '북쪽 노드', vi: 'Điểm Bắc Giao', id: 'Simpul Utara' },
  'south-node': { uk: 'Південний вузол', en: 'South Node', de: 'Südlicher Mondknoten', ru: 'Южный узел', pl: 'Węzeł południowy', es: 'Nodo Sur', pt: 'Nodo Sul', fr: 'Nœud Sud', it: 'Nodo Sud', nl: 'Zuidknoop', cs: 'Jižní uzel', ro: 'Nodul Sud', hu: 'Leszálló holdcsomó', el: 'Νότιος Δεσμός', tr: 'Güney Ay Düğümü', ar: 'العقدة الجنوبية', hi: 'दक्षिणी चंद्र पात', ja: 'サウスノード', ko: '남쪽 노드', vi: 'Điểm Nam Giao', id: 'Simpul Selatan' },
} satisfies TermTable;
