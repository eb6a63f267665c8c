/**
 * The animals of the 28 xiu as the almanac verses pair them (角木蛟 ... 軫水蚓;
 * plugins/chinese/src/lib/almanac.ts MANSION_ANIMALS), keyed by their slug. Ordinary animal
 * names in every language; Japanese in kanji, Korean in hangul. 蛟 is the jiao, the flood
 * dragon; 獬 the xiezhi, the one-horned beast of justice; 犴 the wild dog (an); 㺄 the yu, read
 * as the porcupine in the English lists.
 * Order: slug|en|de|fr|es|pt|it|nl|pl|cs|ro|hu|tr|id|vi|ru|uk|el|ar|hi|ja|ko (rows.ts).
 */
import type { TermTable } from '../terms.js';
import { rowTable } from './rows.js';

export const CHINESE_MANSION_ANIMAL_TERMS: TermTable = rowTable(`
jiao-dragon|Flood dragon|Flutdrache|Dragon des eaux|Dragón de las aguas|Dragão das águas|Drago delle acque|Waterdraak|Smok wodny|Vodní drak|Dragon al apelor|Vízisárkány|Su ejderhası|Naga banjir|Giao long|Водяной дракон|Водяний дракон|Δράκος των νερών|تنين الفيضان|जल-नाग|蛟|교룡
dragon|Dragon|Drache|Dragon|Dragón|Dragão|Drago|Draak|Smok|Drak|Dragon|Sárkány|Ejderha|Naga|Rồng|Дракон|Дракон|Δράκος|التنين|ड्रैगन|竜|용
raccoon-dog|Raccoon dog|Marderhund|Chien viverrin|Perro mapache|Cão-guaxinim|Cane procione|Wasbeerhond|Jenot|Psík mývalovitý|Câine enot|Nyestkutya|Rakun köpeği|Anjing rakun|Lửng|Енотовидная собака|Єнотоподібний собака|Ρακουνόσκυλο|كلب الراكون|रैकून कुत्ता|狢|너구리
hare|Hare|Hase|Lièvre|Liebre|Lebre|Lepre|Haas|Zając|Zajíc|Iepure|Nyúl|Tavşan|Kelinci|Thỏ|Заяц|Заєць|Λαγός|الأرنب البري|खरगोश|兎|토끼
fox|Fox|Fuchs|Renard|Zorro|Raposa|Volpe|Vos|Lis|Liška|Vulpe|Róka|Tilki|Rubah|Cáo|Лиса|Лисиця|Αλεπού|الثعلب|लोमड़ी|狐|여우
tiger|Tiger|Tiger|Tigre|Tigre|Tigre|Tigre|Tijger|Tygrys|Tygr|Tigru|Tigris|Kaplan|Harimau|Hổ|Тигр|Тигр|Τίγρη|النمر|बाघ|虎|호랑이
leopard|Leopard|Leopard|Léopard|Leopardo|Leopardo|Leopardo|Luipaard|Lampart|Levhart|Leopard|Leopárd|Leopar|Macan tutul|Báo|Леопард|Леопард|Λεοπάρδαλη|الفهد|तेंदुआ|豹|표범
xiezhi|Xiezhi (unicorn of justice)|Xiezhi (Einhorn der Gerechtigkeit)|Xiezhi (licorne de justice)|Xiezhi (unicornio de la justicia)|Xiezhi (unicórnio da justiça)|Xiezhi (unicorno della giustizia)|Xiezhi (eenhoorn van gerechtigheid)|Xiezhi (jednorożec sprawiedliwości)|Sie-č' (jednorožec spravedlnosti)|Xiezhi (licorn al dreptății)|Hsziecsi (az igazság egyszarvúja)|Xiezhi (adalet tek boynuzlusu)|Xiezhi (unikorn keadilan)|Giải trãi|Сечжи (единорог правосудия)|Сєчжі (єдиноріг правосуддя)|Σιετζί (μονόκερος της δικαιοσύνης)|شيجي (وحيد قرن العدالة)|शिएझी (न्याय का एकशृंगी)|獬豸|해치
ox|Ox|Ochse|Bœuf|Buey|Boi|Bue|Os|Wół|Vůl|Bou|Ökör|Öküz|Lembu|Trâu|Бык|Віл|Βόδι|الثور|बैल|牛|소
bat|Bat|Fledermaus|Chauve-souris|Murciélago|Morcego|Pipistrello|Vleermuis|Nietoperz|Netopýr|Liliac|Denevér|Yarasa|Kelelawar|Dơi|Летучая мышь|Кажан|Νυχτερίδα|الخفاش|चमगादड़|蝙蝠|박쥐
rat|Rat|Ratte|Rat|Rata|Rato|Ratto|Rat|Szczur|Krysa|Șobolan|Patkány|Sıçan|Tikus|Chuột|Крыса|Щур|Αρουραίος|الجرذ|चूहा|鼠|쥐
swallow|Swallow|Schwalbe|Hirondelle|Golondrina|Andorinha|Rondine|Zwaluw|Jaskółka|Vlaštovka|Rândunică|Fecske|Kırlangıç|Burung layang-layang|Én|Ласточка|Ластівка|Χελιδόνι|السنونو|अबाबील|燕|제비
pig|Pig|Schwein|Cochon|Cerdo|Porco|Maiale|Varken|Świnia|Prase|Porc|Disznó|Domuz|Babi|Lợn|Свинья|Свиня|Γουρούνι|الخنزير|सूअर|豚|돼지
porcupine|Porcupine|Stachelschwein|Porc-épic|Puercoespín|Porco-espinho|Istrice|Stekelvarken|Jeżozwierz|Dikobraz|Porc spinos|Tarajos sül|Oklukirpi|Landak|Nhím|Дикобраз|Дикобраз|Ακανθόχοιρος|النيص|साही|山荒|호저
wolf|Wolf|Wolf|Loup|Lobo|Lobo|Lupo|Wolf|Wilk|Vlk|Lup|Farkas|Kurt|Serigala|Sói|Волк|Вовк|Λύκος|الذئب|भेड़िया|狼|늑대
dog|Dog|Hund|Chien|Perro|Cão|Cane|Hond|Pies|Pes|Câine|Kutya|Köpek|Anjing|Chó|Собака|Пес|Σκύλος|الكلب|कुत्ता|犬|개
pheasant|Pheasant|Fasan|Faisan|Faisán|Faisão|Fagiano|Fazant|Bażant|Bažant|Fazan|Fácán|Sülün|Burung pegar|Trĩ|Фазан|Фазан|Φασιανός|الدراج|तीतर|雉|꿩
rooster|Rooster|Hahn|Coq|Gallo|Galo|Gallo|Haan|Kogut|Kohout|Cocoș|Kakas|Horoz|Ayam jantan|Gà|Петух|Півень|Κόκορας|الديك|मुर्गा|鶏|닭
crow|Crow|Krähe|Corbeau|Cuervo|Corvo|Corvo|Kraai|Wrona|Vrána|Cioară|Varjú|Karga|Gagak|Quạ|Ворона|Ворона|Κοράκι|الغراب|कौआ|烏|까마귀
monkey|Monkey|Affe|Singe|Mono|Macaco|Scimmia|Aap|Małpa|Opice|Maimuță|Majom|Maymun|Monyet|Khỉ|Обезьяна|Мавпа|Πίθηκος|القرد|बंदर|猴|원숭이
ape|Ape|Menschenaffe|Grand singe|Simio|Símio|Scimmia antropomorfa|Mensaap|Małpa człekokształtna|Lidoop|Maimuță antropoidă|Emberszabású majom|İnsansı maymun|Kera|Vượn|Человекообразная обезьяна|Людиноподібна мавпа|Ανθρωποειδής πίθηκος|القرد الشبيه بالإنسان|वानर|猿|유인원
wild-dog|Wild dog|Wildhund|Chien sauvage|Perro salvaje|Cão selvagem|Cane selvatico|Wilde hond|Dziki pies|Divoký pes|Câine sălbatic|Vadkutya|Yaban köpeği|Anjing liar|Chó rừng|Дикая собака|Дикий собака|Άγριος σκύλος|الكلب البري|जंगली कुत्ता|犴|들개
goat|Goat|Ziege|Chèvre|Cabra|Cabra|Capra|Geit|Koza|Koza|Capră|Kecske|Keçi|Kambing|Dê|Коза|Коза|Κατσίκα|الماعز|बकरी|羊|양
river-deer|Water deer|Wasserreh|Hydropote|Ciervo acuático|Cervo-aquático|Idropote|Waterree|Sarniak wodny|Kančil vodní|Căprior de apă|Vízi őz|Su geyiği|Rusa air|Hoẵng|Водяной олень|Водяний олень|Ελάφι του νερού|غزال الماء|जल हिरण|獐|고라니
horse|Horse|Pferd|Cheval|Caballo|Cavalo|Cavallo|Paard|Koń|Kůň|Cal|Ló|At|Kuda|Ngựa|Лошадь|Кінь|Άλογο|الحصان|घोड़ा|馬|말
deer|Deer|Hirsch|Cerf|Ciervo|Veado|Cervo|Hert|Jeleń|Jelen|Cerb|Szarvas|Geyik|Rusa|Hươu|Олень|Олень|Ελάφι|الغزال|हिरण|鹿|사슴
snake|Snake|Schlange|Serpent|Serpiente|Serpente|Serpente|Slang|Wąż|Had|Șarpe|Kígyó|Yılan|Ular|Rắn|Змея|Змія|Φίδι|الثعبان|साँप|蛇|뱀
earthworm|Earthworm|Regenwurm|Ver de terre|Lombriz|Minhoca|Lombrico|Regenworm|Dżdżownica|Žížala|Râmă|Giliszta|Solucan|Cacing tanah|Giun|Дождевой червь|Дощовий черв'як|Γαιοσκώληκας|دودة الأرض|केंचुआ|蚯蚓|지렁이
`);
