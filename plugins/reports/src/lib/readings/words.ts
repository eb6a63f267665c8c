/**
 * The interpretation sections' own words: their heading and the captions that lead a paragraph
 * ("Current mahadasha: Venus ..."), and the one sentence explaining a muhurta window's score
 * (the share of the activity's softer rules met: Muhurta Chintamani's empty houses, benefics
 * in good houses, an auspicious yoga, and with a birth chart the native's chandrabala), and the
 * day master's five strengths of /bazi/day-master-strength (身弱 / 身強 as the Japanese and Korean
 * schools write them).
 */
import { bundle } from './bundle.js';

export const READING_WORD_KEYS = ['interpretation', 'current-mahadasha', 'moon-nakshatra', 'strongest-element', 'missing-element', 'all-elements', 'leading-ten-god', 'window-score', 'verdict-very-weak', 'verdict-weak', 'verdict-balanced', 'verdict-strong', 'verdict-very-strong'] as const;

export const READING_WORDS = bundle('words', READING_WORD_KEYS, {
  en: `
Interpretation
Current mahadasha
Moon nakshatra
Strongest element
Missing element
Every element is present in the chart.
Most frequent ten god
The score is the share of the activity’s softer rules that the window meets: empty houses, benefics in good houses, an auspicious yoga and, with a birth chart, the native’s chandrabala.
very weak
weak
balanced
strong
very strong
`,
  de: `
Deutung
Aktuelle Mahadasha
Mond-Nakshatra
Stärkstes Element
Fehlendes Element
Alle Elemente sind im Horoskop vertreten.
Häufigster der zehn Götter
Die Wertung ist der Anteil der weicheren Regeln der Tätigkeit, die das Zeitfenster erfüllt: leere Häuser, Wohltäter in guten Häusern, ein günstiges Yoga und mit Geburtsdaten das Chandrabala der Person.
sehr schwach
schwach
ausgeglichen
stark
sehr stark
`,
  fr: `
Interprétation
Mahadasha en cours
Nakshatra de la Lune
Élément le plus fort
Élément absent
Tous les éléments sont présents dans le thème.
Dieu le plus fréquent parmi les dix
Le score est la part des règles souples de l’activité que le créneau respecte : maisons vides, bénéfiques dans de bonnes maisons, un yoga favorable et, avec un thème natal, le chandrabala de la personne.
très faible
faible
équilibré
fort
très fort
`,
  es: `
Interpretación
Mahadasha actual
Nakshatra de la Luna
Elemento más fuerte
Elemento ausente
Todos los elementos están presentes en la carta.
Dios más frecuente de los diez
La puntuación es la parte de las reglas flexibles de la actividad que cumple el intervalo: casas vacías, benéficos en buenas casas, un yoga propicio y, con carta natal, el chandrabala de la persona.
muy débil
débil
equilibrado
fuerte
muy fuerte
`,
  pt: `
Interpretação
Mahadasha atual
Nakshatra da Lua
Elemento mais forte
Elemento ausente
Todos os elementos estão presentes no mapa.
Deus mais frequente dos dez
A pontuação é a parte das regras flexíveis da atividade que a janela cumpre: casas vazias, benéficos em boas casas, um yoga propício e, com mapa natal, o chandrabala da pessoa.
muito fraco
fraco
equilibrado
forte
muito forte
`,
  it: `
Interpretazione
Mahadasha in corso
Nakshatra della Luna
Elemento più forte
Elemento assente
Tutti gli elementi sono presenti nel tema.
Dio più frequente fra i dieci
Il punteggio è la quota delle regole più elastiche dell’attività che la finestra rispetta: case vuote, benefici in buone case, uno yoga propizio e, con un tema natale, il chandrabala della persona.
molto debole
debole
equilibrato
forte
molto forte
`,
  nl: `
Duiding
Huidige mahadasha
Maan-nakshatra
Sterkste element
Ontbrekend element
Alle elementen zijn in de horoscoop aanwezig.
Meest voorkomende van de tien goden
De score is het deel van de zachtere regels van de activiteit dat het tijdvak haalt: lege huizen, weldoeners in goede huizen, een gunstige yoga en, met geboortegegevens, het chandrabala van de persoon.
zeer zwak
zwak
in evenwicht
sterk
zeer sterk
`,
  pl: `
Interpretacja
Bieżąca mahadasza
Nakszatra Księżyca
Najsilniejszy żywioł
Brakujący żywioł
Wszystkie żywioły są obecne w horoskopie.
Najczęstszy z dziesięciu bogów
Wynik to część łagodniejszych reguł danej czynności, które okno spełnia: puste domy, dobroczyńcy w dobrych domach, pomyślna joga, a przy horoskopie urodzeniowym chandrabala osoby.
bardzo słaby
słaby
zrównoważony
silny
bardzo silny
`,
  cs: `
Výklad
Současná mahádaša
Nakšatra Měsíce
Nejsilnější živel
Chybějící živel
V horoskopu jsou zastoupeny všechny živly.
Nejčastější z deseti bohů
Skóre je podíl mírnějších pravidel činnosti, která okno splňuje: prázdné domy, benefiky v dobrých domech, příznivá jóga a s údaji o narození čandrabala dané osoby.
velmi slabý
slabý
vyrovnaný
silný
velmi silný
`,
  ro: `
Interpretare
Mahadasha actuală
Nakshatra Lunii
Elementul cel mai puternic
Elementul lipsă
Toate elementele sunt prezente în hartă.
Cel mai frecvent dintre cei zece zei
Scorul este partea din regulile mai flexibile ale activității pe care o respectă intervalul: case goale, benefici în case bune, o yoga favorabilă și, cu harta natală, chandrabala persoanei.
foarte slab
slab
echilibrat
puternic
foarte puternic
`,
  hu: `
Értelmezés
Jelenlegi mahádasá
A Hold naksatrája
Legerősebb elem
Hiányzó elem
Minden elem jelen van a képletben.
A tíz isten közül a leggyakoribb
A pontszám azt mutatja, hogy az időablak a tevékenység enyhébb szabályainak mekkora részét teljesíti: üres házak, jótevők jó házakban, kedvező jóga, és születési adatokkal a személy csandrabalája.
nagyon gyenge
gyenge
kiegyensúlyozott
erős
nagyon erős
`,
  tr: `
Yorum
Geçerli mahadaşa
Ay nakşatrası
En güçlü element
Eksik element
Haritada bütün elementler var.
On tanrıdan en sık görüleni
Puan, zaman aralığının etkinliğin esnek kurallarından karşıladığı paydır: boş evler, iyi evlerde yararlı gezegenler, uğurlu bir yoga ve doğum haritası verilirse kişinin çandrabalası.
çok zayıf
zayıf
dengeli
güçlü
çok güçlü
`,
  id: `
Tafsiran
Mahadasha saat ini
Nakshatra Bulan
Unsur terkuat
Unsur yang tidak ada
Semua unsur hadir dalam bagan.
Dewa tersering dari sepuluh dewa
Skor adalah bagian aturan lunak kegiatan yang dipenuhi rentang waktu itu: rumah kosong, planet baik di rumah yang baik, yoga yang baik dan, bila ada data lahir, chandrabala orang itu.
sangat lemah
lemah
seimbang
kuat
sangat kuat
`,
  vi: `
Luận giải
Mahadasha hiện tại
Nakshatra của Mặt Trăng
Hành mạnh nhất
Hành còn thiếu
Lá số có đủ cả năm hành.
Thập thần xuất hiện nhiều nhất
Điểm số là phần các quy tắc mềm của việc cần làm mà khung giờ đáp ứng: nhà trống, sao cát ở nhà tốt, yoga tốt và, khi có ngày sinh, chandrabala của người đó.
rất nhược
nhược
trung hòa
vượng
rất vượng
`,
  ru: `
Толкование
Текущая махадаша
Накшатра Луны
Самая сильная стихия
Недостающая стихия
В карте представлены все стихии.
Самый частый из десяти богов
Балл — это доля мягких правил занятия, которые выполняет промежуток: пустые дома, благодетели в хороших домах, благоприятная йога и, при данных рождения, чандрабала человека.
очень слабый
слабый
уравновешенный
сильный
очень сильный
`,
  uk: `
Тлумачення
Поточна махадаша
Накшатра Місяця
Найсильніша стихія
Відсутня стихія
У карті представлені всі стихії.
Найчастіший із десяти богів
Бал — це частка м’яких правил заняття, які виконує проміжок: порожні доми, благодійники в добрих домах, сприятлива йога і, за даних народження, чандрабала людини.
дуже слабкий
слабкий
урівноважений
сильний
дуже сильний
`,
  el: `
Ερμηνεία
Τρέχουσα μαχαντάσα
Νακσάτρα της Σελήνης
Ισχυρότερο στοιχείο
Στοιχείο που λείπει
Όλα τα στοιχεία υπάρχουν στον χάρτη.
Ο συχνότερος από τους δέκα θεούς
Η βαθμολογία είναι το μέρος των πιο ήπιων κανόνων της δραστηριότητας που τηρεί το διάστημα: άδειοι οίκοι, αγαθοποιοί σε καλούς οίκους, ευνοϊκή γιόγκα και, με γενέθλια στοιχεία, η τσαντραμπάλα του ατόμου.
πολύ αδύναμος
αδύναμος
ισορροπημένος
ισχυρός
πολύ ισχυρός
`,
  ar: `
التفسير
الماهاداشا الحالية
نكشترا القمر
العنصر الأقوى
العنصر الغائب
كل العناصر حاضرة في الخريطة.
الإله الأكثر تكرارًا بين الآلهة العشرة
الدرجة هي نسبة القواعد المرنة للنشاط التي تستوفيها الفترة: بيوت خالية، وكواكب سعد في بيوت حسنة، ويوغا ميمونة، ومع خريطة الميلاد تشاندرابالا صاحبها.
ضعيف جدًا
ضعيف
متوازن
قوي
قوي جدًا
`,
  hi: `
फलादेश
वर्तमान महादशा
चंद्र नक्षत्र
सबसे प्रबल तत्व
अनुपस्थित तत्व
कुंडली में सभी तत्व उपस्थित हैं।
दस देवों में सबसे अधिक बार
अंक बताता है कि यह समय कार्य के कोमल नियमों में से कितने पूरे करता है: रिक्त भाव, शुभ भावों में शुभ ग्रह, शुभ योग और, जन्म विवरण होने पर, जातक का चंद्रबल।
अति दुर्बल
दुर्बल
संतुलित
प्रबल
अति प्रबल
`,
  ja: `
解釈
現在のマハーダシャー
月のナクシャトラ
最も強い五行
欠けている五行
命式には五行がすべてそろっています。
最も多い通変星
点数は、その時間帯が行事のゆるやかな規則をどれだけ満たすかの割合です。空のハウス、吉ハウスの吉星、吉ヨーガ、出生データがあれば本人のチャンドラバラ。
極弱
身弱
中和
身強
極強
`,
  ko: `
해석
현재 마하다샤
달의 낙샤트라
가장 강한 오행
없는 오행
명식에 오행이 모두 있습니다.
가장 많은 십신
점수는 그 시간대가 행사의 완화된 규칙을 얼마나 충족하는지의 비율입니다. 빈 하우스, 좋은 하우스의 길성, 길한 요가, 출생 정보가 있으면 본인의 찬드라발라.
극약
신약
중화
신강
극강
`,
});
