/**
 * The Greek names of the twelve places (Vettius Valens, Anthology), transliterated in the
 * language's script, with their meaning in that language, by house slug: the `greekName` of
 * /reference/houses in the 21 response languages.
 */
import type { TermTable } from '../terms.js';

export const HOUSE_GREEK_NAME_TERMS = {
  first: {
    uk: 'Хороскопос (Годинник, Кермо)', en: 'Horoskopos (the Hour-marker, the Helm)', de: 'Horoskopos (der Stundenzeiger, das Steuer)', ru: 'Хороскопос (Часоуказатель, Кормило)', pl: 'Horoskopos (Wskaźnik godziny, Ster)', es: 'Horoskopos (el Marcador de la hora, el Timón)', pt: 'Horoskopos (o Marcador da hora, o Leme)', fr: 'Horoskopos (le Marqueur de l’heure, le Gouvernail)', it: 'Horoskopos (il Segnatore dell’ora, il Timone)', nl: 'Horoskopos (de Uuraanwijzer, het Roer)', cs: 'Horoskopos (Ukazatel hodiny, Kormidlo)', ro: 'Horoskopos (Indicatorul orei, Cârma)', hu: 'Hóroszkoposz (az Óramutató, a Kormány)', el: 'Ωροσκόπος (ο δείκτης της ώρας, ο Οίακας)', tr: 'Horoskopos (Saat İşaretçisi, Dümen)', ar: 'هوروسكوبوس (مؤشر الساعة، الدفّة)', hi: 'होरोस्कोपोस (घड़ी-सूचक, पतवार)', ja: 'ホロスコポス（時を示すもの、舵）', ko: '호로스코포스 (시각의 표지, 키)', vi: 'Horoskopos (Kim chỉ giờ, Bánh lái)', id: 'Horoskopos (Penanda jam, Kemudi)',
  },
  second: {
    uk: 'Хаду Пюле (Брама Аїду)', en: 'Hadou Pyle (Gate of Hades)', de: 'Hadou Pyle (Tor des Hades)', ru: 'Хаду Пиле (Врата Аида)', pl: 'Hadou Pyle (Brama Hadesu)', es: 'Hadou Pyle (Puerta del Hades)', pt: 'Hadou Pyle (Porta do Hades)', fr: 'Hadou Pyle (Porte de l’Hadès)', it: 'Hadou Pyle (Porta dell’Ade)', nl: 'Hadou Pyle (Poort van Hades)', cs: 'Hadou Pyle (Brána Hádu)', ro: 'Hadou Pyle (Poarta Hadesului)', hu: 'Hadou Pyle (a Hádész kapuja)', el: 'Άδου Πύλη (Πύλη του Άδη)', tr: 'Hadou Pyle (Hades Kapısı)', ar: 'هادو بيلي (بوابة الجحيم)', hi: 'हादू पुले (पाताल का द्वार)', ja: 'ハドゥ・ピュレー（冥府の門）', ko: '하두 필레 (하데스의 문)', vi: 'Hadou Pyle (Cổng Âm phủ)', id: 'Hadou Pyle (Gerbang Hades)',
  },
  third: {
    uk: 'Теа (Богиня)', en: 'Thea (the Goddess)', de: 'Thea (die Göttin)', ru: 'Теа (Богиня)', pl: 'Thea (Bogini)', es: 'Thea (la Diosa)', pt: 'Thea (a Deusa)', fr: 'Théa (la Déesse)', it: 'Thea (la Dea)', nl: 'Thea (de Godin)', cs: 'Thea (Bohyně)', ro: 'Thea (Zeița)', hu: 'Thea (az Istennő)', el: 'Θεά (η Θεά)', tr: 'Thea (Tanrıça)', ar: 'ثيا (الإلهة)', hi: 'थेआ (देवी)', ja: 'テア（女神）', ko: '테아 (여신)', vi: 'Thea (Nữ thần)', id: 'Thea (Dewi)',
  },
  fourth: {
    uk: 'Гіпогейон (Підземний кут)', en: 'Hypogeion (the Subterranean Angle)', de: 'Hypogeion (der unterirdische Angelpunkt)', ru: 'Гипогейон (Подземный угол)', pl: 'Hypogeion (Podziemny kąt)', es: 'Hypogeion (el Ángulo subterráneo)', pt: 'Hypogeion (o Ângulo subterrâneo)', fr: 'Hypogeion (l’Angle souterrain)', it: 'Hypogeion (l’Angolo sotterraneo)', nl: 'Hypogeion (de Onderaardse hoek)', cs: 'Hypogeion (Podzemní úhel)', ro: 'Hypogeion (Unghiul subteran)', hu: 'Hüpogeion (a Föld alatti szöglet)', el: 'Υπόγειον (η Υπόγεια Γωνία)', tr: 'Hypogeion (Yeraltı Köşesi)', ar: 'هيبوجيون (الزاوية السفلية)', hi: 'हाइपोगेयोन (पाताल कोण)', ja: 'ヒュポゲイオン（地下のアングル）', ko: '히포게이온 (지하의 각)', vi: 'Hypogeion (Góc dưới lòng đất)', id: 'Hypogeion (Sudut bawah tanah)',
  },
  fifth: {
    uk: 'Агате Тюхе (Добра Доля)', en: 'Agathe Tyche (Good Fortune)', de: 'Agathe Tyche (das gute Glück)', ru: 'Агате Тюхе (Добрая Удача)', pl: 'Agathe Tyche (Dobra Fortuna)', es: 'Agathe Tyche (la Buena Fortuna)', pt: 'Agathe Tyche (a Boa Fortuna)', fr: 'Agathè Tychè (la Bonne Fortune)', it: 'Agathe Tyche (la Buona Fortuna)', nl: 'Agathe Tyche (het Goede Fortuin)', cs: 'Agathé Tyché (Dobrá Štěstěna)', ro: 'Agathe Tyche (Norocul Bun)', hu: 'Agathé Tükhé (a Jó Szerencse)', el: 'Αγαθή Τύχη (η Καλή Τύχη)', tr: 'Agathe Tyche (İyi Talih)', ar: 'أغاثي تيخي (الحظ الحسن)', hi: 'अगाथे तुखे (सौभाग्य)', ja: 'アガテー・テュケー（良き運）', ko: '아가테 티케 (좋은 운)', vi: 'Agathe Tyche (Vận Tốt)', id: 'Agathe Tyche (Nasib Baik)',
  },
  sixth: {
    uk: 'Каке Тюхе (Лиха Доля)', en: 'Kake Tyche (Bad Fortune)', de: 'Kake Tyche (das böse Glück)', ru: 'Каке Тюхе (Злая Удача)', pl: 'Kake Tyche (Zła Fortuna)', es: 'Kake Tyche (la Mala Fortuna)', pt: 'Kake Tyche (a Má Fortuna)', fr: 'Kakè Tychè (la Mauvaise Fortune)', it: 'Kake Tyche (la Cattiva Fortuna)', nl: 'Kake Tyche (het Kwade Fortuin)', cs: 'Kaké Tyché (Zlá Štěstěna)', ro: 'Kake Tyche (Norocul Rău)', hu: 'Kaké Tükhé (a Balszerencse)', el: 'Κακή Τύχη (η Κακή Τύχη)', tr: 'Kake Tyche (Kötü Talih)', ar: 'كاكي تيخي (سوء الحظ)', hi: 'काके तुखे (दुर्भाग्य)', ja: 'カケー・テュケー（悪しき運）', ko: '카케 티케 (나쁜 운)', vi: 'Kake Tyche (Vận Xấu)', id: 'Kake Tyche (Nasib Buruk)',
  },
  seventh: {
    uk: 'Дюсіс (Захід)', en: 'Dysis (the Setting)', de: 'Dysis (der Untergang)', ru: 'Дисис (Заход)', pl: 'Dysis (Zachód)', es: 'Dysis (el Ocaso)', pt: 'Dysis (o Ocaso)', fr: 'Dysis (le Couchant)', it: 'Dysis (il Tramonto)', nl: 'Dysis (de Ondergang)', cs: 'Dysis (Západ)', ro: 'Dysis (Apusul)', hu: 'Düszisz (a Lenyugvás)', el: 'Δύσις (η Δύση)', tr: 'Dysis (Batış)', ar: 'ديسيس (الغروب)', hi: 'डुसिस (अस्त)', ja: 'デュシス（沈むところ）', ko: '디시스 (지는 곳)', vi: 'Dysis (Nơi lặn)', id: 'Dysis (Terbenam)',
  },
  eighth: {
    uk: 'Аргос Топос (Бездіяльне місце)', en: 'Argos Topos (the Idle Place)', de: 'Argos Topos (der untätige Ort)', ru: 'Аргос Топос (Праздное место)', pl: 'Argos Topos (Bezczynne miejsce)', es: 'Argos Topos (el Lugar ocioso)', pt: 'Argos Topos (o Lugar ocioso)', fr: 'Argos Topos (le Lieu oisif)', it: 'Argos Topos (il Luogo ozioso)', nl: 'Argos Topos (de Ledige plaats)', cs: 'Argos Topos (Nečinné místo)', ro: 'Argos Topos (Locul leneș)', hu: 'Argosz Toposz (a Tétlen hely)', el: 'Αργός Τόπος (ο Αργός Τόπος)', tr: 'Argos Topos (Atıl Yer)', ar: 'أرغوس توبوس (الموضع العاطل)', hi: 'आर्गोस टोपोस (निष्क्रिय स्थान)', ja: 'アルゴス・トポス（無為の場所）', ko: '아르고스 토포스 (게으른 자리)', vi: 'Argos Topos (Nơi nhàn rỗi)', id: 'Argos Topos (Tempat yang diam)',
  },
  ninth: {
    uk: 'Теос (Бог)', en: 'Theos (the God)', de: 'Theos (der Gott)', ru: 'Теос (Бог)', pl: 'Theos (Bóg)', es: 'Theos (el Dios)', pt: 'Theos (o Deus)', fr: 'Théos (le Dieu)', it: 'Theos (il Dio)', nl: 'Theos (de God)', cs: 'Theos (Bůh)', ro: 'Theos (Zeul)', hu: 'Theosz (az Isten)', el: 'Θεός (ο Θεός)', tr: 'Theos (Tanrı)', ar: 'ثيوس (الإله)', hi: 'थेओस (देव)', ja: 'テオス（神）', ko: '테오스 (신)', vi: 'Theos (Thần)', id: 'Theos (Dewa)',
  },
  tenth: {
    uk: 'Месуранема (Середина неба)', en: 'Mesouranema (the Midheaven)', de: 'Mesouranema (die Himmelsmitte)', ru: 'Месуранема (Середина неба)', pl: 'Mesouranema (Środek nieba)', es: 'Mesouranema (el Medio Cielo)', pt: 'Mesouranema (o Meio do Céu)', fr: 'Mésouranèma (le Milieu du Ciel)', it: 'Mesouranema (il Medio Cielo)', nl: 'Mesouranema (het Midden van de Hemel)', cs: 'Mesouranéma (Střed nebe)', ro: 'Mesouranema (Mijlocul Cerului)', hu: 'Meszuranéma (az Égközép)', el: 'Μεσουράνημα (το Μεσουράνημα)', tr: 'Mesouranema (Gök Ortası)', ar: 'ميسورانيما (وسط السماء)', hi: 'मेसूरानेमा (मध्याकाश)', ja: 'メソウラネーマ（天頂）', ko: '메소우라네마 (천정)', vi: 'Mesouranema (Thiên Đỉnh)', id: 'Mesouranema (Titik Tengah Langit)',
  },
  eleventh: {
    uk: 'Агатос Даймон (Добрий Дух)', en: 'Agathos Daimon (Good Spirit)', de: 'Agathos Daimon (der gute Geist)', ru: 'Агатос Даймон (Добрый Дух)', pl: 'Agathos Daimon (Dobry Duch)', es: 'Agathos Daimon (el Buen Espíritu)', pt: 'Agathos Daimon (o Bom Espírito)', fr: 'Agathos Daimôn (le Bon Esprit)', it: 'Agathos Daimon (il Buon Spirito)', nl: 'Agathos Daimon (de Goede Geest)', cs: 'Agathos Daimón (Dobrý duch)', ro: 'Agathos Daimon (Spiritul Bun)', hu: 'Agathosz Daimón (a Jó Szellem)', el: 'Αγαθός Δαίμων (ο Καλός Δαίμονας)', tr: 'Agathos Daimon (İyi Ruh)', ar: 'أغاثوس دايمون (الروح الطيب)', hi: 'अगाथोस दाइमोन (शुभ आत्मा)', ja: 'アガトス・ダイモーン（善き霊）', ko: '아가토스 다이몬 (선한 영)', vi: 'Agathos Daimon (Thiện Thần)', id: 'Agathos Daimon (Roh Baik)',
  },
  twelfth: {
    uk: 'Какос Даймон (Лихий Дух)', en: 'Kakos Daimon (Bad Spirit)', de: 'Kakos Daimon (der böse Geist)', ru: 'Какос Даймон (Злой Дух)', pl: 'Kakos Daimon (Zły Duch)', es: 'Kakos Daimon (el Mal Espíritu)', pt: 'Kakos Daimon (o Mau Espírito)', fr: 'Kakos Daimôn (le Mauvais Esprit)', it: 'Kakos Daimon (il Cattivo Spirito)', nl: 'Kakos Daimon (de Kwade Geest)', cs: 'Kakos Daimón (Zlý duch)', ro: 'Kakos Daimon (Spiritul Rău)', hu: 'Kakosz Daimón (a Rossz Szellem)', el: 'Κακός Δαίμων (ο Κακός Δαίμονας)', tr: 'Kakos Daimon (Kötü Ruh)', ar: 'كاكوس دايمون (الروح الشرير)', hi: 'काकोस दाइमोन (अशुभ आत्मा)', ja: 'カコス・ダイモーン（悪しき霊）', ko: '카코스 다이몬 (악한 영)', vi: 'Kakos Daimon (Ác Thần)', id: 'Kakos Daimon (Roh Jahat)',
  },
} satisfies TermTable;
