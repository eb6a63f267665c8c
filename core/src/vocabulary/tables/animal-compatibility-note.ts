/**
 * The notes of /chinese/animal-compatibility (issue 12: "also punishment" in every language):
 * a further relation of the pair beside the one that sets the score (`{relation}`, the
 * branch-relation name in the same language), and the self-punishing branches (自刑: chen, wu,
 * you, hai, San Ming Tong Hui) whose same-animal pairs score 60 (`{branches}`, the four branch
 * names joined as the language lists them); and /bazi/compatibility's further relations of the two
 * day branches (the spouse palaces) and of the two year branches (`{relations}`, branch-relation
 * names joined as the language lists them).
 * Order: slug|en|de|fr|es|pt|it|nl|pl|cs|ro|hu|tr|id|vi|ru|uk|el|ar|hi|ja|ko (rows.ts).
 */
import type { TermTable } from '../terms.js';
import { rowTable } from './rows.js';

export const ANIMAL_COMPATIBILITY_NOTE_TERMS: TermTable = rowTable(`
also-relation|Also {relation}|Außerdem {relation}|Aussi {relation}|También {relation}|Também {relation}|Anche {relation}|Ook {relation}|Także {relation}|Také {relation}|De asemenea {relation}|Továbbá {relation}|Ayrıca {relation}|Juga {relation}|Cũng có {relation}|Также {relation}|Також {relation}|Επίσης {relation}|وأيضًا {relation}|साथ ही {relation}|ほかに{relation}|그 밖에 {relation}
self-punishing|Self-punishing branch ({branches}): score 60|Sich selbst bestrafender Zweig ({branches}): Wert 60|Branche qui se punit elle-même ({branches}) : score 60|Rama que se castiga a sí misma ({branches}): puntuación 60|Ramo que se pune a si mesmo ({branches}): pontuação 60|Ramo che punisce se stesso ({branches}): punteggio 60|Zichzelf straffende tak ({branches}): score 60|Gałąź karząca samą siebie ({branches}): wynik 60|Větev trestající sama sebe ({branches}): skóre 60|Ramură care se pedepsește singură ({branches}): scor 60|Önmagát büntető ág ({branches}): 60 pont|Kendini cezalandıran dal ({branches}): puan 60|Cabang yang menghukum diri sendiri ({branches}): skor 60|Chi tự hình ({branches}): điểm 60|Самонаказывающая ветвь ({branches}): балл 60|Гілка самопокарання ({branches}): бал 60|Κλάδος αυτοτιμωρίας ({branches}): βαθμός 60|فرع يعاقب نفسه ({branches}): الدرجة 60|स्व-दंडित शाखा ({branches}): अंक 60|自刑の支（{branches}）：点数60|자형 지지({branches}): 점수 60
day-branches-also|Day branches, also: {relations}|Tageszweige, außerdem: {relations}|Branches du jour, aussi : {relations}|Ramas del día, además: {relations}|Ramos do dia, também: {relations}|Rami del giorno, inoltre: {relations}|Dagtakken, ook: {relations}|Gałęzie dnia, także: {relations}|Větve dne, také: {relations}|Ramurile zilei, de asemenea: {relations}|Napi ágak, továbbá: {relations}|Gün dalları, ayrıca: {relations}|Cabang hari, juga: {relations}|Chi ngày, còn có: {relations}|Ветви дня, также: {relations}|Гілки дня, також: {relations}|Κλάδοι της ημέρας, επίσης: {relations}|فرعا اليوم، وأيضًا: {relations}|दिवस की शाखाएँ, साथ ही: {relations}|日支、ほかに：{relations}|일지, 그 밖에: {relations}
year-branches-also|Year branches, also: {relations}|Jahreszweige, außerdem: {relations}|Branches de l’année, aussi : {relations}|Ramas del año, además: {relations}|Ramos do ano, também: {relations}|Rami dell’anno, inoltre: {relations}|Jaartakken, ook: {relations}|Gałęzie roku, także: {relations}|Větve roku, také: {relations}|Ramurile anului, de asemenea: {relations}|Évi ágak, továbbá: {relations}|Yıl dalları, ayrıca: {relations}|Cabang tahun, juga: {relations}|Chi năm, còn có: {relations}|Ветви года, также: {relations}|Гілки року, також: {relations}|Κλάδοι του έτους, επίσης: {relations}|فرعا السنة، وأيضًا: {relations}|वर्ष की शाखाएँ, साथ ही: {relations}|年支、ほかに：{relations}|연지, 그 밖에: {relations}
`);
