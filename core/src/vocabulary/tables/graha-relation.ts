/**
 * The natural relation of one graha to another (BPHS ch. 3 sl. 55: friend, neutral, enemy), and
 * "the same lord" where two signs share one, as the rasyadhipati porutham reads it.
 * Hindi मित्र/सम/शत्रु as Parashara's terms; the others as their astrological literature writes them.
 * Order: slug|en|de|fr|es|pt|it|nl|pl|cs|ro|hu|tr|id|vi|ru|uk|el|ar|hi|ja|ko (rows.ts).
 */
import type { TermTable } from '../terms.js';
import { rowTable } from './rows.js';

export const GRAHA_RELATION_TERMS: TermTable = rowTable(`
friend|friend|Freund|ami|amigo|amigo|amico|vriend|przyjaciel|přítel|prieten|barát|dost|sahabat|bạn|друг|друг|φίλος|صديق|मित्र|友好|우호
neutral|neutral|neutral|neutre|neutral|neutro|neutrale|neutraal|neutralny|neutrální|neutru|semleges|nötr|netral|trung lập|нейтрал|нейтрал|ουδέτερος|محايد|सम|中立|중립
enemy|enemy|Feind|ennemi|enemigo|inimigo|nemico|vijand|wróg|nepřítel|dușman|ellenség|düşman|musuh|thù|враг|ворог|εχθρός|عدو|शत्रु|敵対|적대
same|the same lord|derselbe Herrscher|le même maître|el mismo regente|o mesmo regente|lo stesso signore|dezelfde heerser|ten sam władca|tentýž vládce|același stăpân|ugyanaz az úr|aynı yönetici|penguasa yang sama|cùng một chủ tinh|тот же управитель|той самий управитель|ο ίδιος κυβερνήτης|الحاكم نفسه|एक ही स्वामी|同じ支配星|같은 지배성
`);
