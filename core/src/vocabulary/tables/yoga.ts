/**
 * The chart yogas the Vedic family reports (plugins/vedic/src/lib/yogas*.ts: pancha mahapurusha,
 * raja, dhana, lunar and solar, adhi, gaja kesari, shakata, viparita raja, parivartana, daridra,
 * pravrajya, lakshmi, saraswati, mahabhagya, neecha bhanga, kartari, arishta, the 32 nabhasa
 * yogas of BPHS ch. 35 and the BPHS ch. 36 set), keyed by the slug `yogaSlug` gives them.
 * Hindi writes the Sanskrit name in Devanagari (BPHS, Phaladeepika ch. 6); Russian and
 * Ukrainian, Greek, Arabic, Japanese (katakana) and Korean transliterate it; the Latin-script
 * languages keep the IAST-less transliteration of the English Jyotish literature (B. V. Raman,
 * "Three Hundred Important Combinations") with the word "yoga" as each language writes it
 * (de "Gaja-Kesari-Yoga", es "yoga Gaja Kesari", pl "joga", cs/hu "jóga", tr "yogası").
 * The circumstance of one chart's yoga (which lords, from the Moon) is not in the name: the
 * answer carries it in data members.
 */
import type { TermTable } from '../terms.js';

export const YOGA_TERMS = {
  'adhi-yoga': {
    uk: 'Адхі-йога', en: 'Adhi yoga', de: 'Adhi-Yoga', ru: 'Адхи-йога', pl: 'joga Adhi', es: 'yoga Adhi', pt: 'yoga Adhi', fr: 'yoga Adhi', it: 'yoga Adhi', nl: 'Adhi-yoga', cs: 'jóga Adhi', ro: 'yoga Adhi', hu: 'Adhi jóga', el: 'Γιόγκα Άντι', tr: 'Adhi yogası', ar: 'يوغا أدهي', hi: 'अधि योग', ja: 'アディ・ヨーガ', ko: '아디 요가', vi: 'yoga Adhi', id: 'yoga Adhi',
  },
  'amala': {
    uk: 'Амала-йога', en: 'Amala yoga', de: 'Amala-Yoga', ru: 'Амала-йога', pl: 'joga Amala', es: 'yoga Amala', pt: 'yoga Amala', fr: 'yoga Amala', it: 'yoga Amala', nl: 'Amala-yoga', cs: 'jóga Amala', ro: 'yoga Amala', hu: 'Amala jóga', el: 'Γιόγκα Άμαλα', tr: 'Amala yogası', ar: 'يوغا أمالا', hi: 'अमला योग', ja: 'アマラ・ヨーガ', ko: '아말라 요가', vi: 'yoga Amala', id: 'yoga Amala',
  },
  'amsavatara': {
    uk: 'Амшаватара-йога', en: 'Amsavatara yoga', de: 'Amsavatara-Yoga', ru: 'Амшаватара-йога', pl: 'joga Amsavatara', es: 'yoga Amsavatara', pt: 'yoga Amsavatara', fr: 'yoga Amsavatara', it: 'yoga Amsavatara', nl: 'Amsavatara-yoga', cs: 'jóga Amsavatara', ro: 'yoga Amsavatara', hu: 'Amsavatara jóga', el: 'Γιόγκα Αμσαβατάρα', tr: 'Amsavatara yogası', ar: 'يوغا أمساواتارا', hi: 'अंशावतार योग', ja: 'アンシャーヴァターラ・ヨーガ', ko: '암사바타라 요가', vi: 'yoga Amsavatara', id: 'yoga Amsavatara',
  },
  'anapha': {
    uk: 'Анафа-йога', en: 'Anapha yoga', de: 'Anapha-Yoga', ru: 'Анафа-йога', pl: 'joga Anapha', es: 'yoga Anapha', pt: 'yoga Anapha', fr: 'yoga Anapha', it: 'yoga Anapha', nl: 'Anapha-yoga', cs: 'jóga Anapha', ro: 'yoga Anapha', hu: 'Anapha jóga', el: 'Γιόγκα Ανάφα', tr: 'Anapha yogası', ar: 'يوغا أنافا', hi: 'अनफा योग', ja: 'アナパー・ヨーガ', ko: '아나파 요가', vi: 'yoga Anapha', id: 'yoga Anapha',
  },
  'ardhachandra': {
    uk: 'Ардхачандра-йога', en: 'Ardhachandra yoga', de: 'Ardhachandra-Yoga', ru: 'Ардхачандра-йога', pl: 'joga Ardhachandra', es: 'yoga Ardhachandra', pt: 'yoga Ardhachandra', fr: 'yoga Ardhachandra', it: 'yoga Ardhachandra', nl: 'Ardhachandra-yoga', cs: 'jóga Ardhachandra', ro: 'yoga Ardhachandra', hu: 'Ardhachandra jóga', el: 'Γιόγκα Αρντατσάντρα', tr: 'Ardhachandra yogası', ar: 'يوغا أردهاتشاندرا', hi: 'अर्धचन्द्र योग', ja: 'アルダチャンドラ・ヨーガ', ko: '아르다찬드라 요가', vi: 'yoga Ardhachandra', id: 'yoga Ardhachandra',
  },
  'asubha': {
    uk: 'Ашубха-йога', en: 'Asubha yoga', de: 'Asubha-Yoga', ru: 'Ашубха-йога', pl: 'joga Asubha', es: 'yoga Asubha', pt: 'yoga Asubha', fr: 'yoga Asubha', it: 'yoga Asubha', nl: 'Asubha-yoga', cs: 'jóga Asubha', ro: 'yoga Asubha', hu: 'Asubha jóga', el: 'Γιόγκα Ασούμπα', tr: 'Asubha yogası', ar: 'يوغا أشوبها', hi: 'अशुभ योग', ja: 'アシュバ・ヨーガ', ko: '아슈바 요가', vi: 'yoga Asubha', id: 'yoga Asubha',
  },
  'balarishta': {
    uk: 'Баларішта-йога', en: 'Balarishta yoga', de: 'Balarishta-Yoga', ru: 'Баларишта-йога', pl: 'joga Balarishta', es: 'yoga Balarishta', pt: 'yoga Balarishta', fr: 'yoga Balarishta', it: 'yoga Balarishta', nl: 'Balarishta-yoga', cs: 'jóga Balarishta', ro: 'yoga Balarishta', hu: 'Balarishta jóga', el: 'Γιόγκα Μπαλαρίστα', tr: 'Balarishta yogası', ar: 'يوغا بالاريشتا', hi: 'बालारिष्ट योग', ja: 'バーラーリシュタ・ヨーガ', ko: '발라리슈타 요가', vi: 'yoga Balarishta', id: 'yoga Balarishta',
  },
  'bhadra': {
    uk: 'Бхадра-йога', en: 'Bhadra yoga', de: 'Bhadra-Yoga', ru: 'Бхадра-йога', pl: 'joga Bhadra', es: 'yoga Bhadra', pt: 'yoga Bhadra', fr: 'yoga Bhadra', it: 'yoga Bhadra', nl: 'Bhadra-yoga', cs: 'jóga Bhadra', ro: 'yoga Bhadra', hu: 'Bhadra jóga', el: 'Γιόγκα Μπάντρα', tr: 'Bhadra yogası', ar: 'يوغا بهادرا', hi: 'भद्र योग', ja: 'バドラ・ヨーガ', ko: '바드라 요가', vi: 'yoga Bhadra', id: 'yoga Bhadra',
  },
  'bheri': {
    uk: 'Бхері-йога', en: 'Bheri yoga', de: 'Bheri-Yoga', ru: 'Бхери-йога', pl: 'joga Bheri', es: 'yoga Bheri', pt: 'yoga Bheri', fr: 'yoga Bheri', it: 'yoga Bheri', nl: 'Bheri-yoga', cs: 'jóga Bheri', ro: 'yoga Bheri', hu: 'Bheri jóga', el: 'Γιόγκα Μπέρι', tr: 'Bheri yogası', ar: 'يوغا بهيري', hi: 'भेरी योग', ja: 'ベーリー・ヨーガ', ko: '베리 요가', vi: 'yoga Bheri', id: 'yoga Bheri',
  },
  'brahma': {
    uk: 'Брахма-йога', en: 'Brahma yoga', de: 'Brahma-Yoga', ru: 'Брахма-йога', pl: 'joga Brahma', es: 'yoga Brahma', pt: 'yoga Brahma', fr: 'yoga Brahma', it: 'yoga Brahma', nl: 'Brahma-yoga', cs: 'jóga Brahma', ro: 'yoga Brahma', hu: 'Brahma jóga', el: 'Γιόγκα Μπράχμα', tr: 'Brahma yogası', ar: 'يوغا براهما', hi: 'ब्रह्म योग', ja: 'ブラフマ・ヨーガ', ko: '브라마 요가', vi: 'yoga Brahma', id: 'yoga Brahma',
  },
  'budha': {
    uk: 'Будха-йога', en: 'Budha yoga', de: 'Budha-Yoga', ru: 'Будха-йога', pl: 'joga Budha', es: 'yoga Budha', pt: 'yoga Budha', fr: 'yoga Budha', it: 'yoga Budha', nl: 'Budha-yoga', cs: 'jóga Budha', ro: 'yoga Budha', hu: 'Budha jóga', el: 'Γιόγκα Μπούντα', tr: 'Budha yogası', ar: 'يوغا بودها', hi: 'बुध योग', ja: 'ブダ・ヨーガ', ko: '부다 요가', vi: 'yoga Budha', id: 'yoga Budha',
  },
  'chakra': {
    uk: 'Чакра-йога', en: 'Chakra yoga', de: 'Chakra-Yoga', ru: 'Чакра-йога', pl: 'joga Chakra', es: 'yoga Chakra', pt: 'yoga Chakra', fr: 'yoga Chakra', it: 'yoga Chakra', nl: 'Chakra-yoga', cs: 'jóga Chakra', ro: 'yoga Chakra', hu: 'Chakra jóga', el: 'Γιόγκα Τσάκρα', tr: 'Chakra yogası', ar: 'يوغا تشاكرا', hi: 'चक्र योग', ja: 'チャクラ・ヨーガ', ko: '차크라 요가', vi: 'yoga Chakra', id: 'yoga Chakra',
  },
  'chamara': {
    uk: 'Чамара-йога', en: 'Chamara yoga', de: 'Chamara-Yoga', ru: 'Чамара-йога', pl: 'joga Chamara', es: 'yoga Chamara', pt: 'yoga Chamara', fr: 'yoga Chamara', it: 'yoga Chamara', nl: 'Chamara-yoga', cs: 'jóga Chamara', ro: 'yoga Chamara', hu: 'Chamara jóga', el: 'Γιόγκα Τσαμάρα', tr: 'Chamara yogası', ar: 'يوغا تشامارا', hi: 'चामर योग', ja: 'チャーマラ・ヨーガ', ko: '차마라 요가', vi: 'yoga Chamara', id: 'yoga Chamara',
  },
  'chapa': {
    uk: 'Чапа-йога', en: 'Chapa yoga', de: 'Chapa-Yoga', ru: 'Чапа-йога', pl: 'joga Chapa', es: 'yoga Chapa', pt: 'yoga Chapa', fr: 'yoga Chapa', it: 'yoga Chapa', nl: 'Chapa-yoga', cs: 'jóga Chapa', ro: 'yoga Chapa', hu: 'Chapa jóga', el: 'Γιόγκα Τσάπα', tr: 'Chapa yogası', ar: 'يوغا تشابا', hi: 'चाप योग', ja: 'チャーパ・ヨーガ', ko: '차파 요가', vi: 'yoga Chapa', id: 'yoga Chapa',
  },
  'chhatra': {
    uk: 'Чхатра-йога', en: 'Chhatra yoga', de: 'Chhatra-Yoga', ru: 'Чхатра-йога', pl: 'joga Chhatra', es: 'yoga Chhatra', pt: 'yoga Chhatra', fr: 'yoga Chhatra', it: 'yoga Chhatra', nl: 'Chhatra-yoga', cs: 'jóga Chhatra', ro: 'yoga Chhatra', hu: 'Chhatra jóga', el: 'Γιόγκα Τσάτρα', tr: 'Chhatra yogası', ar: 'يوغا تشاترا', hi: 'छत्र योग', ja: 'チャトラ・ヨーガ', ko: '차트라 요가', vi: 'yoga Chhatra', id: 'yoga Chhatra',
  },
  'dainya-parivartana': {
    uk: 'Дайнья-Парівартана-йога', en: 'Dainya Parivartana yoga', de: 'Dainya-Parivartana-Yoga', ru: 'Дайнья-Паривартана-йога', pl: 'joga Dainya Parivartana', es: 'yoga Dainya Parivartana', pt: 'yoga Dainya Parivartana', fr: 'yoga Dainya Parivartana', it: 'yoga Dainya Parivartana', nl: 'Dainya-Parivartana-yoga', cs: 'jóga Dainya Parivartana', ro: 'yoga Dainya Parivartana', hu: 'Dainya Parivartana jóga', el: 'Γιόγκα Ντάινια Παριβαρτάνα', tr: 'Dainya Parivartana yogası', ar: 'يوغا داينيا باريفارتانا', hi: 'दैन्य परिवर्तन योग', ja: 'ダイニャ・パリヴァルタナ・ヨーガ', ko: '다이냐 파리바르타나 요가', vi: 'yoga Dainya Parivartana', id: 'yoga Dainya Parivartana',
  },
  'damini': {
    uk: 'Даміні-йога', en: 'Damini yoga', de: 'Damini-Yoga', ru: 'Дамини-йога', pl: 'joga Damini', es: 'yoga Damini', pt: 'yoga Damini', fr: 'yoga Damini', it: 'yoga Damini', nl: 'Damini-yoga', cs: 'jóga Damini', ro: 'yoga Damini', hu: 'Damini jóga', el: 'Γιόγκα Νταμίνι', tr: 'Damini yogası', ar: 'يوغا داميني', hi: 'दामिनी योग', ja: 'ダーミニー・ヨーガ', ko: '다미니 요가', vi: 'yoga Damini', id: 'yoga Damini',
  },
  'danda': {
    uk: 'Данда-йога', en: 'Danda yoga', de: 'Danda-Yoga', ru: 'Данда-йога', pl: 'joga Danda', es: 'yoga Danda', pt: 'yoga Danda', fr: 'yoga Danda', it: 'yoga Danda', nl: 'Danda-yoga', cs: 'jóga Danda', ro: 'yoga Danda', hu: 'Danda jóga', el: 'Γιόγκα Ντάντα', tr: 'Danda yogası', ar: 'يوغا داندا', hi: 'दण्ड योग', ja: 'ダンダ・ヨーガ', ko: '단다 요가', vi: 'yoga Danda', id: 'yoga Danda',
  },
  'daridra-yoga': {
    uk: 'Дарідра-йога', en: 'Daridra yoga', de: 'Daridra-Yoga', ru: 'Даридра-йога', pl: 'joga Daridra', es: 'yoga Daridra', pt: 'yoga Daridra', fr: 'yoga Daridra', it: 'yoga Daridra', nl: 'Daridra-yoga', cs: 'jóga Daridra', ro: 'yoga Daridra', hu: 'Daridra jóga', el: 'Γιόγκα Νταρίντρα', tr: 'Daridra yogası', ar: 'يوغا داريدرا', hi: 'दरिद्र योग', ja: 'ダリドラ・ヨーガ', ko: '다리드라 요가', vi: 'yoga Daridra', id: 'yoga Daridra',
  },
  'devendra': {
    uk: 'Девендра-йога', en: 'Devendra yoga', de: 'Devendra-Yoga', ru: 'Девендра-йога', pl: 'joga Devendra', es: 'yoga Devendra', pt: 'yoga Devendra', fr: 'yoga Devendra', it: 'yoga Devendra', nl: 'Devendra-yoga', cs: 'jóga Devendra', ro: 'yoga Devendra', hu: 'Devendra jóga', el: 'Γιόγκα Ντεβέντρα', tr: 'Devendra yogası', ar: 'يوغا ديفيندرا', hi: 'देवेन्द्र योग', ja: 'デーヴェーンドラ・ヨーガ', ko: '데벤드라 요가', vi: 'yoga Devendra', id: 'yoga Devendra',
  },
  'dhana-yoga': {
    uk: 'Дхана-йога', en: 'Dhana yoga', de: 'Dhana-Yoga', ru: 'Дхана-йога', pl: 'joga Dhana', es: 'yoga Dhana', pt: 'yoga Dhana', fr: 'yoga Dhana', it: 'yoga Dhana', nl: 'Dhana-yoga', cs: 'jóga Dhana', ro: 'yoga Dhana', hu: 'Dhana jóga', el: 'Γιόγκα Ντάνα', tr: 'Dhana yogası', ar: 'يوغا دهانا', hi: 'धन योग', ja: 'ダナ・ヨーガ', ko: '다나 요가', vi: 'yoga Dhana', id: 'yoga Dhana',
  },
  'dharma-karmadhipati-yoga': {
    uk: 'Дхарма-Кармадхіпаті-йога', en: 'Dharma-Karmadhipati yoga', de: 'Dharma-Karmadhipati-Yoga', ru: 'Дхарма-Кармадхипати-йога', pl: 'joga Dharma-Karmadhipati', es: 'yoga Dharma-Karmadhipati', pt: 'yoga Dharma-Karmadhipati', fr: 'yoga Dharma-Karmadhipati', it: 'yoga Dharma-Karmadhipati', nl: 'Dharma-Karmadhipati-yoga', cs: 'jóga Dharma-Karmadhipati', ro: 'yoga Dharma-Karmadhipati', hu: 'Dharma-Karmadhipati jóga', el: 'Γιόγκα Ντάρμα-Καρμαντιπάτι', tr: 'Dharma-Karmadhipati yogası', ar: 'يوغا دهارما كارماديباتي', hi: 'धर्म-कर्माधिपति योग', ja: 'ダルマ・カルマーディパティ・ヨーガ', ko: '다르마 카르마디파티 요가', vi: 'yoga Dharma-Karmadhipati', id: 'yoga Dharma-Karmadhipati',
  },
  'durudhara': {
    uk: 'Дурудхара-йога', en: 'Durudhara yoga', de: 'Durudhara-Yoga', ru: 'Дурудхара-йога', pl: 'joga Durudhara', es: 'yoga Durudhara', pt: 'yoga Durudhara', fr: 'yoga Durudhara', it: 'yoga Durudhara', nl: 'Durudhara-yoga', cs: 'jóga Durudhara', ro: 'yoga Durudhara', hu: 'Durudhara jóga', el: 'Γιόγκα Ντουρουντάρα', tr: 'Durudhara yogası', ar: 'يوغا دورودهارا', hi: 'दुरुधरा योग', ja: 'ドゥルダラー・ヨーガ', ko: '두루다라 요가', vi: 'yoga Durudhara', id: 'yoga Durudhara',
  },
  'gada': {
    uk: 'Гада-йога', en: 'Gada yoga', de: 'Gada-Yoga', ru: 'Гада-йога', pl: 'joga Gada', es: 'yoga Gada', pt: 'yoga Gada', fr: 'yoga Gada', it: 'yoga Gada', nl: 'Gada-yoga', cs: 'jóga Gada', ro: 'yoga Gada', hu: 'Gada jóga', el: 'Γιόγκα Γκάντα', tr: 'Gada yogası', ar: 'يوغا غادا', hi: 'गदा योग', ja: 'ガダー・ヨーガ', ko: '가다 요가', vi: 'yoga Gada', id: 'yoga Gada',
  },
  'gaja-kesari': {
    uk: 'Гаджа-Кесарі-йога', en: 'Gaja Kesari yoga', de: 'Gaja-Kesari-Yoga', ru: 'Гаджа-Кесари-йога', pl: 'joga Gaja Kesari', es: 'yoga Gaja Kesari', pt: 'yoga Gaja Kesari', fr: 'yoga Gaja Kesari', it: 'yoga Gaja Kesari', nl: 'Gaja-Kesari-yoga', cs: 'jóga Gaja Kesari', ro: 'yoga Gaja Kesari', hu: 'Gaja Kesari jóga', el: 'Γιόγκα Γκάτζα Κεσάρι', tr: 'Gaja Kesari yogası', ar: 'يوغا غاجا كيساري', hi: 'गजकेसरी योग', ja: 'ガジャ・ケーサリ・ヨーガ', ko: '가자 케사리 요가', vi: 'yoga Gaja Kesari', id: 'yoga Gaja Kesari',
  },
  'gandanta-birth': {
    uk: 'Народження в ганданті', en: 'Gandanta birth', de: 'Gandanta-Geburt', ru: 'Рождение в ганданте', pl: 'Narodziny w gandancie', es: 'Nacimiento en gandanta', pt: 'Nascimento em gandanta', fr: 'Naissance en gandanta', it: 'Nascita in gandanta', nl: 'Gandanta-geboorte', cs: 'Narození v gandantě', ro: 'Naștere în gandanta', hu: 'Gandanta-születés', el: 'Γέννηση σε γκαντάντα', tr: 'Gandanta doğumu', ar: 'ولادة في الغاندانتا', hi: 'गण्डान्त जन्म', ja: 'ガンダーンタ生まれ', ko: '간단타 출생', vi: 'Sinh vào gandanta', id: 'Kelahiran gandanta',
  },
  'gola': {
    uk: 'Гола-йога', en: 'Gola yoga', de: 'Gola-Yoga', ru: 'Гола-йога', pl: 'joga Gola', es: 'yoga Gola', pt: 'yoga Gola', fr: 'yoga Gola', it: 'yoga Gola', nl: 'Gola-yoga', cs: 'jóga Gola', ro: 'yoga Gola', hu: 'Gola jóga', el: 'Γιόγκα Γκόλα', tr: 'Gola yogası', ar: 'يوغا غولا', hi: 'गोल योग', ja: 'ゴーラ・ヨーガ', ko: '골라 요가', vi: 'yoga Gola', id: 'yoga Gola',
  },
  'hala': {
    uk: 'Хала-йога', en: 'Hala yoga', de: 'Hala-Yoga', ru: 'Хала-йога', pl: 'joga Hala', es: 'yoga Hala', pt: 'yoga Hala', fr: 'yoga Hala', it: 'yoga Hala', nl: 'Hala-yoga', cs: 'jóga Hala', ro: 'yoga Hala', hu: 'Hala jóga', el: 'Γιόγκα Χάλα', tr: 'Hala yogası', ar: 'يوغا هالا', hi: 'हल योग', ja: 'ハラ・ヨーガ', ko: '할라 요가', vi: 'yoga Hala', id: 'yoga Hala',
  },
  'hamsa': {
    uk: 'Хамса-йога', en: 'Hamsa yoga', de: 'Hamsa-Yoga', ru: 'Хамса-йога', pl: 'joga Hamsa', es: 'yoga Hamsa', pt: 'yoga Hamsa', fr: 'yoga Hamsa', it: 'yoga Hamsa', nl: 'Hamsa-yoga', cs: 'jóga Hamsa', ro: 'yoga Hamsa', hu: 'Hamsa jóga', el: 'Γιόγκα Χάμσα', tr: 'Hamsa yogası', ar: 'يوغا هامسا', hi: 'हंस योग', ja: 'ハンサ・ヨーガ', ko: '함사 요가', vi: 'yoga Hamsa', id: 'yoga Hamsa',
  },
  'hara': {
    uk: 'Хара-йога', en: 'Hara yoga', de: 'Hara-Yoga', ru: 'Хара-йога', pl: 'joga Hara', es: 'yoga Hara', pt: 'yoga Hara', fr: 'yoga Hara', it: 'yoga Hara', nl: 'Hara-yoga', cs: 'jóga Hara', ro: 'yoga Hara', hu: 'Hara jóga', el: 'Γιόγκα Χάρα', tr: 'Hara yogası', ar: 'يوغا هارا', hi: 'हर योग', ja: 'ハラ・ヨーガ', ko: '하라 요가', vi: 'yoga Hara', id: 'yoga Hara',
  },
  'hari': {
    uk: 'Харі-йога', en: 'Hari yoga', de: 'Hari-Yoga', ru: 'Хари-йога', pl: 'joga Hari', es: 'yoga Hari', pt: 'yoga Hari', fr: 'yoga Hari', it: 'yoga Hari', nl: 'Hari-yoga', cs: 'jóga Hari', ro: 'yoga Hari', hu: 'Hari jóga', el: 'Γιόγκα Χάρι', tr: 'Hari yogası', ar: 'يوغا هاري', hi: 'हरि योग', ja: 'ハリ・ヨーガ', ko: '하리 요가', vi: 'yoga Hari', id: 'yoga Hari',
  },
  'harsha': {
    uk: 'Харша-йога', en: 'Harsha yoga', de: 'Harsha-Yoga', ru: 'Харша-йога', pl: 'joga Harsha', es: 'yoga Harsha', pt: 'yoga Harsha', fr: 'yoga Harsha', it: 'yoga Harsha', nl: 'Harsha-yoga', cs: 'jóga Harsha', ro: 'yoga Harsha', hu: 'Harsha jóga', el: 'Γιόγκα Χάρσα', tr: 'Harsha yogası', ar: 'يوغا هارشا', hi: 'हर्ष योग', ja: 'ハルシャ・ヨーガ', ko: '하르샤 요가', vi: 'yoga Harsha', id: 'yoga Harsha',
  },
  'indra': {
    uk: 'Індра-йога', en: 'Indra yoga', de: 'Indra-Yoga', ru: 'Индра-йога', pl: 'joga Indra', es: 'yoga Indra', pt: 'yoga Indra', fr: 'yoga Indra', it: 'yoga Indra', nl: 'Indra-yoga', cs: 'jóga Indra', ro: 'yoga Indra', hu: 'Indra jóga', el: 'Γιόγκα Ίντρα', tr: 'Indra yogası', ar: 'يوغا إندرا', hi: 'इन्द्र योग', ja: 'インドラ・ヨーガ', ko: '인드라 요가', vi: 'yoga Indra', id: 'yoga Indra',
  },
  'kahala': {
    uk: 'Кахала-йога', en: 'Kahala yoga', de: 'Kahala-Yoga', ru: 'Кахала-йога', pl: 'joga Kahala', es: 'yoga Kahala', pt: 'yoga Kahala', fr: 'yoga Kahala', it: 'yoga Kahala', nl: 'Kahala-yoga', cs: 'jóga Kahala', ro: 'yoga Kahala', hu: 'Kahala jóga', el: 'Γιόγκα Καχάλα', tr: 'Kahala yogası', ar: 'يوغا كاهالا', hi: 'काहल योग', ja: 'カーハラ・ヨーガ', ko: '카할라 요가', vi: 'yoga Kahala', id: 'yoga Kahala',
  },
  'kalanidhi': {
    uk: 'Каланідхі-йога', en: 'Kalanidhi yoga', de: 'Kalanidhi-Yoga', ru: 'Каланидхи-йога', pl: 'joga Kalanidhi', es: 'yoga Kalanidhi', pt: 'yoga Kalanidhi', fr: 'yoga Kalanidhi', it: 'yoga Kalanidhi', nl: 'Kalanidhi-yoga', cs: 'jóga Kalanidhi', ro: 'yoga Kalanidhi', hu: 'Kalanidhi jóga', el: 'Γιόγκα Καλανίντι', tr: 'Kalanidhi yogası', ar: 'يوغا كالانيدهي', hi: 'कलानिधि योग', ja: 'カラーニディ・ヨーガ', ko: '칼라니디 요가', vi: 'yoga Kalanidhi', id: 'yoga Kalanidhi',
  },
  'kalpadruma': {
    uk: 'Калпадрума-йога', en: 'Kalpadruma yoga', de: 'Kalpadruma-Yoga', ru: 'Калпадрума-йога', pl: 'joga Kalpadruma', es: 'yoga Kalpadruma', pt: 'yoga Kalpadruma', fr: 'yoga Kalpadruma', it: 'yoga Kalpadruma', nl: 'Kalpadruma-yoga', cs: 'jóga Kalpadruma', ro: 'yoga Kalpadruma', hu: 'Kalpadruma jóga', el: 'Γιόγκα Καλπαντρούμα', tr: 'Kalpadruma yogası', ar: 'يوغا كالبادروما', hi: 'कल्पद्रुम योग', ja: 'カルパドルマ・ヨーガ', ko: '칼파드루마 요가', vi: 'yoga Kalpadruma', id: 'yoga Kalpadruma',
  },
  'kamala': {
    uk: 'Камала-йога', en: 'Kamala yoga', de: 'Kamala-Yoga', ru: 'Камала-йога', pl: 'joga Kamala', es: 'yoga Kamala', pt: 'yoga Kamala', fr: 'yoga Kamala', it: 'yoga Kamala', nl: 'Kamala-yoga', cs: 'jóga Kamala', ro: 'yoga Kamala', hu: 'Kamala jóga', el: 'Γιόγκα Καμάλα', tr: 'Kamala yogası', ar: 'يوغا كامالا', hi: 'कमल योग', ja: 'カマラ・ヨーガ', ko: '카말라 요가', vi: 'yoga Kamala', id: 'yoga Kamala',
  },
  'kedara': {
    uk: 'Кедара-йога', en: 'Kedara yoga', de: 'Kedara-Yoga', ru: 'Кедара-йога', pl: 'joga Kedara', es: 'yoga Kedara', pt: 'yoga Kedara', fr: 'yoga Kedara', it: 'yoga Kedara', nl: 'Kedara-yoga', cs: 'jóga Kedara', ro: 'yoga Kedara', hu: 'Kedara jóga', el: 'Γιόγκα Κεντάρα', tr: 'Kedara yogası', ar: 'يوغا كيدارا', hi: 'केदार योग', ja: 'ケーダーラ・ヨーガ', ko: '케다라 요가', vi: 'yoga Kedara', id: 'yoga Kedara',
  },
  'kemadruma': {
    uk: 'Кемадрума-йога', en: 'Kemadruma yoga', de: 'Kemadruma-Yoga', ru: 'Кемадрума-йога', pl: 'joga Kemadruma', es: 'yoga Kemadruma', pt: 'yoga Kemadruma', fr: 'yoga Kemadruma', it: 'yoga Kemadruma', nl: 'Kemadruma-yoga', cs: 'jóga Kemadruma', ro: 'yoga Kemadruma', hu: 'Kemadruma jóga', el: 'Γιόγκα Κεμαντρούμα', tr: 'Kemadruma yogası', ar: 'يوغا كيمادروما', hi: 'केमद्रुम योग', ja: 'ケーマドルマ・ヨーガ', ko: '케마드루마 요가', vi: 'yoga Kemadruma', id: 'yoga Kemadruma',
  },
  'khadga': {
    uk: 'Кхадга-йога', en: 'Khadga yoga', de: 'Khadga-Yoga', ru: 'Кхадга-йога', pl: 'joga Khadga', es: 'yoga Khadga', pt: 'yoga Khadga', fr: 'yoga Khadga', it: 'yoga Khadga', nl: 'Khadga-yoga', cs: 'jóga Khadga', ro: 'yoga Khadga', hu: 'Khadga jóga', el: 'Γιόγκα Χάντγκα', tr: 'Khadga yogası', ar: 'يوغا خادغا', hi: 'खड्ग योग', ja: 'カドガ・ヨーガ', ko: '카드가 요가', vi: 'yoga Khadga', id: 'yoga Khadga',
  },
  'khala-parivartana': {
    uk: 'Кхала-Парівартана-йога', en: 'Khala Parivartana yoga', de: 'Khala-Parivartana-Yoga', ru: 'Кхала-Паривартана-йога', pl: 'joga Khala Parivartana', es: 'yoga Khala Parivartana', pt: 'yoga Khala Parivartana', fr: 'yoga Khala Parivartana', it: 'yoga Khala Parivartana', nl: 'Khala-Parivartana-yoga', cs: 'jóga Khala Parivartana', ro: 'yoga Khala Parivartana', hu: 'Khala Parivartana jóga', el: 'Γιόγκα Χάλα Παριβαρτάνα', tr: 'Khala Parivartana yogası', ar: 'يوغا خالا باريفارتانا', hi: 'खल परिवर्तन योग', ja: 'カラ・パリヴァルタナ・ヨーガ', ko: '칼라 파리바르타나 요가', vi: 'yoga Khala Parivartana', id: 'yoga Khala Parivartana',
  },
  'kurma': {
    uk: 'Курма-йога', en: 'Kurma yoga', de: 'Kurma-Yoga', ru: 'Курма-йога', pl: 'joga Kurma', es: 'yoga Kurma', pt: 'yoga Kurma', fr: 'yoga Kurma', it: 'yoga Kurma', nl: 'Kurma-yoga', cs: 'jóga Kurma', ro: 'yoga Kurma', hu: 'Kurma jóga', el: 'Γιόγκα Κούρμα', tr: 'Kurma yogası', ar: 'يوغا كورما', hi: 'कूर्म योग', ja: 'クールマ・ヨーガ', ko: '쿠르마 요가', vi: 'yoga Kurma', id: 'yoga Kurma',
  },
  'kusuma': {
    uk: 'Кусума-йога', en: 'Kusuma yoga', de: 'Kusuma-Yoga', ru: 'Кусума-йога', pl: 'joga Kusuma', es: 'yoga Kusuma', pt: 'yoga Kusuma', fr: 'yoga Kusuma', it: 'yoga Kusuma', nl: 'Kusuma-yoga', cs: 'jóga Kusuma', ro: 'yoga Kusuma', hu: 'Kusuma jóga', el: 'Γιόγκα Κουσούμα', tr: 'Kusuma yogası', ar: 'يوغا كوسوما', hi: 'कुसुम योग', ja: 'クスマ・ヨーガ', ko: '쿠수마 요가', vi: 'yoga Kusuma', id: 'yoga Kusuma',
  },
  'kuta': {
    uk: 'Кута-йога', en: 'Kuta yoga', de: 'Kuta-Yoga', ru: 'Кута-йога', pl: 'joga Kuta', es: 'yoga Kuta', pt: 'yoga Kuta', fr: 'yoga Kuta', it: 'yoga Kuta', nl: 'Kuta-yoga', cs: 'jóga Kuta', ro: 'yoga Kuta', hu: 'Kuta jóga', el: 'Γιόγκα Κούτα', tr: 'Kuta yogası', ar: 'يوغا كوتا', hi: 'कूट योग', ja: 'クータ・ヨーガ', ko: '쿠타 요가', vi: 'yoga Kuta', id: 'yoga Kuta',
  },
  'lagna-adhi': {
    uk: 'Лагна-Адхі-йога', en: 'Lagna Adhi yoga', de: 'Lagna-Adhi-Yoga', ru: 'Лагна-Адхи-йога', pl: 'joga Lagna Adhi', es: 'yoga Lagna Adhi', pt: 'yoga Lagna Adhi', fr: 'yoga Lagna Adhi', it: 'yoga Lagna Adhi', nl: 'Lagna-Adhi-yoga', cs: 'jóga Lagna Adhi', ro: 'yoga Lagna Adhi', hu: 'Lagna Adhi jóga', el: 'Γιόγκα Λάγκνα Άντι', tr: 'Lagna Adhi yogası', ar: 'يوغا لاغنا أدهي', hi: 'लग्न अधि योग', ja: 'ラグナ・アディ・ヨーガ', ko: '라그나 아디 요가', vi: 'yoga Lagna Adhi', id: 'yoga Lagna Adhi',
  },
  'lagnadhi-yoga': {
    uk: 'Лагнадхі-йога', en: 'Lagnadhi yoga', de: 'Lagnadhi-Yoga', ru: 'Лагнадхи-йога', pl: 'joga Lagnadhi', es: 'yoga Lagnadhi', pt: 'yoga Lagnadhi', fr: 'yoga Lagnadhi', it: 'yoga Lagnadhi', nl: 'Lagnadhi-yoga', cs: 'jóga Lagnadhi', ro: 'yoga Lagnadhi', hu: 'Lagnadhi jóga', el: 'Γιόγκα Λαγκνάντι', tr: 'Lagnadhi yogası', ar: 'يوغا لاغنادهي', hi: 'लग्नाधि योग', ja: 'ラグナーディ・ヨーガ', ko: '라그나디 요가', vi: 'yoga Lagnadhi', id: 'yoga Lagnadhi',
  },
  'lakshmi': {
    uk: 'Лакшмі-йога', en: 'Lakshmi yoga', de: 'Lakshmi-Yoga', ru: 'Лакшми-йога', pl: 'joga Lakshmi', es: 'yoga Lakshmi', pt: 'yoga Lakshmi', fr: 'yoga Lakshmi', it: 'yoga Lakshmi', nl: 'Lakshmi-yoga', cs: 'jóga Lakshmi', ro: 'yoga Lakshmi', hu: 'Lakshmi jóga', el: 'Γιόγκα Λάκσμι', tr: 'Lakshmi yogası', ar: 'يوغا لاكشمي', hi: 'लक्ष्मी योग', ja: 'ラクシュミー・ヨーガ', ko: '락슈미 요가', vi: 'yoga Lakshmi', id: 'yoga Lakshmi',
  },
  'maha-parivartana': {
    uk: 'Маха-Парівартана-йога', en: 'Maha Parivartana yoga', de: 'Maha-Parivartana-Yoga', ru: 'Маха-Паривартана-йога', pl: 'joga Maha Parivartana', es: 'yoga Maha Parivartana', pt: 'yoga Maha Parivartana', fr: 'yoga Maha Parivartana', it: 'yoga Maha Parivartana', nl: 'Maha-Parivartana-yoga', cs: 'jóga Maha Parivartana', ro: 'yoga Maha Parivartana', hu: 'Maha Parivartana jóga', el: 'Γιόγκα Μάχα Παριβαρτάνα', tr: 'Maha Parivartana yogası', ar: 'يوغا ماها باريفارتانا', hi: 'महा परिवर्तन योग', ja: 'マハー・パリヴァルタナ・ヨーガ', ko: '마하 파리바르타나 요가', vi: 'yoga Maha Parivartana', id: 'yoga Maha Parivartana',
  },
  'mahabhagya': {
    uk: 'Махабхаг’я-йога', en: 'Mahabhagya yoga', de: 'Mahabhagya-Yoga', ru: 'Махабхагья-йога', pl: 'joga Mahabhagya', es: 'yoga Mahabhagya', pt: 'yoga Mahabhagya', fr: 'yoga Mahabhagya', it: 'yoga Mahabhagya', nl: 'Mahabhagya-yoga', cs: 'jóga Mahabhagya', ro: 'yoga Mahabhagya', hu: 'Mahabhagya jóga', el: 'Γιόγκα Μαχαμπάγκια', tr: 'Mahabhagya yogası', ar: 'يوغا ماهابهاغيا', hi: 'महाभाग्य योग', ja: 'マハーバーギャ・ヨーガ', ko: '마하바기야 요가', vi: 'yoga Mahabhagya', id: 'yoga Mahabhagya',
  },
  'mala': {
    uk: 'Мала-йога', en: 'Mala yoga', de: 'Mala-Yoga', ru: 'Мала-йога', pl: 'joga Mala', es: 'yoga Mala', pt: 'yoga Mala', fr: 'yoga Mala', it: 'yoga Mala', nl: 'Mala-yoga', cs: 'jóga Mala', ro: 'yoga Mala', hu: 'Mala jóga', el: 'Γιόγκα Μάλα', tr: 'Mala yogası', ar: 'يوغا مالا', hi: 'माला योग', ja: 'マーラー・ヨーガ', ko: '말라 요가', vi: 'yoga Mala', id: 'yoga Mala',
  },
  'malavya': {
    uk: 'Малав’я-йога', en: 'Malavya yoga', de: 'Malavya-Yoga', ru: 'Малавья-йога', pl: 'joga Malavya', es: 'yoga Malavya', pt: 'yoga Malavya', fr: 'yoga Malavya', it: 'yoga Malavya', nl: 'Malavya-yoga', cs: 'jóga Malavya', ro: 'yoga Malavya', hu: 'Malavya jóga', el: 'Γιόγκα Μαλάβια', tr: 'Malavya yogası', ar: 'يوغا مالافيا', hi: 'मालव्य योग', ja: 'マーラヴィヤ・ヨーガ', ko: '말라비야 요가', vi: 'yoga Malavya', id: 'yoga Malavya',
  },
  'marut': {
    uk: 'Марут-йога', en: 'Marut yoga', de: 'Marut-Yoga', ru: 'Марут-йога', pl: 'joga Marut', es: 'yoga Marut', pt: 'yoga Marut', fr: 'yoga Marut', it: 'yoga Marut', nl: 'Marut-yoga', cs: 'jóga Marut', ro: 'yoga Marut', hu: 'Marut jóga', el: 'Γιόγκα Μαρούτ', tr: 'Marut yogası', ar: 'يوغا ماروت', hi: 'मरुत् योग', ja: 'マルト・ヨーガ', ko: '마루트 요가', vi: 'yoga Marut', id: 'yoga Marut',
  },
  'matsya': {
    uk: 'Матсья-йога', en: 'Matsya yoga', de: 'Matsya-Yoga', ru: 'Матсья-йога', pl: 'joga Matsya', es: 'yoga Matsya', pt: 'yoga Matsya', fr: 'yoga Matsya', it: 'yoga Matsya', nl: 'Matsya-yoga', cs: 'jóga Matsya', ro: 'yoga Matsya', hu: 'Matsya jóga', el: 'Γιόγκα Μάτσια', tr: 'Matsya yogası', ar: 'يوغا ماتسيا', hi: 'मत्स्य योग', ja: 'マツヤ・ヨーガ', ko: '마치야 요가', vi: 'yoga Matsya', id: 'yoga Matsya',
  },
  'mridanga': {
    uk: 'Мріданга-йога', en: 'Mridanga yoga', de: 'Mridanga-Yoga', ru: 'Мриданга-йога', pl: 'joga Mridanga', es: 'yoga Mridanga', pt: 'yoga Mridanga', fr: 'yoga Mridanga', it: 'yoga Mridanga', nl: 'Mridanga-yoga', cs: 'jóga Mridanga', ro: 'yoga Mridanga', hu: 'Mridanga jóga', el: 'Γιόγκα Μριντάνγκα', tr: 'Mridanga yogası', ar: 'يوغا مريدانغا', hi: 'मृदंग योग', ja: 'ムリダンガ・ヨーガ', ko: '므리당가 요가', vi: 'yoga Mridanga', id: 'yoga Mridanga',
  },
  'musala': {
    uk: 'Мусала-йога', en: 'Musala yoga', de: 'Musala-Yoga', ru: 'Мусала-йога', pl: 'joga Musala', es: 'yoga Musala', pt: 'yoga Musala', fr: 'yoga Musala', it: 'yoga Musala', nl: 'Musala-yoga', cs: 'jóga Musala', ro: 'yoga Musala', hu: 'Musala jóga', el: 'Γιόγκα Μουσάλα', tr: 'Musala yogası', ar: 'يوغا موسالا', hi: 'मुसल योग', ja: 'ムサラ・ヨーガ', ko: '무살라 요가', vi: 'yoga Musala', id: 'yoga Musala',
  },
  'nala': {
    uk: 'Нала-йога', en: 'Nala yoga', de: 'Nala-Yoga', ru: 'Нала-йога', pl: 'joga Nala', es: 'yoga Nala', pt: 'yoga Nala', fr: 'yoga Nala', it: 'yoga Nala', nl: 'Nala-yoga', cs: 'jóga Nala', ro: 'yoga Nala', hu: 'Nala jóga', el: 'Γιόγκα Νάλα', tr: 'Nala yogası', ar: 'يوغا نالا', hi: 'नल योग', ja: 'ナラ・ヨーガ', ko: '날라 요가', vi: 'yoga Nala', id: 'yoga Nala',
  },
  'nauka': {
    uk: 'Наука-йога', en: 'Nauka yoga', de: 'Nauka-Yoga', ru: 'Наука-йога', pl: 'joga Nauka', es: 'yoga Nauka', pt: 'yoga Nauka', fr: 'yoga Nauka', it: 'yoga Nauka', nl: 'Nauka-yoga', cs: 'jóga Nauka', ro: 'yoga Nauka', hu: 'Nauka jóga', el: 'Γιόγκα Νάουκα', tr: 'Nauka yogası', ar: 'يوغا ناوكا', hi: 'नौका योग', ja: 'ナウカー・ヨーガ', ko: '나우카 요가', vi: 'yoga Nauka', id: 'yoga Nauka',
  },
  'neecha-bhanga': {
    uk: 'Ніча-Бханга-йога', en: 'Neecha Bhanga yoga', de: 'Neecha-Bhanga-Yoga', ru: 'Нича-Бханга-йога', pl: 'joga Neecha Bhanga', es: 'yoga Neecha Bhanga', pt: 'yoga Neecha Bhanga', fr: 'yoga Neecha Bhanga', it: 'yoga Neecha Bhanga', nl: 'Neecha-Bhanga-yoga', cs: 'jóga Neecha Bhanga', ro: 'yoga Neecha Bhanga', hu: 'Neecha Bhanga jóga', el: 'Γιόγκα Νίτσα Μπάνγκα', tr: 'Neecha Bhanga yogası', ar: 'يوغا نيتشا بهانغا', hi: 'नीचभंग योग', ja: 'ニーチャ・バンガ・ヨーガ', ko: '니차 방가 요가', vi: 'yoga Neecha Bhanga', id: 'yoga Neecha Bhanga',
  },
  'papa-kartari': {
    uk: 'Папа-Картарі-йога', en: 'Papa Kartari yoga', de: 'Papa-Kartari-Yoga', ru: 'Папа-Картари-йога', pl: 'joga Papa Kartari', es: 'yoga Papa Kartari', pt: 'yoga Papa Kartari', fr: 'yoga Papa Kartari', it: 'yoga Papa Kartari', nl: 'Papa-Kartari-yoga', cs: 'jóga Papa Kartari', ro: 'yoga Papa Kartari', hu: 'Papa Kartari jóga', el: 'Γιόγκα Πάπα Καρταρί', tr: 'Papa Kartari yogası', ar: 'يوغا بابا كارتاري', hi: 'पाप कर्तरी योग', ja: 'パーパ・カルタリ・ヨーガ', ko: '파파 카르타리 요가', vi: 'yoga Papa Kartari', id: 'yoga Papa Kartari',
  },
  'parijata': {
    uk: 'Паріджата-йога', en: 'Parijata yoga', de: 'Parijata-Yoga', ru: 'Париджата-йога', pl: 'joga Parijata', es: 'yoga Parijata', pt: 'yoga Parijata', fr: 'yoga Parijata', it: 'yoga Parijata', nl: 'Parijata-yoga', cs: 'jóga Parijata', ro: 'yoga Parijata', hu: 'Parijata jóga', el: 'Γιόγκα Παριτζάτα', tr: 'Parijata yogası', ar: 'يوغا باريجاتا', hi: 'पारिजात योग', ja: 'パーリジャータ・ヨーガ', ko: '파리자타 요가', vi: 'yoga Parijata', id: 'yoga Parijata',
  },
  'parvata': {
    uk: 'Парвата-йога', en: 'Parvata yoga', de: 'Parvata-Yoga', ru: 'Парвата-йога', pl: 'joga Parvata', es: 'yoga Parvata', pt: 'yoga Parvata', fr: 'yoga Parvata', it: 'yoga Parvata', nl: 'Parvata-yoga', cs: 'jóga Parvata', ro: 'yoga Parvata', hu: 'Parvata jóga', el: 'Γιόγκα Παρβάτα', tr: 'Parvata yogası', ar: 'يوغا بارفاتا', hi: 'पर्वत योग', ja: 'パルヴァタ・ヨーガ', ko: '파르바타 요가', vi: 'yoga Parvata', id: 'yoga Parvata',
  },
  'pasha': {
    uk: 'Паша-йога', en: 'Pasha yoga', de: 'Pasha-Yoga', ru: 'Паша-йога', pl: 'joga Pasha', es: 'yoga Pasha', pt: 'yoga Pasha', fr: 'yoga Pasha', it: 'yoga Pasha', nl: 'Pasha-yoga', cs: 'jóga Pasha', ro: 'yoga Pasha', hu: 'Pasha jóga', el: 'Γιόγκα Πάσα', tr: 'Pasha yogası', ar: 'يوغا باشا', hi: 'पाश योग', ja: 'パーシャ・ヨーガ', ko: '파샤 요가', vi: 'yoga Pasha', id: 'yoga Pasha',
  },
  'pravrajya': {
    uk: 'Правраджья-йога', en: 'Pravrajya yoga', de: 'Pravrajya-Yoga', ru: 'Правраджья-йога', pl: 'joga Pravrajya', es: 'yoga Pravrajya', pt: 'yoga Pravrajya', fr: 'yoga Pravrajya', it: 'yoga Pravrajya', nl: 'Pravrajya-yoga', cs: 'jóga Pravrajya', ro: 'yoga Pravrajya', hu: 'Pravrajya jóga', el: 'Γιόγκα Πραβράτζια', tr: 'Pravrajya yogası', ar: 'يوغا برافراجيا', hi: 'प्रव्रज्या योग', ja: 'プラヴラジャー・ヨーガ', ko: '프라브라지야 요가', vi: 'yoga Pravrajya', id: 'yoga Pravrajya',
  },
  'raja-yoga': {
    uk: 'Раджа-йога', en: 'Raja yoga', de: 'Raja-Yoga', ru: 'Раджа-йога', pl: 'joga Raja', es: 'yoga Raja', pt: 'yoga Raja', fr: 'yoga Raja', it: 'yoga Raja', nl: 'Raja-yoga', cs: 'jóga Raja', ro: 'yoga Raja', hu: 'Raja jóga', el: 'Γιόγκα Ράτζα', tr: 'Raja yogası', ar: 'يوغا راجا', hi: 'राज योग', ja: 'ラージャ・ヨーガ', ko: '라자 요가', vi: 'yoga Raja', id: 'yoga Raja',
  },
  'rajju': {
    uk: 'Раджу-йога', en: 'Rajju yoga', de: 'Rajju-Yoga', ru: 'Раджу-йога', pl: 'joga Rajju', es: 'yoga Rajju', pt: 'yoga Rajju', fr: 'yoga Rajju', it: 'yoga Rajju', nl: 'Rajju-yoga', cs: 'jóga Rajju', ro: 'yoga Rajju', hu: 'Rajju jóga', el: 'Γιόγκα Ράτζου', tr: 'Rajju yogası', ar: 'يوغا راجو', hi: 'रज्जु योग', ja: 'ラッジュ・ヨーガ', ko: '라주 요가', vi: 'yoga Rajju', id: 'yoga Rajju',
  },
  'ruchaka': {
    uk: 'Ручака-йога', en: 'Ruchaka yoga', de: 'Ruchaka-Yoga', ru: 'Ручака-йога', pl: 'joga Ruchaka', es: 'yoga Ruchaka', pt: 'yoga Ruchaka', fr: 'yoga Ruchaka', it: 'yoga Ruchaka', nl: 'Ruchaka-yoga', cs: 'jóga Ruchaka', ro: 'yoga Ruchaka', hu: 'Ruchaka jóga', el: 'Γιόγκα Ρουτσάκα', tr: 'Ruchaka yogası', ar: 'يوغا روتشاكا', hi: 'रुचक योग', ja: 'ルチャカ・ヨーガ', ko: '루차카 요가', vi: 'yoga Ruchaka', id: 'yoga Ruchaka',
  },
  'samudra': {
    uk: 'Самудра-йога', en: 'Samudra yoga', de: 'Samudra-Yoga', ru: 'Самудра-йога', pl: 'joga Samudra', es: 'yoga Samudra', pt: 'yoga Samudra', fr: 'yoga Samudra', it: 'yoga Samudra', nl: 'Samudra-yoga', cs: 'jóga Samudra', ro: 'yoga Samudra', hu: 'Samudra jóga', el: 'Γιόγκα Σαμούντρα', tr: 'Samudra yogası', ar: 'يوغا سامودرا', hi: 'समुद्र योग', ja: 'サムドラ・ヨーガ', ko: '사무드라 요가', vi: 'yoga Samudra', id: 'yoga Samudra',
  },
  'sandhya-birth': {
    uk: 'Народження в сандх’ю', en: 'Sandhya birth', de: 'Sandhya-Geburt', ru: 'Рождение в сандхью', pl: 'Narodziny w sandhji', es: 'Nacimiento en sandhya', pt: 'Nascimento em sandhya', fr: 'Naissance en sandhya', it: 'Nascita in sandhya', nl: 'Sandhya-geboorte', cs: 'Narození v sandhje', ro: 'Naștere în sandhya', hu: 'Szandhja-születés', el: 'Γέννηση στη σάντια', tr: 'Sandhya doğumu', ar: 'ولادة في السانديا', hi: 'सन्ध्या जन्म', ja: 'サンディヤー生まれ', ko: '산디야 출생', vi: 'Sinh vào sandhya', id: 'Kelahiran sandhya',
  },
  'sarala': {
    uk: 'Сарала-йога', en: 'Sarala yoga', de: 'Sarala-Yoga', ru: 'Сарала-йога', pl: 'joga Sarala', es: 'yoga Sarala', pt: 'yoga Sarala', fr: 'yoga Sarala', it: 'yoga Sarala', nl: 'Sarala-yoga', cs: 'jóga Sarala', ro: 'yoga Sarala', hu: 'Sarala jóga', el: 'Γιόγκα Σαράλα', tr: 'Sarala yogası', ar: 'يوغا سارالا', hi: 'सरल योग', ja: 'サララ・ヨーガ', ko: '사랄라 요가', vi: 'yoga Sarala', id: 'yoga Sarala',
  },
  'saraswati': {
    uk: 'Сарасваті-йога', en: 'Saraswati yoga', de: 'Saraswati-Yoga', ru: 'Сарасвати-йога', pl: 'joga Saraswati', es: 'yoga Saraswati', pt: 'yoga Saraswati', fr: 'yoga Saraswati', it: 'yoga Saraswati', nl: 'Saraswati-yoga', cs: 'jóga Saraswati', ro: 'yoga Saraswati', hu: 'Saraswati jóga', el: 'Γιόγκα Σαρασβάτι', tr: 'Saraswati yogası', ar: 'يوغا ساراسواتي', hi: 'सरस्वती योग', ja: 'サラスヴァティー・ヨーガ', ko: '사라스와티 요가', vi: 'yoga Saraswati', id: 'yoga Saraswati',
  },
  'sarpa': {
    uk: 'Сарпа-йога', en: 'Sarpa yoga', de: 'Sarpa-Yoga', ru: 'Сарпа-йога', pl: 'joga Sarpa', es: 'yoga Sarpa', pt: 'yoga Sarpa', fr: 'yoga Sarpa', it: 'yoga Sarpa', nl: 'Sarpa-yoga', cs: 'jóga Sarpa', ro: 'yoga Sarpa', hu: 'Sarpa jóga', el: 'Γιόγκα Σάρπα', tr: 'Sarpa yogası', ar: 'يوغا ساربا', hi: 'सर्प योग', ja: 'サルパ・ヨーガ', ko: '사르파 요가', vi: 'yoga Sarpa', id: 'yoga Sarpa',
  },
  'sasa': {
    uk: 'Шаша-йога', en: 'Sasa yoga', de: 'Sasa-Yoga', ru: 'Шаша-йога', pl: 'joga Sasa', es: 'yoga Sasa', pt: 'yoga Sasa', fr: 'yoga Sasa', it: 'yoga Sasa', nl: 'Sasa-yoga', cs: 'jóga Sasa', ro: 'yoga Sasa', hu: 'Sasa jóga', el: 'Γιόγκα Σάσα', tr: 'Sasa yogası', ar: 'يوغا شاشا', hi: 'शश योग', ja: 'シャシャ・ヨーガ', ko: '샤샤 요가', vi: 'yoga Sasa', id: 'yoga Sasa',
  },
  'shakata': {
    uk: 'Шаката-йога', en: 'Shakata yoga', de: 'Shakata-Yoga', ru: 'Шаката-йога', pl: 'joga Shakata', es: 'yoga Shakata', pt: 'yoga Shakata', fr: 'yoga Shakata', it: 'yoga Shakata', nl: 'Shakata-yoga', cs: 'jóga Shakata', ro: 'yoga Shakata', hu: 'Shakata jóga', el: 'Γιόγκα Σακάτα', tr: 'Shakata yogası', ar: 'يوغا شاكاتا', hi: 'शकट योग', ja: 'シャカタ・ヨーガ', ko: '샤카타 요가', vi: 'yoga Shakata', id: 'yoga Shakata',
  },
  'shakti': {
    uk: 'Шакті-йога', en: 'Shakti yoga', de: 'Shakti-Yoga', ru: 'Шакти-йога', pl: 'joga Shakti', es: 'yoga Shakti', pt: 'yoga Shakti', fr: 'yoga Shakti', it: 'yoga Shakti', nl: 'Shakti-yoga', cs: 'jóga Shakti', ro: 'yoga Shakti', hu: 'Shakti jóga', el: 'Γιόγκα Σάκτι', tr: 'Shakti yogası', ar: 'يوغا شاكتي', hi: 'शक्ति योग', ja: 'シャクティ・ヨーガ', ko: '샤크티 요가', vi: 'yoga Shakti', id: 'yoga Shakti',
  },
  'shankha': {
    uk: 'Шанкха-йога', en: 'Shankha yoga', de: 'Shankha-Yoga', ru: 'Шанкха-йога', pl: 'joga Shankha', es: 'yoga Shankha', pt: 'yoga Shankha', fr: 'yoga Shankha', it: 'yoga Shankha', nl: 'Shankha-yoga', cs: 'jóga Shankha', ro: 'yoga Shankha', hu: 'Shankha jóga', el: 'Γιόγκα Σάνκα', tr: 'Shankha yogası', ar: 'يوغا شانكا', hi: 'शंख योग', ja: 'シャンカ・ヨーガ', ko: '샹카 요가', vi: 'yoga Shankha', id: 'yoga Shankha',
  },
  'shara': {
    uk: 'Шара-йога', en: 'Shara yoga', de: 'Shara-Yoga', ru: 'Шара-йога', pl: 'joga Shara', es: 'yoga Shara', pt: 'yoga Shara', fr: 'yoga Shara', it: 'yoga Shara', nl: 'Shara-yoga', cs: 'jóga Shara', ro: 'yoga Shara', hu: 'Shara jóga', el: 'Γιόγκα Σάρα', tr: 'Shara yogası', ar: 'يوغا شارا', hi: 'शर योग', ja: 'シャラ・ヨーガ', ko: '샤라 요가', vi: 'yoga Shara', id: 'yoga Shara',
  },
  'sharada': {
    uk: 'Шарада-йога', en: 'Sharada yoga', de: 'Sharada-Yoga', ru: 'Шарада-йога', pl: 'joga Sharada', es: 'yoga Sharada', pt: 'yoga Sharada', fr: 'yoga Sharada', it: 'yoga Sharada', nl: 'Sharada-yoga', cs: 'jóga Sharada', ro: 'yoga Sharada', hu: 'Sharada jóga', el: 'Γιόγκα Σαράντα', tr: 'Sharada yogası', ar: 'يوغا شارادا', hi: 'शारदा योग', ja: 'シャーラダー・ヨーガ', ko: '샤라다 요가', vi: 'yoga Sharada', id: 'yoga Sharada',
  },
  'shringataka': {
    uk: 'Шрінгатака-йога', en: 'Shringataka yoga', de: 'Shringataka-Yoga', ru: 'Шрингатака-йога', pl: 'joga Shringataka', es: 'yoga Shringataka', pt: 'yoga Shringataka', fr: 'yoga Shringataka', it: 'yoga Shringataka', nl: 'Shringataka-yoga', cs: 'jóga Shringataka', ro: 'yoga Shringataka', hu: 'Shringataka jóga', el: 'Γιόγκα Σρινγκατάκα', tr: 'Shringataka yogası', ar: 'يوغا شرينغاتاكا', hi: 'शृंगाटक योग', ja: 'シュリンガータカ・ヨーガ', ko: '슈링가타카 요가', vi: 'yoga Shringataka', id: 'yoga Shringataka',
  },
  'shubha-kartari': {
    uk: 'Шубха-Картарі-йога', en: 'Shubha Kartari yoga', de: 'Shubha-Kartari-Yoga', ru: 'Шубха-Картари-йога', pl: 'joga Shubha Kartari', es: 'yoga Shubha Kartari', pt: 'yoga Shubha Kartari', fr: 'yoga Shubha Kartari', it: 'yoga Shubha Kartari', nl: 'Shubha-Kartari-yoga', cs: 'jóga Shubha Kartari', ro: 'yoga Shubha Kartari', hu: 'Shubha Kartari jóga', el: 'Γιόγκα Σούμπα Καρταρί', tr: 'Shubha Kartari yogası', ar: 'يوغا شوبها كارتاري', hi: 'शुभ कर्तरी योग', ja: 'シュバ・カルタリ・ヨーガ', ko: '슈바 카르타리 요가', vi: 'yoga Shubha Kartari', id: 'yoga Shubha Kartari',
  },
  'shula': {
    uk: 'Шула-йога', en: 'Shula yoga', de: 'Shula-Yoga', ru: 'Шула-йога', pl: 'joga Shula', es: 'yoga Shula', pt: 'yoga Shula', fr: 'yoga Shula', it: 'yoga Shula', nl: 'Shula-yoga', cs: 'jóga Shula', ro: 'yoga Shula', hu: 'Shula jóga', el: 'Γιόγκα Σούλα', tr: 'Shula yogası', ar: 'يوغا شولا', hi: 'शूल योग', ja: 'シューラ・ヨーガ', ko: '슐라 요가', vi: 'yoga Shula', id: 'yoga Shula',
  },
  'srinatha': {
    uk: 'Шрінатха-йога', en: 'Srinatha yoga', de: 'Srinatha-Yoga', ru: 'Шринатха-йога', pl: 'joga Srinatha', es: 'yoga Srinatha', pt: 'yoga Srinatha', fr: 'yoga Srinatha', it: 'yoga Srinatha', nl: 'Srinatha-yoga', cs: 'jóga Srinatha', ro: 'yoga Srinatha', hu: 'Srinatha jóga', el: 'Γιόγκα Σρινάτα', tr: 'Srinatha yogası', ar: 'يوغا شريناثا', hi: 'श्रीनाथ योग', ja: 'シュリーナータ・ヨーガ', ko: '슈리나타 요가', vi: 'yoga Srinatha', id: 'yoga Srinatha',
  },
  'subha': {
    uk: 'Шубха-йога', en: 'Subha yoga', de: 'Subha-Yoga', ru: 'Шубха-йога', pl: 'joga Subha', es: 'yoga Subha', pt: 'yoga Subha', fr: 'yoga Subha', it: 'yoga Subha', nl: 'Subha-yoga', cs: 'jóga Subha', ro: 'yoga Subha', hu: 'Subha jóga', el: 'Γιόγκα Σούμπα', tr: 'Subha yogası', ar: 'يوغا شوبها', hi: 'शुभ योग', ja: 'シュバ・ヨーガ', ko: '슈바 요가', vi: 'yoga Subha', id: 'yoga Subha',
  },
  'sunapha': {
    uk: 'Сунафа-йога', en: 'Sunapha yoga', de: 'Sunapha-Yoga', ru: 'Сунафа-йога', pl: 'joga Sunapha', es: 'yoga Sunapha', pt: 'yoga Sunapha', fr: 'yoga Sunapha', it: 'yoga Sunapha', nl: 'Sunapha-yoga', cs: 'jóga Sunapha', ro: 'yoga Sunapha', hu: 'Sunapha jóga', el: 'Γιόγκα Σουνάφα', tr: 'Sunapha yogası', ar: 'يوغا سونافا', hi: 'सुनफा योग', ja: 'スナパー・ヨーガ', ko: '수나파 요가', vi: 'yoga Sunapha', id: 'yoga Sunapha',
  },
  'ubhayachari': {
    uk: 'Убхаячарі-йога', en: 'Ubhayachari yoga', de: 'Ubhayachari-Yoga', ru: 'Убхаячари-йога', pl: 'joga Ubhayachari', es: 'yoga Ubhayachari', pt: 'yoga Ubhayachari', fr: 'yoga Ubhayachari', it: 'yoga Ubhayachari', nl: 'Ubhayachari-yoga', cs: 'jóga Ubhayachari', ro: 'yoga Ubhayachari', hu: 'Ubhayachari jóga', el: 'Γιόγκα Ουμπαγιατσάρι', tr: 'Ubhayachari yogası', ar: 'يوغا أوبهاياتشاري', hi: 'उभयचरी योग', ja: 'ウバヤチャリ・ヨーガ', ko: '우바야차리 요가', vi: 'yoga Ubhayachari', id: 'yoga Ubhayachari',
  },
  'vajra': {
    uk: 'Ваджра-йога', en: 'Vajra yoga', de: 'Vajra-Yoga', ru: 'Ваджра-йога', pl: 'joga Vajra', es: 'yoga Vajra', pt: 'yoga Vajra', fr: 'yoga Vajra', it: 'yoga Vajra', nl: 'Vajra-yoga', cs: 'jóga Vajra', ro: 'yoga Vajra', hu: 'Vajra jóga', el: 'Γιόγκα Βάτζρα', tr: 'Vajra yogası', ar: 'يوغا فاجرا', hi: 'वज्र योग', ja: 'ヴァジュラ・ヨーガ', ko: '바즈라 요가', vi: 'yoga Vajra', id: 'yoga Vajra',
  },
  'vallaki': {
    uk: 'Валлакі-йога', en: 'Vallaki yoga', de: 'Vallaki-Yoga', ru: 'Валлаки-йога', pl: 'joga Vallaki', es: 'yoga Vallaki', pt: 'yoga Vallaki', fr: 'yoga Vallaki', it: 'yoga Vallaki', nl: 'Vallaki-yoga', cs: 'jóga Vallaki', ro: 'yoga Vallaki', hu: 'Vallaki jóga', el: 'Γιόγκα Βαλάκι', tr: 'Vallaki yogası', ar: 'يوغا فالاكي', hi: 'वल्लकी योग', ja: 'ヴァッラキー・ヨーガ', ko: '발라키 요가', vi: 'yoga Vallaki', id: 'yoga Vallaki',
  },
  'vapi': {
    uk: 'Вапі-йога', en: 'Vapi yoga', de: 'Vapi-Yoga', ru: 'Вапи-йога', pl: 'joga Vapi', es: 'yoga Vapi', pt: 'yoga Vapi', fr: 'yoga Vapi', it: 'yoga Vapi', nl: 'Vapi-yoga', cs: 'jóga Vapi', ro: 'yoga Vapi', hu: 'Vapi jóga', el: 'Γιόγκα Βάπι', tr: 'Vapi yogası', ar: 'يوغا فابي', hi: 'वापी योग', ja: 'ヴァーピー・ヨーガ', ko: '바피 요가', vi: 'yoga Vapi', id: 'yoga Vapi',
  },
  'vasi': {
    uk: 'Васі-йога', en: 'Vasi yoga', de: 'Vasi-Yoga', ru: 'Васи-йога', pl: 'joga Vasi', es: 'yoga Vasi', pt: 'yoga Vasi', fr: 'yoga Vasi', it: 'yoga Vasi', nl: 'Vasi-yoga', cs: 'jóga Vasi', ro: 'yoga Vasi', hu: 'Vasi jóga', el: 'Γιόγκα Βάσι', tr: 'Vasi yogası', ar: 'يوغا فاسي', hi: 'वासि योग', ja: 'ヴァーシ・ヨーガ', ko: '바시 요가', vi: 'yoga Vasi', id: 'yoga Vasi',
  },
  'vesi': {
    uk: 'Весі-йога', en: 'Vesi yoga', de: 'Vesi-Yoga', ru: 'Веси-йога', pl: 'joga Vesi', es: 'yoga Vesi', pt: 'yoga Vesi', fr: 'yoga Vesi', it: 'yoga Vesi', nl: 'Vesi-yoga', cs: 'jóga Vesi', ro: 'yoga Vesi', hu: 'Vesi jóga', el: 'Γιόγκα Βέσι', tr: 'Vesi yogası', ar: 'يوغا فيسي', hi: 'वेशि योग', ja: 'ヴェーシ・ヨーガ', ko: '베시 요가', vi: 'yoga Vesi', id: 'yoga Vesi',
  },
  'vihaga': {
    uk: 'Віхага-йога', en: 'Vihaga yoga', de: 'Vihaga-Yoga', ru: 'Вихага-йога', pl: 'joga Vihaga', es: 'yoga Vihaga', pt: 'yoga Vihaga', fr: 'yoga Vihaga', it: 'yoga Vihaga', nl: 'Vihaga-yoga', cs: 'jóga Vihaga', ro: 'yoga Vihaga', hu: 'Vihaga jóga', el: 'Γιόγκα Βιχάγκα', tr: 'Vihaga yogası', ar: 'يوغا فيهاغا', hi: 'विहग योग', ja: 'ヴィハガ・ヨーガ', ko: '비하가 요가', vi: 'yoga Vihaga', id: 'yoga Vihaga',
  },
  'vimala': {
    uk: 'Вімала-йога', en: 'Vimala yoga', de: 'Vimala-Yoga', ru: 'Вимала-йога', pl: 'joga Vimala', es: 'yoga Vimala', pt: 'yoga Vimala', fr: 'yoga Vimala', it: 'yoga Vimala', nl: 'Vimala-yoga', cs: 'jóga Vimala', ro: 'yoga Vimala', hu: 'Vimala jóga', el: 'Γιόγκα Βιμάλα', tr: 'Vimala yogası', ar: 'يوغا فيمالا', hi: 'विमल योग', ja: 'ヴィマラ・ヨーガ', ko: '비말라 요가', vi: 'yoga Vimala', id: 'yoga Vimala',
  },
  'yava': {
    uk: 'Ява-йога', en: 'Yava yoga', de: 'Yava-Yoga', ru: 'Ява-йога', pl: 'joga Yava', es: 'yoga Yava', pt: 'yoga Yava', fr: 'yoga Yava', it: 'yoga Yava', nl: 'Yava-yoga', cs: 'jóga Yava', ro: 'yoga Yava', hu: 'Yava jóga', el: 'Γιόγκα Γιάβα', tr: 'Yava yogası', ar: 'يوغا يافا', hi: 'यव योग', ja: 'ヤヴァ・ヨーガ', ko: '야바 요가', vi: 'yoga Yava', id: 'yoga Yava',
  },
  'yogakaraka': {
    uk: 'Йогакарака', en: 'Yogakaraka', de: 'Yogakaraka', ru: 'Йогакарака', pl: 'Yogakaraka', es: 'Yogakaraka', pt: 'Yogakaraka', fr: 'Yogakaraka', it: 'Yogakaraka', nl: 'Yogakaraka', cs: 'Yogakaraka', ro: 'Yogakaraka', hu: 'Yogakaraka', el: 'Γιογκακάρακα', tr: 'Yogakaraka', ar: 'يوغاكاراكا', hi: 'योगकारक', ja: 'ヨーガカーラカ', ko: '요가카라카', vi: 'Yogakaraka', id: 'Yogakaraka',
  },
  'yuga': {
    uk: 'Юга-йога', en: 'Yuga yoga', de: 'Yuga-Yoga', ru: 'Юга-йога', pl: 'joga Yuga', es: 'yoga Yuga', pt: 'yoga Yuga', fr: 'yoga Yuga', it: 'yoga Yuga', nl: 'Yuga-yoga', cs: 'jóga Yuga', ro: 'yoga Yuga', hu: 'Yuga jóga', el: 'Γιόγκα Γιούγκα', tr: 'Yuga yogası', ar: 'يوغا يوجا', hi: 'युग योग', ja: 'ユガ・ヨーガ', ko: '유가 요가', vi: 'yoga Yuga', id: 'yoga Yuga',
  },
  'yupa': {
    uk: 'Юпа-йога', en: 'Yupa yoga', de: 'Yupa-Yoga', ru: 'Юпа-йога', pl: 'joga Yupa', es: 'yoga Yupa', pt: 'yoga Yupa', fr: 'yoga Yupa', it: 'yoga Yupa', nl: 'Yupa-yoga', cs: 'jóga Yupa', ro: 'yoga Yupa', hu: 'Yupa jóga', el: 'Γιόγκα Γιούπα', tr: 'Yupa yogası', ar: 'يوغا يوبا', hi: 'यूप योग', ja: 'ユーパ・ヨーガ', ko: '유파 요가', vi: 'yoga Yupa', id: 'yoga Yupa',
  },
} satisfies TermTable;
