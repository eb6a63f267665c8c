/**
 * Four Pillars readings: the five phases as the day master's nature and as the strongest or
 * missing element (the five constancies of the phases: Wood benevolence, Fire propriety, Earth
 * trust, Metal righteousness, Water wisdom, as Yuan Hai Zi Ping's nature chapters read the day
 * stem), the day master's strength and the Zi Ping remedy (a strong self is drained and
 * controlled by output, wealth and officer; a weak one nourished and helped by resource and
 * companions: Xu Dasheng, 'Yuan Hai Zi Ping', Song; Shen Xiaozhan, 'Zi Ping Zhen Quan', Qing),
 * and the ten gods as those books characterise them. Plain sentences; the element or god is
 * named before each by the report (from the Chinese family's answers).
 */
import { bundle } from './bundle.js';

export const BAZI_READING_KEYS = [
  'wood', 'fire', 'earth', 'metal', 'water',
  'strong', 'weak', 'balanced', 'missing',
  'bi-jian', 'jie-cai', 'shi-shen', 'shang-guan', 'zheng-cai', 'pian-cai', 'zheng-guan', 'qi-sha', 'zheng-yin', 'pian-yin',
] as const;
export type BaziReadingKey = (typeof BAZI_READING_KEYS)[number];

export const BAZI_READINGS = bundle('bazi', BAZI_READING_KEYS, {
  en: `
Wood grows and reaches out: kindness, planning and a drive to expand.
Fire shines and warms: courtesy, enthusiasm and open expression.
Earth holds and steadies: trust, patience and care.
Metal cuts and decides: righteousness, order and resolve.
Water flows and adapts: wisdom, perception and resourcefulness.
The day master is strong. After Zi Ping, it is balanced by what drains and controls it: output, wealth and officer.
The day master is weak. After Zi Ping, it is balanced by what nourishes and helps it: resource and companions.
The day master is balanced. No element needs forcing; the luck pillars tip the scale gently.
What is missing is sought outside: in people, places and luck pillars that bring it.
Self-reliance and peers: competition between equals and a firm sense of self.
Boldness and rivalry: money shared or contested, and a taste for risk.
Talent and enjoyment: gentle expression, food, art and ease.
Brilliance and rebellion: sharp words, originality and impatience with rules.
Steady wealth: earned income, thrift and responsibility.
Windfall wealth: trade, opportunity and generosity.
Order and status: discipline, reputation and lawful authority.
Pressure and courage: command under challenge, ambition and risk.
Learning and protection: support from elders, patience and kindness.
Unconventional insight: intuition, specialist knowledge and solitude.
`,
  de: `
Holz wächst und strebt hinaus: Güte, Planung und der Drang, sich auszudehnen.
Feuer leuchtet und wärmt: Höflichkeit, Begeisterung und offener Ausdruck.
Erde hält und festigt: Vertrauen, Geduld und Fürsorge.
Metall schneidet und entscheidet: Rechtschaffenheit, Ordnung und Entschlossenheit.
Wasser fließt und passt sich an: Weisheit, Wahrnehmung und Findigkeit.
Der Tagesmeister ist stark. Nach Zi Ping gleicht ihn aus, was ihn schwächt und kontrolliert: Ausdruck, Reichtum und Beamter.
Der Tagesmeister ist schwach. Nach Zi Ping gleicht ihn aus, was ihn nährt und stützt: Ressource und Gefährten.
Der Tagesmeister ist ausgeglichen. Kein Element muss erzwungen werden; die Glückssäulen verschieben das Gleichgewicht sanft.
Was fehlt, wird außen gesucht: bei Menschen, an Orten und in Glückssäulen, die es bringen.
Selbstständigkeit und Ebenbürtige: Wettbewerb unter Gleichen und ein festes Selbstgefühl.
Kühnheit und Rivalität: geteiltes oder umkämpftes Geld und Lust am Risiko.
Talent und Genuss: sanfter Ausdruck, Essen, Kunst und Leichtigkeit.
Glanz und Auflehnung: scharfe Worte, Originalität und Ungeduld mit Regeln.
Beständiger Reichtum: erarbeitetes Einkommen, Sparsamkeit und Verantwortung.
Unverhoffter Reichtum: Handel, Gelegenheiten und Großzügigkeit.
Ordnung und Stellung: Disziplin, Ansehen und rechtmäßige Autorität.
Druck und Mut: Führung unter Herausforderung, Ehrgeiz und Risiko.
Lernen und Schutz: Unterstützung durch Ältere, Geduld und Güte.
Unkonventionelle Einsicht: Intuition, Fachwissen und Alleinsein.
`,
  fr: `
Le Bois croît et s’étend : bonté, projets et élan d’expansion.
Le Feu brille et réchauffe : courtoisie, enthousiasme et expression ouverte.
La Terre retient et stabilise : confiance, patience et soin.
Le Métal tranche et décide : droiture, ordre et résolution.
L’Eau coule et s’adapte : sagesse, perception et ingéniosité.
Le maître du jour est fort. Selon le Zi Ping, l’équilibre vient de ce qui le draine et le contrôle : expression, richesse et fonctionnaire.
Le maître du jour est faible. Selon le Zi Ping, l’équilibre vient de ce qui le nourrit et l’aide : ressource et compagnons.
Le maître du jour est équilibré. Aucun élément n’est à forcer ; les piliers de chance font doucement pencher la balance.
Ce qui manque se cherche au-dehors : chez les personnes, les lieux et les piliers de chance qui l’apportent.
Autonomie et pairs : rivalité entre égaux et sens affirmé de soi.
Audace et rivalité : argent partagé ou disputé, goût du risque.
Talent et plaisir : expression douce, table, art et aisance.
Brio et rébellion : mots acérés, originalité et impatience face aux règles.
Richesse stable : revenu gagné, économie et responsabilité.
Richesse inattendue : commerce, occasions et générosité.
Ordre et statut : discipline, réputation et autorité légitime.
Pression et courage : commandement dans l’épreuve, ambition et risque.
Savoir et protection : soutien des aînés, patience et bonté.
Intuition non conventionnelle : flair, savoir spécialisé et solitude.
`,
  es: `
La Madera crece y se extiende: bondad, planificación y afán de expansión.
El Fuego brilla y calienta: cortesía, entusiasmo y expresión abierta.
La Tierra sostiene y estabiliza: confianza, paciencia y cuidado.
El Metal corta y decide: rectitud, orden y determinación.
El Agua fluye y se adapta: sabiduría, percepción e ingenio.
El maestro del día es fuerte. Según el Zi Ping, lo equilibra lo que lo drena y lo controla: expresión, riqueza y funcionario.
El maestro del día es débil. Según el Zi Ping, lo equilibra lo que lo nutre y lo ayuda: recurso y compañeros.
El maestro del día está equilibrado. Ningún elemento hace falta forzarlo; los pilares de la suerte inclinan la balanza con suavidad.
Lo que falta se busca fuera: en personas, lugares y pilares de la suerte que lo traigan.
Autonomía e iguales: competencia entre pares y un firme sentido de sí.
Audacia y rivalidad: dinero compartido o disputado y gusto por el riesgo.
Talento y disfrute: expresión suave, comida, arte y sosiego.
Brillantez y rebeldía: palabras afiladas, originalidad e impaciencia con las normas.
Riqueza estable: ingresos ganados, ahorro y responsabilidad.
Riqueza inesperada: comercio, oportunidades y generosidad.
Orden y posición: disciplina, reputación y autoridad legítima.
Presión y valor: mando ante el desafío, ambición y riesgo.
Aprendizaje y protección: apoyo de los mayores, paciencia y bondad.
Percepción poco convencional: intuición, saber especializado y soledad.
`,
  pt: `
A Madeira cresce e se estende: bondade, planejamento e impulso de expansão.
O Fogo brilha e aquece: cortesia, entusiasmo e expressão aberta.
A Terra sustenta e estabiliza: confiança, paciência e cuidado.
O Metal corta e decide: retidão, ordem e determinação.
A Água flui e se adapta: sabedoria, percepção e engenho.
O mestre do dia é forte. Segundo o Zi Ping, equilibra-o o que o drena e o controla: expressão, riqueza e oficial.
O mestre do dia é fraco. Segundo o Zi Ping, equilibra-o o que o nutre e o ajuda: recurso e companheiros.
O mestre do dia é equilibrado. Nenhum elemento precisa ser forçado; os pilares da sorte inclinam a balança com suavidade.
O que falta é buscado fora: em pessoas, lugares e pilares da sorte que o tragam.
Autonomia e pares: competição entre iguais e um firme senso de si.
Ousadia e rivalidade: dinheiro partilhado ou disputado e gosto pelo risco.
Talento e prazer: expressão suave, comida, arte e tranquilidade.
Brilho e rebeldia: palavras afiadas, originalidade e impaciência com regras.
Riqueza estável: renda conquistada, poupança e responsabilidade.
Riqueza inesperada: comércio, oportunidades e generosidade.
Ordem e posição: disciplina, reputação e autoridade legítima.
Pressão e coragem: comando diante do desafio, ambição e risco.
Aprendizado e proteção: apoio dos mais velhos, paciência e bondade.
Percepção fora do comum: intuição, saber especializado e solidão.
`,
  it: `
Il Legno cresce e si protende: bontà, progetti e spinta a espandersi.
Il Fuoco brilla e scalda: cortesia, entusiasmo ed espressione aperta.
La Terra sostiene e stabilizza: fiducia, pazienza e cura.
Il Metallo taglia e decide: rettitudine, ordine e risolutezza.
L’Acqua scorre e si adatta: saggezza, percezione e ingegno.
Il maestro del giorno è forte. Secondo lo Zi Ping, lo equilibra ciò che lo drena e lo controlla: espressione, ricchezza e funzionario.
Il maestro del giorno è debole. Secondo lo Zi Ping, lo equilibra ciò che lo nutre e lo aiuta: risorsa e compagni.
Il maestro del giorno è equilibrato. Nessun elemento va forzato; i pilastri della fortuna spostano l’equilibrio con dolcezza.
Ciò che manca si cerca fuori: in persone, luoghi e pilastri della fortuna che lo portano.
Autonomia e pari: competizione tra uguali e un saldo senso di sé.
Audacia e rivalità: denaro condiviso o conteso e gusto del rischio.
Talento e piacere: espressione gentile, cibo, arte e agio.
Brillantezza e ribellione: parole taglienti, originalità e insofferenza alle regole.
Ricchezza stabile: reddito guadagnato, parsimonia e responsabilità.
Ricchezza inattesa: commercio, occasioni e generosità.
Ordine e rango: disciplina, reputazione e autorità legittima.
Pressione e coraggio: comando nelle prove, ambizione e rischio.
Studio e protezione: sostegno degli anziani, pazienza e bontà.
Intuizione non convenzionale: fiuto, sapere specialistico e solitudine.
`,
  nl: `
Hout groeit en reikt uit: goedheid, planning en de drang om uit te breiden.
Vuur straalt en verwarmt: hoffelijkheid, enthousiasme en open expressie.
Aarde houdt vast en geeft stevigheid: vertrouwen, geduld en zorg.
Metaal snijdt en beslist: rechtschapenheid, orde en vastberadenheid.
Water stroomt en past zich aan: wijsheid, waarneming en vindingrijkheid.
De dagmeester is sterk. Volgens Zi Ping brengt in evenwicht wat hem aftapt en beheerst: expressie, rijkdom en ambtenaar.
De dagmeester is zwak. Volgens Zi Ping brengt in evenwicht wat hem voedt en helpt: bron en gezellen.
De dagmeester is in evenwicht. Geen element hoeft geforceerd te worden; de geluksperioden doen de balans zacht doorslaan.
Wat ontbreekt, wordt buiten gezocht: bij mensen, op plekken en in geluksperioden die het brengen.
Zelfstandigheid en gelijken: wedijver tussen gelijken en een vast zelfgevoel.
Durf en rivaliteit: gedeeld of betwist geld en zin in risico.
Talent en genieten: zachte expressie, eten, kunst en gemak.
Glans en rebellie: scherpe woorden, originaliteit en ongeduld met regels.
Vaste rijkdom: verdiend inkomen, zuinigheid en verantwoordelijkheid.
Onverwachte rijkdom: handel, kansen en vrijgevigheid.
Orde en aanzien: discipline, reputatie en rechtmatig gezag.
Druk en moed: leiding onder uitdaging, ambitie en risico.
Leren en bescherming: steun van ouderen, geduld en goedheid.
Onconventioneel inzicht: intuïtie, vakkennis en alleen zijn.
`,
  pl: `
Drewno rośnie i sięga dalej: dobroć, planowanie i pęd do rozwoju.
Ogień świeci i grzeje: uprzejmość, entuzjazm i otwarta ekspresja.
Ziemia podtrzymuje i stabilizuje: zaufanie, cierpliwość i troska.
Metal tnie i rozstrzyga: prawość, porządek i stanowczość.
Woda płynie i się dostosowuje: mądrość, spostrzegawczość i zaradność.
Mistrz dnia jest silny. Według Zi Ping równoważy go to, co go osłabia i kontroluje: ekspresja, bogactwo i urzędnik.
Mistrz dnia jest słaby. Według Zi Ping równoważy go to, co go karmi i wspiera: zasób i towarzysze.
Mistrz dnia jest zrównoważony. Żadnego żywiołu nie trzeba wymuszać; filary szczęścia łagodnie przechylają szalę.
Czego brakuje, tego szuka się na zewnątrz: w ludziach, miejscach i filarach szczęścia, które to przynoszą.
Samodzielność i rówieśnicy: rywalizacja wśród równych i mocne poczucie siebie.
Śmiałość i rywalizacja: pieniądze dzielone lub sporne oraz skłonność do ryzyka.
Talent i przyjemność: łagodna ekspresja, jedzenie, sztuka i swoboda.
Błyskotliwość i bunt: ostre słowa, oryginalność i niecierpliwość wobec reguł.
Stałe bogactwo: zarobiony dochód, oszczędność i odpowiedzialność.
Nieoczekiwane bogactwo: handel, okazje i hojność.
Porządek i pozycja: dyscyplina, reputacja i prawowita władza.
Presja i odwaga: dowodzenie w obliczu wyzwań, ambicja i ryzyko.
Nauka i ochrona: wsparcie starszych, cierpliwość i dobroć.
Niekonwencjonalny wgląd: intuicja, wiedza specjalistyczna i samotność.
`,
  cs: `
Dřevo roste a natahuje se: laskavost, plánování a touha růst.
Oheň září a hřeje: zdvořilost, nadšení a otevřený projev.
Země drží a zpevňuje: důvěra, trpělivost a péče.
Kov řeže a rozhoduje: spravedlnost, řád a odhodlání.
Voda plyne a přizpůsobuje se: moudrost, vnímavost a vynalézavost.
Pán dne je silný. Podle Zi Ping ho vyvažuje to, co ho oslabuje a ovládá: projev, bohatství a úředník.
Pán dne je slabý. Podle Zi Ping ho vyvažuje to, co ho živí a podporuje: zdroj a druhové.
Pán dne je vyrovnaný. Žádný živel není třeba vynucovat; pilíře štěstí jemně naklánějí váhu.
Co chybí, hledá se venku: v lidech, místech a pilířích štěstí, které to přinášejí.
Samostatnost a sobě rovní: soupeření mezi rovnými a pevný pocit sebe sama.
Odvaha a rivalita: sdílené nebo sporné peníze a chuť riskovat.
Talent a požitek: jemný projev, jídlo, umění a pohoda.
Brilance a vzdor: ostrá slova, originalita a netrpělivost s pravidly.
Stálé bohatství: vydělaný příjem, šetrnost a odpovědnost.
Nečekané bohatství: obchod, příležitosti a štědrost.
Řád a postavení: kázeň, pověst a oprávněná autorita.
Tlak a odvaha: velení pod tlakem, ctižádost a riziko.
Učení a ochrana: podpora starších, trpělivost a laskavost.
Nekonvenční vhled: intuice, odborné znalosti a samota.
`,
  ro: `
Lemnul crește și se întinde: bunătate, planuri și dorința de extindere.
Focul strălucește și încălzește: curtoazie, entuziasm și exprimare deschisă.
Pământul ține și stabilizează: încredere, răbdare și grijă.
Metalul taie și decide: dreptate, ordine și hotărâre.
Apa curge și se adaptează: înțelepciune, percepție și ingeniozitate.
Stăpânul zilei este puternic. După Zi Ping, îl echilibrează ce îl consumă și îl controlează: exprimarea, bogăția și funcționarul.
Stăpânul zilei este slab. După Zi Ping, îl echilibrează ce îl hrănește și îl ajută: resursa și însoțitorii.
Stăpânul zilei este echilibrat. Niciun element nu trebuie forțat; pilonii norocului înclină ușor balanța.
Ce lipsește se caută în afară: în oameni, locuri și piloni ai norocului care îl aduc.
Independență și egali: competiție între egali și un simț ferm al sinelui.
Îndrăzneală și rivalitate: bani împărțiți sau disputați și gust pentru risc.
Talent și plăcere: exprimare blândă, mâncare, artă și tihnă.
Strălucire și revoltă: cuvinte tăioase, originalitate și nerăbdare față de reguli.
Bogăție stabilă: venit câștigat, cumpătare și responsabilitate.
Bogăție neașteptată: comerț, oportunități și generozitate.
Ordine și statut: disciplină, reputație și autoritate legitimă.
Presiune și curaj: comandă în fața provocării, ambiție și risc.
Învățătură și ocrotire: sprijinul celor mai în vârstă, răbdare și bunătate.
Intuiție neconvențională: fler, cunoaștere de specialitate și singurătate.
`,
  hu: `
A Fa nő és kinyúl: jóság, tervezés és terjeszkedési vágy.
A Tűz ragyog és melegít: udvariasság, lelkesedés és nyílt kifejezés.
A Föld tart és szilárdít: bizalom, türelem és gondoskodás.
A Fém vág és dönt: igazságosság, rend és elszántság.
A Víz áramlik és alkalmazkodik: bölcsesség, érzékelés és leleményesség.
A napmester erős. A Zi Ping szerint az egyensúlyozza, ami gyengíti és fékezi: kifejezés, vagyon és hivatalnok.
A napmester gyenge. A Zi Ping szerint az egyensúlyozza, ami táplálja és segíti: erőforrás és társak.
A napmester kiegyensúlyozott. Egyik elemet sem kell erőltetni; a szerencseoszlopok finoman billentik a mérleget.
Ami hiányzik, azt kívül keressük: emberekben, helyeken és az azt hozó szerencseoszlopokban.
Önállóság és egyenrangúak: verseny egyenlők között és szilárd önérzet.
Merészség és rivalizálás: megosztott vagy vitatott pénz és kockázatvállalás.
Tehetség és élvezet: szelíd kifejezés, étel, művészet és könnyedség.
Ragyogás és lázadás: éles szavak, eredetiség és türelmetlenség a szabályokkal.
Állandó vagyon: megdolgozott jövedelem, takarékosság és felelősség.
Váratlan vagyon: kereskedelem, lehetőségek és nagyvonalúság.
Rend és rang: fegyelem, hírnév és törvényes tekintély.
Nyomás és bátorság: vezetés kihívás közepette, becsvágy és kockázat.
Tanulás és védelem: az idősebbek támogatása, türelem és jóság.
Szokatlan belátás: megérzés, szakismeret és magány.
`,
  tr: `
Ağaç büyür ve uzanır: iyilik, planlama ve genişleme isteği.
Ateş parlar ve ısıtır: nezaket, coşku ve açık ifade.
Toprak tutar ve sağlamlaştırır: güven, sabır ve özen.
Metal keser ve karar verir: doğruluk, düzen ve kararlılık.
Su akar ve uyum sağlar: bilgelik, algı ve beceriklilik.
Gün ustası güçlü. Zi Ping'e göre onu tüketen ve denetleyen dengeler: ifade, servet ve memur.
Gün ustası zayıf. Zi Ping'e göre onu besleyen ve destekleyen dengeler: kaynak ve yoldaşlar.
Gün ustası dengeli. Hiçbir elementi zorlamak gerekmez; şans sütunları teraziyi yavaşça oynatır.
Eksik olan dışarıda aranır: onu getiren insanlarda, yerlerde ve şans sütunlarında.
Kendine yeterlik ve akranlar: eşitler arasında rekabet ve sağlam bir benlik duygusu.
Cesaret ve rekabet: paylaşılan ya da çekişilen para ve riske heves.
Yetenek ve keyif: yumuşak ifade, yemek, sanat ve rahatlık.
Parlaklık ve isyan: keskin sözler, özgünlük ve kurallara sabırsızlık.
İstikrarlı servet: kazanılmış gelir, tutumluluk ve sorumluluk.
Beklenmedik servet: ticaret, fırsatlar ve cömertlik.
Düzen ve mevki: disiplin, itibar ve meşru otorite.
Baskı ve cesaret: zorluk karşısında önderlik, hırs ve risk.
Öğrenme ve korunma: büyüklerden destek, sabır ve iyilik.
Alışılmadık kavrayış: sezgi, uzmanlık bilgisi ve yalnızlık.
`,
  id: `
Kayu tumbuh dan menjangkau: kebaikan, perencanaan dan dorongan untuk berkembang.
Api bersinar dan menghangatkan: kesopanan, semangat dan ekspresi terbuka.
Tanah menopang dan meneguhkan: kepercayaan, kesabaran dan kepedulian.
Logam memotong dan memutuskan: kebenaran, keteraturan dan ketegasan.
Air mengalir dan menyesuaikan diri: kebijaksanaan, kepekaan dan kecerdikan.
Master hari kuat. Menurut Zi Ping, ia diseimbangkan oleh yang menguras dan mengendalikannya: ekspresi, kekayaan dan pejabat.
Master hari lemah. Menurut Zi Ping, ia diseimbangkan oleh yang memberi makan dan menolongnya: sumber dan rekan.
Master hari seimbang. Tak ada unsur yang perlu dipaksakan; pilar keberuntungan menggeser timbangan perlahan.
Yang tidak ada dicari di luar: pada orang, tempat dan pilar keberuntungan yang membawanya.
Kemandirian dan sesama: persaingan antarsetara dan rasa diri yang teguh.
Keberanian dan persaingan: uang yang dibagi atau diperebutkan, dan gemar risiko.
Bakat dan kesenangan: ekspresi lembut, makanan, seni dan kelapangan.
Kecemerlangan dan pemberontakan: kata-kata tajam, orisinalitas dan tak sabar pada aturan.
Kekayaan tetap: penghasilan yang diusahakan, hemat dan tanggung jawab.
Kekayaan tak terduga: dagang, peluang dan kemurahan hati.
Keteraturan dan kedudukan: disiplin, nama baik dan wewenang yang sah.
Tekanan dan keberanian: memimpin di tengah tantangan, ambisi dan risiko.
Belajar dan perlindungan: dukungan orang tua, kesabaran dan kebaikan.
Wawasan tak lazim: intuisi, pengetahuan khusus dan kesendirian.
`,
  vi: `
Mộc sinh trưởng và vươn ra: nhân hậu, hoạch định và chí mở mang.
Hỏa tỏa sáng và sưởi ấm: lễ độ, nhiệt huyết và bộc lộ cởi mở.
Thổ nâng đỡ và làm vững: chữ tín, kiên nhẫn và chăm lo.
Kim cắt và quyết đoán: chính nghĩa, trật tự và cương quyết.
Thủy chảy và thích nghi: trí tuệ, nhạy bén và tháo vát.
Nhật chủ vượng. Theo Tử Bình, cân bằng nhờ những gì tiết và khắc nó: thực thương, tài và quan.
Nhật chủ nhược. Theo Tử Bình, cân bằng nhờ những gì sinh và trợ nó: ấn và tỷ kiếp.
Nhật chủ trung hòa. Không hành nào cần ép; đại vận nghiêng cán cân nhẹ nhàng.
Hành còn thiếu được tìm bên ngoài: nơi con người, nơi chốn và đại vận mang nó đến.
Tự lập và bạn ngang hàng: cạnh tranh giữa người ngang nhau và ý thức vững về bản thân.
Táo bạo và ganh đua: tiền của chia sẻ hay tranh giành, và thích mạo hiểm.
Tài năng và hưởng thụ: bộc lộ nhẹ nhàng, ăn uống, nghệ thuật và thư thái.
Tài hoa và phản nghịch: lời sắc bén, độc đáo và thiếu kiên nhẫn với khuôn phép.
Tài lộc ổn định: thu nhập do làm ra, tiết kiệm và trách nhiệm.
Tài lộc bất ngờ: buôn bán, cơ hội và hào phóng.
Trật tự và địa vị: kỷ luật, danh tiếng và quyền uy chính đáng.
Áp lực và can đảm: chỉ huy trước thử thách, tham vọng và rủi ro.
Học vấn và che chở: sự nâng đỡ của bậc trên, kiên nhẫn và nhân hậu.
Hiểu biết khác thường: trực giác, chuyên môn sâu và cô độc.
`,
  ru: `
Дерево растёт и тянется вширь: доброта, замыслы и стремление к росту.
Огонь светит и греет: учтивость, воодушевление и открытое самовыражение.
Земля держит и укрепляет: доверие, терпение и забота.
Металл рассекает и решает: справедливость, порядок и решимость.
Вода течёт и приспосабливается: мудрость, восприимчивость и находчивость.
Хозяин дня силён. По Цзы Пин его уравновешивает то, что истощает и сдерживает: выражение, богатство и чиновник.
Хозяин дня слаб. По Цзы Пин его уравновешивает то, что питает и поддерживает: ресурс и соратники.
Хозяин дня уравновешен. Ни одну стихию не нужно форсировать; столпы удачи мягко сдвигают равновесие.
Недостающее ищут вовне: в людях, местах и столпах удачи, которые его приносят.
Самостоятельность и равные: соперничество на равных и твёрдое чувство себя.
Смелость и соперничество: деньги общие или спорные и вкус к риску.
Талант и удовольствие: мягкое самовыражение, еда, искусство и лёгкость.
Блеск и бунт: острые слова, самобытность и нетерпение к правилам.
Устойчивое богатство: заработанный доход, бережливость и ответственность.
Неожиданное богатство: торговля, возможности и щедрость.
Порядок и положение: дисциплина, репутация и законная власть.
Давление и отвага: руководство под нагрузкой, честолюбие и риск.
Учёба и защита: поддержка старших, терпение и доброта.
Нестандартное видение: интуиция, узкие знания и уединение.
`,
  uk: `
Дерево росте й тягнеться вшир: доброта, задуми й прагнення зростати.
Вогонь світить і гріє: чемність, натхнення й відкрите самовираження.
Земля тримає й зміцнює: довіра, терпіння й турбота.
Метал розтинає й вирішує: справедливість, порядок і рішучість.
Вода тече й пристосовується: мудрість, сприйнятливість і винахідливість.
Господар дня сильний. За Цзи Пін його врівноважує те, що виснажує й стримує: вираження, багатство й урядовець.
Господар дня слабкий. За Цзи Пін його врівноважує те, що живить і підтримує: ресурс і соратники.
Господар дня врівноважений. Жодну стихію не треба форсувати; стовпи удачі м’яко зсувають рівновагу.
Відсутнє шукають назовні: у людях, місцях і стовпах удачі, що його приносять.
Самостійність і рівні: суперництво на рівних і тверде відчуття себе.
Сміливість і суперництво: гроші спільні чи спірні та смак до ризику.
Талант і задоволення: м’яке самовираження, їжа, мистецтво й легкість.
Блиск і бунт: гострі слова, самобутність і нетерплячість до правил.
Стале багатство: зароблений дохід, ощадливість і відповідальність.
Несподіване багатство: торгівля, нагоди й щедрість.
Порядок і становище: дисципліна, репутація й законна влада.
Тиск і відвага: керівництво під навантаженням, амбіції й ризик.
Навчання й захист: підтримка старших, терпіння й доброта.
Нестандартне бачення: інтуїція, вузькі знання й усамітнення.
`,
  el: `
Το Ξύλο μεγαλώνει και απλώνεται: καλοσύνη, σχεδιασμός και ορμή για επέκταση.
Η Φωτιά λάμπει και ζεσταίνει: ευγένεια, ενθουσιασμός και ανοιχτή έκφραση.
Η Γη κρατά και σταθεροποιεί: εμπιστοσύνη, υπομονή και φροντίδα.
Το Μέταλλο κόβει και αποφασίζει: δικαιοσύνη, τάξη και αποφασιστικότητα.
Το Νερό ρέει και προσαρμόζεται: σοφία, αντίληψη και επινοητικότητα.
Ο κύριος της ημέρας είναι ισχυρός. Κατά το Ζι Πινγκ, τον ισορροπεί ό,τι τον αποστραγγίζει και τον ελέγχει: έκφραση, πλούτος και αξιωματούχος.
Ο κύριος της ημέρας είναι αδύναμος. Κατά το Ζι Πινγκ, τον ισορροπεί ό,τι τον τρέφει και τον βοηθά: πόρος και σύντροφοι.
Ο κύριος της ημέρας είναι ισορροπημένος. Κανένα στοιχείο δεν χρειάζεται πίεση· οι στύλοι της τύχης γέρνουν ήπια τη ζυγαριά.
Ό,τι λείπει αναζητείται έξω: σε ανθρώπους, τόπους και στύλους τύχης που το φέρνουν.
Αυτονομία και ομότιμοι: ανταγωνισμός μεταξύ ίσων και σταθερή αίσθηση εαυτού.
Τόλμη και αντιπαλότητα: χρήματα μοιρασμένα ή αμφισβητούμενα και διάθεση για ρίσκο.
Ταλέντο και απόλαυση: ήπια έκφραση, φαγητό, τέχνη και άνεση.
Λάμψη και ανταρσία: κοφτερά λόγια, πρωτοτυπία και ανυπομονησία με τους κανόνες.
Σταθερός πλούτος: κερδισμένο εισόδημα, λιτότητα και ευθύνη.
Απρόσμενος πλούτος: εμπόριο, ευκαιρίες και γενναιοδωρία.
Τάξη και θέση: πειθαρχία, φήμη και νόμιμη εξουσία.
Πίεση και θάρρος: ηγεσία υπό δοκιμασία, φιλοδοξία και ρίσκο.
Μάθηση και προστασία: στήριξη από μεγαλύτερους, υπομονή και καλοσύνη.
Ασυνήθιστη διορατικότητα: διαίσθηση, εξειδικευμένη γνώση και μοναχικότητα.
`,
  ar: `
الخشب ينمو ويمتد: طيبة وتخطيط ورغبة في التوسع.
النار تضيء وتدفئ: لياقة وحماسة وتعبير منفتح.
التراب يحمل ويثبّت: ثقة وصبر ورعاية.
المعدن يقطع ويحسم: استقامة ونظام وعزم.
الماء يجري ويتكيف: حكمة وإدراك وحسن تدبير.
سيد اليوم قوي. بحسب تسي بينغ يوازنه ما يستنزفه ويضبطه: التعبير والثروة والمسؤول.
سيد اليوم ضعيف. بحسب تسي بينغ يوازنه ما يغذيه ويعينه: المورد والرفاق.
سيد اليوم متوازن. لا يحتاج أي عنصر إلى فرض؛ وأعمدة الحظ تميل بالكفة برفق.
ما يغيب يُطلب من الخارج: في الناس والأماكن وأعمدة الحظ التي تأتي به.
الاعتماد على النفس والأقران: تنافس بين متكافئين وإحساس راسخ بالذات.
الجرأة والمنافسة: مال مشترك أو متنازع عليه وميل إلى المخاطرة.
الموهبة والمتعة: تعبير لطيف وطعام وفن وراحة.
التألق والتمرد: كلمات حادة وأصالة وضيق بالقواعد.
ثروة ثابتة: دخل مكتسب واقتصاد ومسؤولية.
ثروة مفاجئة: تجارة وفرص وكرم.
النظام والمكانة: انضباط وسمعة وسلطة مشروعة.
الضغط والشجاعة: قيادة أمام التحدي وطموح ومخاطرة.
التعلم والحماية: سند من الكبار وصبر وطيبة.
بصيرة غير مألوفة: حدس ومعرفة متخصصة وعزلة.
`,
  hi: `
काष्ठ बढ़ता और फैलता है: दयालुता, योजना और विस्तार की चाह।
अग्नि चमकती और गर्माती है: शिष्टता, उत्साह और खुली अभिव्यक्ति।
पृथ्वी थामती और स्थिर करती है: विश्वास, धैर्य और देखभाल।
धातु काटती और निर्णय करती है: न्यायप्रियता, व्यवस्था और दृढ़ता।
जल बहता और ढल जाता है: बुद्धि, बोध और सूझबूझ।
दिवस स्वामी प्रबल है। ज़ी पिंग के अनुसार उसे वह संतुलित करता है जो उसे क्षीण और नियंत्रित करे: अभिव्यक्ति, धन और अधिकारी।
दिवस स्वामी दुर्बल है। ज़ी पिंग के अनुसार उसे वह संतुलित करता है जो उसे पोषण और सहारा दे: संसाधन और साथी।
दिवस स्वामी संतुलित है। किसी तत्व पर ज़ोर देने की ज़रूरत नहीं; भाग्य स्तंभ पलड़ा धीरे-धीरे झुकाते हैं।
जो तत्व नहीं है उसे बाहर खोजा जाता है: लोगों, स्थानों और उसे लाने वाले भाग्य स्तंभों में।
आत्मनिर्भरता और बराबरी वाले: समकक्षों में प्रतिस्पर्धा और स्वयं का दृढ़ बोध।
साहस और प्रतिद्वंद्विता: साझा या विवादित धन और जोखिम की रुचि।
प्रतिभा और आनंद: कोमल अभिव्यक्ति, भोजन, कला और सहजता।
प्रखरता और विद्रोह: तीखे शब्द, मौलिकता और नियमों से अधीरता।
स्थिर धन: कमाई हुई आय, मितव्ययिता और उत्तरदायित्व।
आकस्मिक धन: व्यापार, अवसर और उदारता।
व्यवस्था और पद: अनुशासन, प्रतिष्ठा और वैध अधिकार।
दबाव और साहस: चुनौती में नेतृत्व, महत्वाकांक्षा और जोखिम।
विद्या और संरक्षण: बड़ों का सहारा, धैर्य और दयालुता।
असामान्य अंतर्दृष्टि: अंतर्ज्ञान, विशेष ज्ञान और एकांत।
`,
  ja: `
木は伸びて広がります。仁、計画、発展への意欲。
火は輝き温めます。礼、情熱、開かれた表現。
土は支え安定させます。信、忍耐、面倒見のよさ。
金は断ち切り決断します。義、秩序、決意。
水は流れ適応します。智、洞察、機転。
日主は身強です。子平の説では、洩らし剋するもの、すなわち食傷・財・官殺で均衡を取ります。
日主は身弱です。子平の説では、生じ助けるもの、すなわち印星と比劫で均衡を取ります。
日主は中和しています。無理に補う五行はなく、大運がゆるやかに均衡を動かします。
欠けている五行は外に求めます。それをもたらす人、場所、大運の中に。
自立と仲間：対等な者との競争と、揺るがない自我。
大胆さと競争：分け合う、あるいは奪い合う財と、冒険心。
才能と楽しみ：穏やかな表現、食、芸術、ゆとり。
才気と反骨：鋭い言葉、独創性、規則への苛立ち。
安定した財：働いて得る収入、倹約、責任。
思いがけない財：商い、好機、気前のよさ。
秩序と地位：規律、名声、正当な権威。
重圧と勇気：試練の中での統率、野心、危険。
学びと庇護：目上の支え、忍耐、慈しみ。
型にはまらない洞察：直感、専門知識、孤独。
`,
  ko: `
목은 자라고 뻗어 나갑니다. 인(仁), 계획, 확장하려는 의지.
화는 빛나고 따뜻하게 합니다. 예(禮), 열정, 열린 표현.
토는 받치고 안정시킵니다. 신(信), 인내, 보살핌.
금은 자르고 결단합니다. 의(義), 질서, 결의.
수는 흐르고 적응합니다. 지(智), 통찰, 재치.
일간이 신강합니다. 자평에 따르면 설기하고 극하는 것, 곧 식상·재성·관성으로 균형을 잡습니다.
일간이 신약합니다. 자평에 따르면 생하고 돕는 것, 곧 인성과 비겁으로 균형을 잡습니다.
일간이 중화되어 있습니다. 억지로 보탤 오행이 없고, 대운이 균형을 부드럽게 움직입니다.
없는 오행은 밖에서 구합니다. 그것을 가져다주는 사람, 장소, 대운에서.
자립과 동료: 대등한 사람과의 경쟁과 굳건한 자아.
대담함과 경쟁: 나누거나 다투는 재물, 그리고 모험심.
재능과 즐거움: 부드러운 표현, 음식, 예술, 여유.
재기와 반항: 날카로운 말, 독창성, 규칙에 대한 조급함.
안정된 재물: 일해서 버는 수입, 검소함, 책임.
뜻밖의 재물: 장사, 기회, 너그러움.
질서와 지위: 규율, 명성, 정당한 권위.
압박과 용기: 시련 속의 통솔, 야망, 위험.
배움과 보호: 윗사람의 도움, 인내, 자애.
틀에 얽매이지 않는 통찰: 직관, 전문 지식, 고독.
`,
});
