/**
 * The attribute (virtue) of each trigram, Shuo Gua ch. 7: 乾健 坤順 震動 巽入 坎陷 離麗 艮止 兌說.
 * English in Legge's words (Sacred Books of the East 16, 1882, Appendix V: "strength",
 * "docility, capacity"...), German after Wilhelm (1924), Japanese the one character of the
 * Shuo Gua as Japanese editions print it (健 順 動 入 陥 麗 止 悦), Korean its native gloss.
 * Slugs are Legge's words in kebab-case.
 * Order: slug|en|de|fr|es|pt|it|nl|pl|cs|ro|hu|tr|id|vi|ru|uk|el|ar|hi|ja|ko (rows.ts).
 */
import type { TermTable } from '../terms.js';
import { rowTable } from './rows.js';

export const TRIGRAM_ATTRIBUTE_TERMS: TermTable = rowTable(`
strength|strength|Stärke|force|fuerza|força|forza|kracht|siła|síla|tărie|erő|güç|kekuatan|cương kiện|сила|сила|δύναμη|القوة|बल|健|굳셈
pleasure|pleasure|Heiterkeit|joie|alegría|alegria|gioia|vreugde|radość|radost|bucurie|öröm|sevinç|kegembiraan|vui vẻ|радость|радість|χαρά|البهجة|आनंद|悦|기쁨
brightness-attachment|brightness, attachment|Helligkeit, Haften|clarté, attachement|claridad, adherencia|claridade, aderência|luminosità, aderenza|helderheid, hechten|jasność, przylgnięcie|jas, přilnutí|strălucire, alipire|fényesség, tapadás|parlaklık, bağlanma|kecerahan, kelekatan|sáng sủa, bám níu|светлость, привязанность|світло, прив’язаність|λαμπρότητα, προσκόλληση|الإشراق والتعلق|प्रकाश, आसक्ति|麗・明|밝음, 붙음
moving-exciting-power|moving, exciting power|Bewegung, erregende Kraft|mouvement, force excitante|movimiento, fuerza que excita|movimento, força excitante|movimento, forza eccitante|beweging, opwekkende kracht|ruch, pobudzająca siła|pohyb, vzrušující síla|mișcare, forță stârnitoare|mozgás, felrázó erő|hareket, uyandırıcı güç|gerak, daya pembangkit|chuyển động, sức kích động|движение, возбуждающая сила|рух, збуджувальна сила|κίνηση, διεγερτική δύναμη|الحركة والقوة المثيرة|गति, उत्तेजक शक्ति|動|움직임, 떨침
penetration|penetration|Eindringen|pénétration|penetración|penetração|penetrazione|doordringen|przenikanie|pronikání|pătrundere|behatolás|nüfuz etme|penetrasi|thâm nhập|проникновение|проникнення|διείσδυση|النفاذ|प्रवेश|入|들어감
peril-the-pit|peril, the pit|Gefahr, der Abgrund|péril, l’abîme|peligro, el abismo|perigo, o abismo|pericolo, l’abisso|gevaar, de afgrond|niebezpieczeństwo, otchłań|nebezpečí, propast|primejdie, prăpastia|veszély, a szakadék|tehlike, uçurum|bahaya, jurang|hiểm nguy, vực thẳm|опасность, бездна|небезпека, безодня|κίνδυνος, η άβυσσος|الخطر والهاوية|संकट, गर्त|陥|위험, 구덩이
stoppage-resting|stoppage, resting|Stillstand, Ruhe|arrêt, repos|detención, reposo|paragem, repouso|arresto, riposo|stilstand, rust|zatrzymanie, spoczynek|zastavení, klid|oprire, odihnă|megállás, nyugalom|duruş, dinlenme|berhenti, beristirahat|dừng lại, nghỉ ngơi|остановка, покой|зупинка, спокій|στάση, ανάπαυση|التوقف والسكون|ठहराव, विश्राम|止|멈춤, 쉼
docility-capacity|docility, capacity|Hingabe, Fassungskraft|docilité, capacité|docilidad, capacidad|docilidade, capacidade|docilità, capacità|volgzaamheid, ontvankelijkheid|uległość, pojemność|poddajnost, schopnost pojmout|docilitate, capacitate|engedékenység, befogadóképesség|uysallık, kapsayıcılık|kepatuhan, daya tampung|thuận tùng, bao dung|покорность, вместимость|покірність, місткість|πειθηνιότητα, χωρητικότητα|الانقياد والسعة|विनम्रता, धारण-क्षमता|順|유순함, 포용
`);
