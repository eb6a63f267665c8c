/**
 * Numerology readings of the core numbers 1-9 and the master numbers 11, 22 and 33, after Hans
 * Decoz, 'Numerology: Key to Your Inner Self' (Perigee, 1994), the family's rules (Pythagorean
 * reduction, masters kept): one plain sentence a number, the same for every core number (life
 * path, expression, soul urge, personality, birthday, personal year), whose heading names it.
 */
import { bundle } from './bundle.js';

export const NUMEROLOGY_READING_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '11', '22', '33'] as const;
export type NumerologyReadingKey = (typeof NUMEROLOGY_READING_KEYS)[number];

export const NUMEROLOGY_READINGS = bundle('numerology', NUMEROLOGY_READING_KEYS, {
  en: `
Independence and leadership: the drive to begin things and to stand on your own feet.
Cooperation and tact: a gift for partnership, diplomacy and patience.
Self-expression and joy: words, art and a light touch with people.
Order and work: steady effort and system build things that last.
Freedom and change: curiosity, travel and a need for variety.
Responsibility and care: home, family and service to others.
Analysis and inner search: study, solitude and a hunger for truth.
Power and material mastery: ambition, management and authority.
Compassion and completion: generosity, ideals and the wider world.
A master number of intuition: inspiration and sensitivity, with nervous tension.
A master number of building: great ideals turned into practical works.
A master number of teaching: selfless care and healing for others.
`,
  de: `
Unabhängigkeit und Führung: der Drang, Dinge zu beginnen und auf eigenen Füßen zu stehen.
Zusammenarbeit und Taktgefühl: eine Gabe für Partnerschaft, Diplomatie und Geduld.
Selbstausdruck und Freude: Worte, Kunst und ein leichter Umgang mit Menschen.
Ordnung und Arbeit: beständiger Einsatz und System schaffen Bleibendes.
Freiheit und Wandel: Neugier, Reisen und ein Bedürfnis nach Abwechslung.
Verantwortung und Fürsorge: Zuhause, Familie und Dienst an anderen.
Analyse und innere Suche: Studium, Alleinsein und Hunger nach Wahrheit.
Macht und materielle Meisterschaft: Ehrgeiz, Führung und Autorität.
Mitgefühl und Vollendung: Großzügigkeit, Ideale und die weite Welt.
Eine Meisterzahl der Intuition: Inspiration und Feinfühligkeit, mit innerer Anspannung.
Eine Meisterzahl des Bauens: große Ideale werden zu praktischen Werken.
Eine Meisterzahl des Lehrens: selbstlose Fürsorge und Heilung für andere.
`,
  fr: `
Indépendance et leadership : l’élan de commencer et de tenir sur ses propres pieds.
Coopération et tact : un don pour le partenariat, la diplomatie et la patience.
Expression de soi et joie : les mots, l’art et une légèreté avec les gens.
Ordre et travail : l’effort régulier et la méthode bâtissent ce qui dure.
Liberté et changement : curiosité, voyages et besoin de variété.
Responsabilité et soin : le foyer, la famille et le service aux autres.
Analyse et quête intérieure : l’étude, la solitude et la soif de vérité.
Pouvoir et maîtrise matérielle : ambition, gestion et autorité.
Compassion et accomplissement : générosité, idéaux et le vaste monde.
Un nombre maître de l’intuition : inspiration et sensibilité, avec une tension nerveuse.
Un nombre maître du bâtisseur : de grands idéaux changés en œuvres concrètes.
Un nombre maître de l’enseignement : soin désintéressé et guérison des autres.
`,
  es: `
Independencia y liderazgo: el impulso de empezar cosas y valerse por sí mismo.
Cooperación y tacto: un don para la asociación, la diplomacia y la paciencia.
Expresión y alegría: palabras, arte y un trato ligero con la gente.
Orden y trabajo: el esfuerzo constante y el método construyen lo duradero.
Libertad y cambio: curiosidad, viajes y necesidad de variedad.
Responsabilidad y cuidado: el hogar, la familia y el servicio a los demás.
Análisis y búsqueda interior: estudio, soledad y sed de verdad.
Poder y dominio material: ambición, gestión y autoridad.
Compasión y culminación: generosidad, ideales y el mundo entero.
Un número maestro de la intuición: inspiración y sensibilidad, con tensión nerviosa.
Un número maestro del constructor: grandes ideales convertidos en obras prácticas.
Un número maestro de la enseñanza: cuidado desinteresado y sanación de los demás.
`,
  pt: `
Independência e liderança: o impulso de começar coisas e andar com as próprias pernas.
Cooperação e tato: um dom para a parceria, a diplomacia e a paciência.
Autoexpressão e alegria: palavras, arte e leveza no trato com as pessoas.
Ordem e trabalho: o esforço constante e o método constroem o que dura.
Liberdade e mudança: curiosidade, viagens e necessidade de variedade.
Responsabilidade e cuidado: o lar, a família e o serviço aos outros.
Análise e busca interior: estudo, solidão e sede de verdade.
Poder e domínio material: ambição, gestão e autoridade.
Compaixão e conclusão: generosidade, ideais e o mundo inteiro.
Um número mestre da intuição: inspiração e sensibilidade, com tensão nervosa.
Um número mestre do construtor: grandes ideais transformados em obras práticas.
Um número mestre do ensino: cuidado desinteressado e cura para os outros.
`,
  it: `
Indipendenza e guida: la spinta a iniziare e a reggersi sulle proprie gambe.
Cooperazione e tatto: un dono per la collaborazione, la diplomazia e la pazienza.
Espressione e gioia: parole, arte e leggerezza con le persone.
Ordine e lavoro: impegno costante e metodo costruiscono ciò che dura.
Libertà e cambiamento: curiosità, viaggi e bisogno di varietà.
Responsabilità e cura: la casa, la famiglia e il servizio agli altri.
Analisi e ricerca interiore: studio, solitudine e sete di verità.
Potere e padronanza materiale: ambizione, gestione e autorità.
Compassione e compimento: generosità, ideali e il mondo intero.
Un numero maestro dell’intuizione: ispirazione e sensibilità, con tensione nervosa.
Un numero maestro del costruttore: grandi ideali tradotti in opere concrete.
Un numero maestro dell’insegnamento: cura disinteressata e guarigione per gli altri.
`,
  nl: `
Onafhankelijkheid en leiderschap: de drang om te beginnen en op eigen benen te staan.
Samenwerking en tact: een gave voor partnerschap, diplomatie en geduld.
Zelfexpressie en vreugde: woorden, kunst en een lichte omgang met mensen.
Orde en werk: gestage inzet en systeem bouwen wat blijft.
Vrijheid en verandering: nieuwsgierigheid, reizen en behoefte aan afwisseling.
Verantwoordelijkheid en zorg: thuis, gezin en dienstbaarheid aan anderen.
Analyse en innerlijk zoeken: studie, alleen zijn en honger naar waarheid.
Macht en materiële beheersing: ambitie, leiding en gezag.
Mededogen en voltooiing: vrijgevigheid, idealen en de wijde wereld.
Een meestergetal van intuïtie: inspiratie en gevoeligheid, met nerveuze spanning.
Een meestergetal van de bouwer: grote idealen omgezet in praktische werken.
Een meestergetal van de leraar: onbaatzuchtige zorg en heling voor anderen.
`,
  pl: `
Niezależność i przywództwo: pęd do zaczynania i stania na własnych nogach.
Współpraca i takt: dar partnerstwa, dyplomacji i cierpliwości.
Ekspresja i radość: słowa, sztuka i lekkość w kontaktach z ludźmi.
Porządek i praca: wytrwały wysiłek i system budują to, co trwałe.
Wolność i zmiana: ciekawość, podróże i potrzeba różnorodności.
Odpowiedzialność i troska: dom, rodzina i służba innym.
Analiza i wewnętrzne poszukiwanie: nauka, samotność i głód prawdy.
Władza i panowanie nad materią: ambicja, zarządzanie i autorytet.
Współczucie i dopełnienie: hojność, ideały i szeroki świat.
Liczba mistrzowska intuicji: natchnienie i wrażliwość, z napięciem nerwowym.
Liczba mistrzowska budowniczego: wielkie ideały zamienione w praktyczne dzieła.
Liczba mistrzowska nauczyciela: bezinteresowna troska i uzdrawianie innych.
`,
  cs: `
Nezávislost a vedení: touha začínat a stát na vlastních nohou.
Spolupráce a takt: dar partnerství, diplomacie a trpělivosti.
Sebevyjádření a radost: slova, umění a lehkost v jednání s lidmi.
Řád a práce: vytrvalé úsilí a systém budují to, co vydrží.
Svoboda a změna: zvědavost, cestování a potřeba pestrosti.
Odpovědnost a péče: domov, rodina a služba druhým.
Rozbor a vnitřní hledání: studium, samota a touha po pravdě.
Moc a vláda nad hmotou: ctižádost, řízení a autorita.
Soucit a završení: štědrost, ideály a širý svět.
Mistrovské číslo intuice: inspirace a citlivost, s nervovým napětím.
Mistrovské číslo stavitele: velké ideály proměněné v praktická díla.
Mistrovské číslo učitele: nezištná péče a uzdravování druhých.
`,
  ro: `
Independență și conducere: impulsul de a începe lucruri și de a sta pe propriile picioare.
Cooperare și tact: un dar pentru parteneriat, diplomație și răbdare.
Exprimare și bucurie: cuvinte, artă și ușurință în relațiile cu oamenii.
Ordine și muncă: efortul constant și metoda construiesc ce durează.
Libertate și schimbare: curiozitate, călătorii și nevoie de varietate.
Responsabilitate și grijă: casa, familia și slujirea celorlalți.
Analiză și căutare interioară: studiu, singurătate și sete de adevăr.
Putere și stăpânire materială: ambiție, conducere și autoritate.
Compasiune și împlinire: generozitate, idealuri și lumea largă.
Un număr maestru al intuiției: inspirație și sensibilitate, cu tensiune nervoasă.
Un număr maestru al constructorului: idealuri mari transformate în lucrări practice.
Un număr maestru al învățătorului: grijă dezinteresată și vindecare pentru alții.
`,
  hu: `
Függetlenség és vezetés: a késztetés, hogy elkezdj dolgokat és a saját lábadon állj.
Együttműködés és tapintat: tehetség a társsághoz, a diplomáciához és a türelemhez.
Önkifejezés és öröm: szavak, művészet és könnyedség az emberekkel.
Rend és munka: a kitartó erőfeszítés és a rendszer tartós dolgokat épít.
Szabadság és változás: kíváncsiság, utazás és a változatosság igénye.
Felelősség és gondoskodás: otthon, család és mások szolgálata.
Elemzés és belső keresés: tanulás, magány és az igazság szomjúsága.
Hatalom és anyagi uralom: becsvágy, irányítás és tekintély.
Együttérzés és beteljesülés: nagylelkűség, eszmények és a tágabb világ.
Az intuíció mesterszáma: ihlet és érzékenység, idegi feszültséggel.
Az építő mesterszáma: nagy eszmények gyakorlati művekké válnak.
A tanító mesterszáma: önzetlen gondoskodás és mások gyógyítása.
`,
  tr: `
Bağımsızlık ve liderlik: bir şeylere başlama ve kendi ayakları üzerinde durma isteği.
İş birliği ve incelik: ortaklık, diplomasi ve sabır yeteneği.
Kendini ifade ve neşe: sözcükler, sanat ve insanlarla hafif bir ilişki.
Düzen ve çalışma: istikrarlı çaba ve sistem kalıcı şeyler kurar.
Özgürlük ve değişim: merak, yolculuk ve çeşitlilik ihtiyacı.
Sorumluluk ve özen: ev, aile ve başkalarına hizmet.
Çözümleme ve iç arayış: öğrenme, yalnızlık ve gerçeğe duyulan açlık.
Güç ve maddi ustalık: hırs, yönetim ve otorite.
Şefkat ve tamamlanma: cömertlik, idealler ve geniş dünya.
Sezginin usta sayısı: ilham ve duyarlılık, sinirsel gerginlikle birlikte.
Kurucunun usta sayısı: büyük idealler somut eserlere dönüşür.
Öğretmenin usta sayısı: karşılıksız özen ve başkalarına şifa.
`,
  id: `
Kemandirian dan kepemimpinan: dorongan untuk memulai dan berdiri di atas kaki sendiri.
Kerja sama dan kebijaksanaan: bakat untuk kemitraan, diplomasi dan kesabaran.
Ekspresi diri dan sukacita: kata-kata, seni dan keluwesan bergaul.
Keteraturan dan kerja: usaha yang tekun dan sistem membangun hal yang bertahan.
Kebebasan dan perubahan: rasa ingin tahu, perjalanan dan kebutuhan akan variasi.
Tanggung jawab dan kepedulian: rumah, keluarga dan pelayanan kepada sesama.
Analisis dan pencarian batin: belajar, menyendiri dan haus akan kebenaran.
Kekuasaan dan penguasaan materi: ambisi, manajemen dan wibawa.
Welas asih dan penyelesaian: kemurahan hati, cita-cita dan dunia yang luas.
Angka master intuisi: ilham dan kepekaan, disertai ketegangan saraf.
Angka master pembangun: cita-cita besar diwujudkan menjadi karya nyata.
Angka master guru: kepedulian tanpa pamrih dan penyembuhan bagi sesama.
`,
  vi: `
Độc lập và dẫn dắt: thôi thúc khởi đầu và tự đứng trên đôi chân mình.
Hợp tác và tế nhị: năng khiếu về cộng sự, ngoại giao và kiên nhẫn.
Thể hiện bản thân và niềm vui: lời nói, nghệ thuật và sự nhẹ nhàng với mọi người.
Trật tự và lao động: nỗ lực bền bỉ và phương pháp tạo nên điều lâu dài.
Tự do và thay đổi: tò mò, du lịch và nhu cầu đa dạng.
Trách nhiệm và chăm sóc: nhà cửa, gia đình và phục vụ người khác.
Phân tích và tìm kiếm nội tâm: học hỏi, cô tịch và khát khao chân lý.
Quyền lực và làm chủ vật chất: tham vọng, quản lý và uy quyền.
Lòng trắc ẩn và sự viên mãn: rộng lượng, lý tưởng và thế giới rộng lớn.
Con số bậc thầy của trực giác: cảm hứng và nhạy cảm, kèm căng thẳng thần kinh.
Con số bậc thầy của người kiến tạo: lý tưởng lớn thành công trình thực tế.
Con số bậc thầy của người thầy: chăm sóc vô vị lợi và chữa lành cho người khác.
`,
  ru: `
Независимость и лидерство: стремление начинать и стоять на своих ногах.
Сотрудничество и такт: дар партнёрства, дипломатии и терпения.
Самовыражение и радость: слова, искусство и лёгкость в общении.
Порядок и труд: упорные усилия и система создают долговечное.
Свобода и перемены: любопытство, путешествия и потребность в разнообразии.
Ответственность и забота: дом, семья и служение другим.
Анализ и внутренний поиск: учёба, уединение и жажда истины.
Власть и владение материальным: честолюбие, управление и авторитет.
Сострадание и завершение: щедрость, идеалы и большой мир.
Мастер-число интуиции: вдохновение и чуткость, с нервным напряжением.
Мастер-число строителя: большие идеалы воплощаются в практических делах.
Мастер-число учителя: бескорыстная забота и исцеление других.
`,
  uk: `
Незалежність і лідерство: прагнення починати й стояти на власних ногах.
Співпраця і такт: дар партнерства, дипломатії й терпіння.
Самовираження і радість: слова, мистецтво й легкість у спілкуванні.
Порядок і праця: наполегливі зусилля й система створюють довговічне.
Свобода і зміни: допитливість, подорожі й потреба в різноманітті.
Відповідальність і турбота: дім, родина й служіння іншим.
Аналіз і внутрішній пошук: навчання, усамітнення й жага істини.
Влада і володіння матеріальним: амбітність, управління й авторитет.
Співчуття і завершення: щедрість, ідеали й великий світ.
Майстер-число інтуїції: натхнення й чутливість, із нервовим напруженням.
Майстер-число будівничого: великі ідеали втілюються в практичних справах.
Майстер-число вчителя: безкорислива турбота й зцілення інших.
`,
  el: `
Ανεξαρτησία και ηγεσία: η ορμή να ξεκινάς και να στέκεσαι στα πόδια σου.
Συνεργασία και λεπτότητα: χάρισμα για συντροφικότητα, διπλωματία και υπομονή.
Αυτοέκφραση και χαρά: λόγια, τέχνη και ελαφράδα με τους ανθρώπους.
Τάξη και εργασία: η σταθερή προσπάθεια και η μέθοδος χτίζουν ό,τι διαρκεί.
Ελευθερία και αλλαγή: περιέργεια, ταξίδια και ανάγκη για ποικιλία.
Ευθύνη και φροντίδα: σπίτι, οικογένεια και προσφορά στους άλλους.
Ανάλυση και εσωτερική αναζήτηση: μελέτη, μοναχικότητα και δίψα για αλήθεια.
Δύναμη και υλική κυριαρχία: φιλοδοξία, διοίκηση και κύρος.
Συμπόνια και ολοκλήρωση: γενναιοδωρία, ιδανικά και ο ευρύς κόσμος.
Κύριος αριθμός της διαίσθησης: έμπνευση και ευαισθησία, με νευρική ένταση.
Κύριος αριθμός του χτίστη: μεγάλα ιδανικά γίνονται πρακτικά έργα.
Κύριος αριθμός του δασκάλου: ανιδιοτελής φροντίδα και θεραπεία για τους άλλους.
`,
  ar: `
الاستقلال والقيادة: الدافع إلى البدء والوقوف على قدميك.
التعاون واللباقة: موهبة في الشراكة والدبلوماسية والصبر.
التعبير عن الذات والفرح: الكلمات والفن وخفة التعامل مع الناس.
النظام والعمل: الجهد الدائب والمنهج يبنيان ما يدوم.
الحرية والتغيير: الفضول والسفر والحاجة إلى التنوع.
المسؤولية والرعاية: البيت والعائلة وخدمة الآخرين.
التحليل والبحث الداخلي: الدراسة والعزلة والتعطش إلى الحقيقة.
القوة والسيطرة المادية: الطموح والإدارة والسلطة.
الرحمة والاكتمال: الكرم والمثل العليا والعالم الواسع.
رقم رئيسي للحدس: إلهام وحساسية مع توتر عصبي.
رقم رئيسي للبنّاء: مُثُل كبيرة تتحول إلى أعمال عملية.
رقم رئيسي للمعلّم: رعاية متفانية وشفاء للآخرين.
`,
  hi: `
स्वतंत्रता और नेतृत्व: नई शुरुआत करने और अपने पैरों पर खड़े होने की प्रेरणा।
सहयोग और शिष्टता: साझेदारी, कूटनीति और धैर्य की प्रतिभा।
आत्म-अभिव्यक्ति और आनंद: शब्द, कला और लोगों से सहज व्यवहार।
व्यवस्था और परिश्रम: निरंतर प्रयास और पद्धति टिकाऊ चीज़ें बनाते हैं।
स्वतंत्रता और परिवर्तन: जिज्ञासा, यात्रा और विविधता की चाह।
उत्तरदायित्व और देखभाल: घर, परिवार और दूसरों की सेवा।
विश्लेषण और आंतरिक खोज: अध्ययन, एकांत और सत्य की प्यास।
शक्ति और भौतिक प्रभुत्व: महत्वाकांक्षा, प्रबंधन और अधिकार।
करुणा और पूर्णता: उदारता, आदर्श और विशाल संसार।
अंतर्ज्ञान का मास्टर अंक: प्रेरणा और संवेदनशीलता, साथ में तंत्रिका तनाव।
निर्माता का मास्टर अंक: बड़े आदर्श व्यावहारिक कार्यों में बदलते हैं।
शिक्षक का मास्टर अंक: निःस्वार्थ देखभाल और दूसरों का उपचार।
`,
  ja: `
自立とリーダーシップ：物事を始め、自分の足で立とうとする力。
協調と気配り：パートナーシップ、外交、忍耐の才能。
自己表現と喜び：言葉、芸術、人との軽やかな交わり。
秩序と勤勉：着実な努力と仕組みが長く続くものを築きます。
自由と変化：好奇心、旅、変化を求める気持ち。
責任と思いやり：家庭、家族、人への奉仕。
分析と内なる探求：学び、孤独、真実への渇望。
力と物質的な手腕：野心、管理、権威。
慈悲と完成：寛大さ、理想、広い世界。
直観のマスターナンバー：ひらめきと繊細さ、そして神経の緊張。
建設者のマスターナンバー：大きな理想を実際の仕事に変えます。
教師のマスターナンバー：無私の思いやりと人への癒し。
`,
  ko: `
독립과 리더십: 일을 시작하고 스스로 서려는 힘.
협력과 배려: 동반자 관계, 외교, 인내의 재능.
자기표현과 기쁨: 말, 예술, 사람들과의 가벼운 어울림.
질서와 근면: 꾸준한 노력과 체계가 오래가는 것을 만듭니다.
자유와 변화: 호기심, 여행, 다양함에 대한 욕구.
책임과 보살핌: 가정, 가족, 남을 위한 봉사.
분석과 내면 탐구: 배움, 고독, 진리에 대한 갈망.
힘과 물질적 장악력: 야망, 관리, 권위.
자비와 완성: 너그러움, 이상, 넓은 세상.
직관의 마스터 넘버: 영감과 섬세함, 그리고 신경의 긴장.
건설자의 마스터 넘버: 큰 이상을 실제 작업으로 바꿉니다.
스승의 마스터 넘버: 사심 없는 보살핌과 남을 위한 치유.
`,
});
