/**
 * Human Design: the definition, how many separate groups the defined centres form (Ra Uru Hu,
 * 'The Definitive Book of Human Design', 2011), in the 21 response languages.
 */
import { tableOfRows } from './by-language.js';
import type { TermTable } from '../terms.js';

export const HD_DEFINITION_SLUGS = ['none', 'single', 'split', 'triple-split', 'quadruple-split'] as const;

export const HD_DEFINITION_TERMS = tableOfRows('hd-definition', HD_DEFINITION_SLUGS, {
  en: 'No definition|Single definition|Split definition|Triple split definition|Quadruple split definition',
  uk: 'Без визначеності|Одинарна визначеність|Розщеплена визначеність|Потрійне розщеплення|Четверне розщеплення',
  de: 'Keine Definition|Einfache Definition|Gespaltene Definition|Dreifach gespaltene Definition|Vierfach gespaltene Definition',
  ru: 'Без определённости|Одинарная определённость|Расщеплённая определённость|Тройное расщепление|Четверное расщепление',
  pl: 'Brak definicji|Definicja pojedyncza|Definicja podzielona|Definicja potrójnie podzielona|Definicja poczwórnie podzielona',
  es: 'Sin definición|Definición simple|Definición partida|Definición triple partida|Definición cuádruple partida',
  pt: 'Sem definição|Definição simples|Definição dividida|Definição tripla dividida|Definição quádrupla dividida',
  fr: 'Aucune définition|Définition simple|Définition scindée|Définition triple scindée|Définition quadruple scindée',
  it: 'Nessuna definizione|Definizione singola|Definizione divisa|Definizione tripla divisa|Definizione quadrupla divisa',
  nl: 'Geen definitie|Enkelvoudige definitie|Gesplitste definitie|Drievoudig gesplitste definitie|Viervoudig gesplitste definitie',
  cs: 'Bez definice|Jednoduchá definice|Rozdělená definice|Trojitě rozdělená definice|Čtyřnásobně rozdělená definice',
  ro: 'Fără definiție|Definiție simplă|Definiție divizată|Definiție triplu divizată|Definiție cvadruplu divizată',
  hu: 'Nincs definíció|Egyszeres definíció|Osztott definíció|Hármas osztott definíció|Négyes osztott definíció',
  el: 'Χωρίς ορισμό|Απλός ορισμός|Διχασμένος ορισμός|Τριπλά διχασμένος ορισμός|Τετραπλά διχασμένος ορισμός',
  tr: 'Tanımsız|Tekli tanım|Bölünmüş tanım|Üçlü bölünmüş tanım|Dörtlü bölünmüş tanım',
  ar: 'بلا تحديد|تحديد مفرد|تحديد منقسم|تحديد منقسم ثلاثيًا|تحديد منقسم رباعيًا',
  hi: 'कोई परिभाषा नहीं|एकल परिभाषा|विभाजित परिभाषा|त्रि-विभाजित परिभाषा|चतुर्-विभाजित परिभाषा',
  ja: '定義なし|シングル定義|スプリット定義|トリプルスプリット定義|クアドラプルスプリット定義',
  ko: '정의 없음|단일 정의|분할 정의|삼중 분할 정의|사중 분할 정의',
  vi: 'Không xác định|Xác định đơn|Xác định chia đôi|Xác định chia ba|Xác định chia bốn',
  id: 'Tanpa definisi|Definisi tunggal|Definisi terbelah|Definisi terbelah tiga|Definisi terbelah empat',
}) satisfies TermTable;
