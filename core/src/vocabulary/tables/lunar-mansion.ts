/**
 * The 28 Arabic lunar mansions (manazil al-qamar; core/src/astro/lunar-mansions.ts: Picatrix I.4,
 * Agrippa, De occulta philosophia II.33), by slug (the Arabic name in kebab-case, `al-sharatain`
 * ... `batn-al-hut`), in two tables:
 * - LUNAR_MANSION_TERMS, the `name`: the Latin-script languages keep the Latin name Agrippa
 *   gives (Alnath ... Albotham), as the Western literature since him names them; Arabic writes the
 *   mansion's Arabic name in Arabic script (الشرطان ... بطن الحوت); the other scripts write the
 *   Arabic name in their own letters (Russian and Ukrainian in the Arabists' assimilated form,
 *   Аш-Шаратан; Greek, Devanagari, katakana and hangul sound by sound), the name their readers
 *   meet the mansions by.
 * - LUNAR_MANSION_ARABIC_TERMS, the `arabicName`: the Arabic name, in Arabic script in Arabic, in
 *   the usual scholarly transliteration in the Latin-script languages (al-Sharatain), in the
 *   Turkish one in Turkish (Şerateyn, as the menâzil-i kamer literature writes them), and in the
 *   same letters as the `name` in the other scripts.
 * Order: slug|en|de|fr|es|pt|it|nl|pl|cs|ro|hu|tr|id|vi|ru|uk|el|ar|hi|ja|ko (rows.ts).
 */
import type { TermTable } from '../terms.js';
import { rowTable } from './rows.js';

export const LUNAR_MANSION_TERMS: TermTable = rowTable(`
al-sharatain|Alnath|Alnath|Alnath|Alnath|Alnath|Alnath|Alnath|Alnath|Alnath|Alnath|Alnath|Alnath|Alnath|Alnath|Аш-Шаратан|Аш-Шаратан|Αλ-Σαρατάιν|الشرطان|अल-शरतैन|アル・シャラタイン|알샤라타인
al-butain|Allothaim|Allothaim|Allothaim|Allothaim|Allothaim|Allothaim|Allothaim|Allothaim|Allothaim|Allothaim|Allothaim|Allothaim|Allothaim|Allothaim|Аль-Бутайн|Аль-Бутайн|Αλ-Μπουτάιν|البطين|अल-बुतैन|アル・ブタイン|알부타인
al-thurayya|Achaomazon|Achaomazon|Achaomazon|Achaomazon|Achaomazon|Achaomazon|Achaomazon|Achaomazon|Achaomazon|Achaomazon|Achaomazon|Achaomazon|Achaomazon|Achaomazon|Ас-Сурайя|Ас-Сурайя|Αλ-Θουράγια|الثريا|अल-सुरैया|アル・スライヤ|알수라이야
al-dabaran|Aldebaran|Aldebaran|Aldebaran|Aldebaran|Aldebaran|Aldebaran|Aldebaran|Aldebaran|Aldebaran|Aldebaran|Aldebaran|Aldebaran|Aldebaran|Aldebaran|Ад-Дабаран|Ад-Дабаран|Αλ-Νταμπαράν|الدبران|अल-दबरान|アル・ダバラーン|알다바란
al-haqa|Alchatay|Alchatay|Alchatay|Alchatay|Alchatay|Alchatay|Alchatay|Alchatay|Alchatay|Alchatay|Alchatay|Alchatay|Alchatay|Alchatay|Аль-Хакъа|Аль-Хак'а|Αλ-Χάκα|الهقعة|अल-हक़आ|アル・ハクア|알하크아
al-hana|Alhanna|Alhanna|Alhanna|Alhanna|Alhanna|Alhanna|Alhanna|Alhanna|Alhanna|Alhanna|Alhanna|Alhanna|Alhanna|Alhanna|Аль-Ханъа|Аль-Хан'а|Αλ-Χάνα|الهنعة|अल-हनआ|アル・ハンア|알한아
al-dhira|Aldimiach|Aldimiach|Aldimiach|Aldimiach|Aldimiach|Aldimiach|Aldimiach|Aldimiach|Aldimiach|Aldimiach|Aldimiach|Aldimiach|Aldimiach|Aldimiach|Аз-Зира|Аз-Зіра|Αλ-Ζιράα|الذراع|अल-ज़िराअ|アル・ズィラーア|알지라
al-nathra|Alnaza|Alnaza|Alnaza|Alnaza|Alnaza|Alnaza|Alnaza|Alnaza|Alnaza|Alnaza|Alnaza|Alnaza|Alnaza|Alnaza|Ан-Насра|Ан-Насра|Αλ-Νάθρα|النثرة|अल-नस्रा|アル・ナスラ|알나스라
al-tarf|Archaam|Archaam|Archaam|Archaam|Archaam|Archaam|Archaam|Archaam|Archaam|Archaam|Archaam|Archaam|Archaam|Archaam|Ат-Тарф|Ат-Тарф|Αλ-Ταρφ|الطرف|अल-तर्फ़|アル・タルフ|알타르프
al-jabha|Algelioche|Algelioche|Algelioche|Algelioche|Algelioche|Algelioche|Algelioche|Algelioche|Algelioche|Algelioche|Algelioche|Algelioche|Algelioche|Algelioche|Аль-Джабха|Аль-Джабха|Αλ-Τζάμπχα|الجبهة|अल-जबहा|アル・ジャブハ|알자브하
al-zubra|Azobra|Azobra|Azobra|Azobra|Azobra|Azobra|Azobra|Azobra|Azobra|Azobra|Azobra|Azobra|Azobra|Azobra|Аз-Зубра|Аз-Зубра|Αλ-Ζούμπρα|الزبرة|अल-ज़ुबरा|アル・ズブラ|알주브라
al-sarfa|Alzarpha|Alzarpha|Alzarpha|Alzarpha|Alzarpha|Alzarpha|Alzarpha|Alzarpha|Alzarpha|Alzarpha|Alzarpha|Alzarpha|Alzarpha|Alzarpha|Ас-Сарфа|Ас-Сарфа|Αλ-Σάρφα|الصرفة|अल-सर्फ़ा|アル・サルファ|알사르파
al-awwa|Alhaire|Alhaire|Alhaire|Alhaire|Alhaire|Alhaire|Alhaire|Alhaire|Alhaire|Alhaire|Alhaire|Alhaire|Alhaire|Alhaire|Аль-Авва|Аль-Авва|Αλ-Άουα|العواء|अल-अव्वा|アル・アウワー|알아우와
al-simak|Achureth|Achureth|Achureth|Achureth|Achureth|Achureth|Achureth|Achureth|Achureth|Achureth|Achureth|Achureth|Achureth|Achureth|Ас-Симак|Ас-Сімак|Αλ-Σιμάκ|السماك|अल-सिमाक|アル・シマーク|알시마크
al-ghafr|Agrapha|Agrapha|Agrapha|Agrapha|Agrapha|Agrapha|Agrapha|Agrapha|Agrapha|Agrapha|Agrapha|Agrapha|Agrapha|Agrapha|Аль-Гафр|Аль-Гафр|Αλ-Γάφρ|الغفر|अल-ग़फ़्र|アル・ガフル|알가프르
al-zubana|Azubene|Azubene|Azubene|Azubene|Azubene|Azubene|Azubene|Azubene|Azubene|Azubene|Azubene|Azubene|Azubene|Azubene|Аз-Зубана|Аз-Зубана|Αλ-Ζουμπάνα|الزبانى|अल-ज़ुबाना|アル・ズバーナー|알주바나
al-iklil|Alchil|Alchil|Alchil|Alchil|Alchil|Alchil|Alchil|Alchil|Alchil|Alchil|Alchil|Alchil|Alchil|Alchil|Аль-Иклиль|Аль-Ікліль|Αλ-Ικλίλ|الإكليل|अल-इक्लील|アル・イクリール|알이클릴
al-qalb|Alchas|Alchas|Alchas|Alchas|Alchas|Alchas|Alchas|Alchas|Alchas|Alchas|Alchas|Alchas|Alchas|Alchas|Аль-Кальб|Аль-Кальб|Αλ-Καλμπ|القلب|अल-क़ल्ब|アル・カルブ|알칼브
al-shawla|Allatha|Allatha|Allatha|Allatha|Allatha|Allatha|Allatha|Allatha|Allatha|Allatha|Allatha|Allatha|Allatha|Allatha|Аш-Шаула|Аш-Шаула|Αλ-Σάουλα|الشولة|अल-शौला|アル・シャウラ|알샤울라
al-naaim|Abnahaya|Abnahaya|Abnahaya|Abnahaya|Abnahaya|Abnahaya|Abnahaya|Abnahaya|Abnahaya|Abnahaya|Abnahaya|Abnahaya|Abnahaya|Abnahaya|Ан-Нааим|Ан-Нааїм|Αλ-Νααΐμ|النعائم|अल-नआइम|アル・ナアーイム|알나아임
al-balda|Abeda|Abeda|Abeda|Abeda|Abeda|Abeda|Abeda|Abeda|Abeda|Abeda|Abeda|Abeda|Abeda|Abeda|Аль-Бальда|Аль-Бальда|Αλ-Μπάλντα|البلدة|अल-बल्दा|アル・バルダ|알발다
sad-al-dhabih|Sadahacha|Sadahacha|Sadahacha|Sadahacha|Sadahacha|Sadahacha|Sadahacha|Sadahacha|Sadahacha|Sadahacha|Sadahacha|Sadahacha|Sadahacha|Sadahacha|Саад ад-Забих|Саад ад-Забіх|Σαντ αλ-Ζάμπιχ|سعد الذابح|साद अल-ज़ाबिह|サアド・アル・ザービフ|사드 알다비흐
sad-bula|Zabadola|Zabadola|Zabadola|Zabadola|Zabadola|Zabadola|Zabadola|Zabadola|Zabadola|Zabadola|Zabadola|Zabadola|Zabadola|Zabadola|Саад Була|Саад Була|Σαντ Μπούλα|سعد بلع|साद बुला|サアド・ブラア|사드 불라
sad-al-suud|Sadabath|Sadabath|Sadabath|Sadabath|Sadabath|Sadabath|Sadabath|Sadabath|Sadabath|Sadabath|Sadabath|Sadabath|Sadabath|Sadabath|Саад ас-Сууд|Саад ас-Сууд|Σαντ αλ-Σουούντ|سعد السعود|साद अल-सुऊद|サアド・アル・スウード|사드 알수우드
sad-al-akhbiya|Sadalabra|Sadalabra|Sadalabra|Sadalabra|Sadalabra|Sadalabra|Sadalabra|Sadalabra|Sadalabra|Sadalabra|Sadalabra|Sadalabra|Sadalabra|Sadalabra|Саад аль-Ахбия|Саад аль-Ахбія|Σαντ αλ-Αχμπίγια|سعد الأخبية|साद अल-अख़बिया|サアド・アル・アフビヤ|사드 알아크비야
al-fargh-al-muqaddam|Alpharg|Alpharg|Alpharg|Alpharg|Alpharg|Alpharg|Alpharg|Alpharg|Alpharg|Alpharg|Alpharg|Alpharg|Alpharg|Alpharg|Аль-Фарг аль-Мукаддам|Аль-Фарг аль-Мукаддам|Αλ-Φαργκ αλ-Μουκάνταμ|الفرغ المقدم|अल-फ़र्ग़ अल-मुक़द्दम|アル・ファルグ・アル・ムカッダム|알파르그 알무카담
al-fargh-al-muakhkhar|Alcharya|Alcharya|Alcharya|Alcharya|Alcharya|Alcharya|Alcharya|Alcharya|Alcharya|Alcharya|Alcharya|Alcharya|Alcharya|Alcharya|Аль-Фарг аль-Муаххар|Аль-Фарг аль-Муаххар|Αλ-Φαργκ αλ-Μουάχαρ|الفرغ المؤخر|अल-फ़र्ग़ अल-मुअख़्ख़र|アル・ファルグ・アル・ムアッハル|알파르그 알무아카르
batn-al-hut|Albotham|Albotham|Albotham|Albotham|Albotham|Albotham|Albotham|Albotham|Albotham|Albotham|Albotham|Albotham|Albotham|Albotham|Батн аль-Хут|Батн аль-Хут|Μπατν αλ-Χουτ|بطن الحوت|बत्न अल-हूत|バトン・アル・フート|바튼 알후트
`);

export const LUNAR_MANSION_ARABIC_TERMS: TermTable = rowTable(`
al-sharatain|al-Sharatain|al-Sharatain|al-Sharatain|al-Sharatain|al-Sharatain|al-Sharatain|al-Sharatain|al-Sharatain|al-Sharatain|al-Sharatain|al-Sharatain|Şerateyn|al-Sharatain|al-Sharatain|Аш-Шаратан|Аш-Шаратан|Αλ-Σαρατάιν|الشرطان|अल-शरतैन|アル・シャラタイン|알샤라타인
al-butain|al-Butain|al-Butain|al-Butain|al-Butain|al-Butain|al-Butain|al-Butain|al-Butain|al-Butain|al-Butain|al-Butain|Büteyn|al-Butain|al-Butain|Аль-Бутайн|Аль-Бутайн|Αλ-Μπουτάιν|البطين|अल-बुतैन|アル・ブタイン|알부타인
al-thurayya|al-Thurayya|al-Thurayya|al-Thurayya|al-Thurayya|al-Thurayya|al-Thurayya|al-Thurayya|al-Thurayya|al-Thurayya|al-Thurayya|al-Thurayya|Süreyya|al-Thurayya|al-Thurayya|Ас-Сурайя|Ас-Сурайя|Αλ-Θουράγια|الثريا|अल-सुरैया|アル・スライヤ|알수라이야
al-dabaran|al-Dabaran|al-Dabaran|al-Dabaran|al-Dabaran|al-Dabaran|al-Dabaran|al-Dabaran|al-Dabaran|al-Dabaran|al-Dabaran|al-Dabaran|Deberan|al-Dabaran|al-Dabaran|Ад-Дабаран|Ад-Дабаран|Αλ-Νταμπαράν|الدبران|अल-दबरान|アル・ダバラーン|알다바란
al-haqa|al-Haq'a|al-Haq'a|al-Haq'a|al-Haq'a|al-Haq'a|al-Haq'a|al-Haq'a|al-Haq'a|al-Haq'a|al-Haq'a|al-Haq'a|Hak'a|al-Haq'a|al-Haq'a|Аль-Хакъа|Аль-Хак'а|Αλ-Χάκα|الهقعة|अल-हक़आ|アル・ハクア|알하크아
al-hana|al-Han'a|al-Han'a|al-Han'a|al-Han'a|al-Han'a|al-Han'a|al-Han'a|al-Han'a|al-Han'a|al-Han'a|al-Han'a|Hen'a|al-Han'a|al-Han'a|Аль-Ханъа|Аль-Хан'а|Αλ-Χάνα|الهنعة|अल-हनआ|アル・ハンア|알한아
al-dhira|al-Dhira'|al-Dhira'|al-Dhira'|al-Dhira'|al-Dhira'|al-Dhira'|al-Dhira'|al-Dhira'|al-Dhira'|al-Dhira'|al-Dhira'|Zirâ|al-Dhira'|al-Dhira'|Аз-Зира|Аз-Зіра|Αλ-Ζιράα|الذراع|अल-ज़िराअ|アル・ズィラーア|알지라
al-nathra|al-Nathra|al-Nathra|al-Nathra|al-Nathra|al-Nathra|al-Nathra|al-Nathra|al-Nathra|al-Nathra|al-Nathra|al-Nathra|Nesre|al-Nathra|al-Nathra|Ан-Насра|Ан-Насра|Αλ-Νάθρα|النثرة|अल-नस्रा|アル・ナスラ|알나스라
al-tarf|al-Tarf|al-Tarf|al-Tarf|al-Tarf|al-Tarf|al-Tarf|al-Tarf|al-Tarf|al-Tarf|al-Tarf|al-Tarf|Tarf|al-Tarf|al-Tarf|Ат-Тарф|Ат-Тарф|Αλ-Ταρφ|الطرف|अल-तर्फ़|アル・タルフ|알타르프
al-jabha|al-Jabha|al-Jabha|al-Jabha|al-Jabha|al-Jabha|al-Jabha|al-Jabha|al-Jabha|al-Jabha|al-Jabha|al-Jabha|Cebhe|al-Jabha|al-Jabha|Аль-Джабха|Аль-Джабха|Αλ-Τζάμπχα|الجبهة|अल-जबहा|アル・ジャブハ|알자브하
al-zubra|al-Zubra|al-Zubra|al-Zubra|al-Zubra|al-Zubra|al-Zubra|al-Zubra|al-Zubra|al-Zubra|al-Zubra|al-Zubra|Zübre|al-Zubra|al-Zubra|Аз-Зубра|Аз-Зубра|Αλ-Ζούμπρα|الزبرة|अल-ज़ुबरा|アル・ズブラ|알주브라
al-sarfa|al-Sarfa|al-Sarfa|al-Sarfa|al-Sarfa|al-Sarfa|al-Sarfa|al-Sarfa|al-Sarfa|al-Sarfa|al-Sarfa|al-Sarfa|Sarfe|al-Sarfa|al-Sarfa|Ас-Сарфа|Ас-Сарфа|Αλ-Σάρφα|الصرفة|अल-सर्फ़ा|アル・サルファ|알사르파
al-awwa|al-'Awwa|al-'Awwa|al-'Awwa|al-'Awwa|al-'Awwa|al-'Awwa|al-'Awwa|al-'Awwa|al-'Awwa|al-'Awwa|al-'Awwa|Avvâ|al-'Awwa|al-'Awwa|Аль-Авва|Аль-Авва|Αλ-Άουα|العواء|अल-अव्वा|アル・アウワー|알아우와
al-simak|al-Simak|al-Simak|al-Simak|al-Simak|al-Simak|al-Simak|al-Simak|al-Simak|al-Simak|al-Simak|al-Simak|Simâk|al-Simak|al-Simak|Ас-Симак|Ас-Сімак|Αλ-Σιμάκ|السماك|अल-सिमाक|アル・シマーク|알시마크
al-ghafr|al-Ghafr|al-Ghafr|al-Ghafr|al-Ghafr|al-Ghafr|al-Ghafr|al-Ghafr|al-Ghafr|al-Ghafr|al-Ghafr|al-Ghafr|Gafr|al-Ghafr|al-Ghafr|Аль-Гафр|Аль-Гафр|Αλ-Γάφρ|الغفر|अल-ग़फ़्र|アル・ガフル|알가프르
al-zubana|al-Zubana|al-Zubana|al-Zubana|al-Zubana|al-Zubana|al-Zubana|al-Zubana|al-Zubana|al-Zubana|al-Zubana|al-Zubana|Zübânâ|al-Zubana|al-Zubana|Аз-Зубана|Аз-Зубана|Αλ-Ζουμπάνα|الزبانى|अल-ज़ुबाना|アル・ズバーナー|알주바나
al-iklil|al-Iklil|al-Iklil|al-Iklil|al-Iklil|al-Iklil|al-Iklil|al-Iklil|al-Iklil|al-Iklil|al-Iklil|al-Iklil|İklîl|al-Iklil|al-Iklil|Аль-Иклиль|Аль-Ікліль|Αλ-Ικλίλ|الإكليل|अल-इक्लील|アル・イクリール|알이클릴
al-qalb|al-Qalb|al-Qalb|al-Qalb|al-Qalb|al-Qalb|al-Qalb|al-Qalb|al-Qalb|al-Qalb|al-Qalb|al-Qalb|Kalb|al-Qalb|al-Qalb|Аль-Кальб|Аль-Кальб|Αλ-Καλμπ|القلب|अल-क़ल्ब|アル・カルブ|알칼브
al-shawla|al-Shawla|al-Shawla|al-Shawla|al-Shawla|al-Shawla|al-Shawla|al-Shawla|al-Shawla|al-Shawla|al-Shawla|al-Shawla|Şevle|al-Shawla|al-Shawla|Аш-Шаула|Аш-Шаула|Αλ-Σάουλα|الشولة|अल-शौला|アル・シャウラ|알샤울라
al-naaim|al-Na'aim|al-Na'aim|al-Na'aim|al-Na'aim|al-Na'aim|al-Na'aim|al-Na'aim|al-Na'aim|al-Na'aim|al-Na'aim|al-Na'aim|Neâim|al-Na'aim|al-Na'aim|Ан-Нааим|Ан-Нааїм|Αλ-Νααΐμ|النعائم|अल-नआइम|アル・ナアーイム|알나아임
al-balda|al-Balda|al-Balda|al-Balda|al-Balda|al-Balda|al-Balda|al-Balda|al-Balda|al-Balda|al-Balda|al-Balda|Belde|al-Balda|al-Balda|Аль-Бальда|Аль-Бальда|Αλ-Μπάλντα|البلدة|अल-बल्दा|アル・バルダ|알발다
sad-al-dhabih|Sa'd al-Dhabih|Sa'd al-Dhabih|Sa'd al-Dhabih|Sa'd al-Dhabih|Sa'd al-Dhabih|Sa'd al-Dhabih|Sa'd al-Dhabih|Sa'd al-Dhabih|Sa'd al-Dhabih|Sa'd al-Dhabih|Sa'd al-Dhabih|Sa'dü'z-Zâbih|Sa'd al-Dhabih|Sa'd al-Dhabih|Саад ад-Забих|Саад ад-Забіх|Σαντ αλ-Ζάμπιχ|سعد الذابح|साद अल-ज़ाबिह|サアド・アル・ザービフ|사드 알다비흐
sad-bula|Sa'd Bula'|Sa'd Bula'|Sa'd Bula'|Sa'd Bula'|Sa'd Bula'|Sa'd Bula'|Sa'd Bula'|Sa'd Bula'|Sa'd Bula'|Sa'd Bula'|Sa'd Bula'|Sa'dü Bulâ|Sa'd Bula'|Sa'd Bula'|Саад Була|Саад Була|Σαντ Μπούλα|سعد بلع|साद बुला|サアド・ブラア|사드 불라
sad-al-suud|Sa'd al-Su'ud|Sa'd al-Su'ud|Sa'd al-Su'ud|Sa'd al-Su'ud|Sa'd al-Su'ud|Sa'd al-Su'ud|Sa'd al-Su'ud|Sa'd al-Su'ud|Sa'd al-Su'ud|Sa'd al-Su'ud|Sa'd al-Su'ud|Sa'dü's-Suûd|Sa'd al-Su'ud|Sa'd al-Su'ud|Саад ас-Сууд|Саад ас-Сууд|Σαντ αλ-Σουούντ|سعد السعود|साद अल-सुऊद|サアド・アル・スウード|사드 알수우드
sad-al-akhbiya|Sa'd al-Akhbiya|Sa'd al-Akhbiya|Sa'd al-Akhbiya|Sa'd al-Akhbiya|Sa'd al-Akhbiya|Sa'd al-Akhbiya|Sa'd al-Akhbiya|Sa'd al-Akhbiya|Sa'd al-Akhbiya|Sa'd al-Akhbiya|Sa'd al-Akhbiya|Sa'dü'l-Ahbiye|Sa'd al-Akhbiya|Sa'd al-Akhbiya|Саад аль-Ахбия|Саад аль-Ахбія|Σαντ αλ-Αχμπίγια|سعد الأخبية|साद अल-अख़बिया|サアド・アル・アフビヤ|사드 알아크비야
al-fargh-al-muqaddam|al-Fargh al-Muqaddam|al-Fargh al-Muqaddam|al-Fargh al-Muqaddam|al-Fargh al-Muqaddam|al-Fargh al-Muqaddam|al-Fargh al-Muqaddam|al-Fargh al-Muqaddam|al-Fargh al-Muqaddam|al-Fargh al-Muqaddam|al-Fargh al-Muqaddam|al-Fargh al-Muqaddam|Fergu'l-Mukaddem|al-Fargh al-Muqaddam|al-Fargh al-Muqaddam|Аль-Фарг аль-Мукаддам|Аль-Фарг аль-Мукаддам|Αλ-Φαργκ αλ-Μουκάνταμ|الفرغ المقدم|अल-फ़र्ग़ अल-मुक़द्दम|アル・ファルグ・アル・ムカッダム|알파르그 알무카담
al-fargh-al-muakhkhar|al-Fargh al-Mu'akhkhar|al-Fargh al-Mu'akhkhar|al-Fargh al-Mu'akhkhar|al-Fargh al-Mu'akhkhar|al-Fargh al-Mu'akhkhar|al-Fargh al-Mu'akhkhar|al-Fargh al-Mu'akhkhar|al-Fargh al-Mu'akhkhar|al-Fargh al-Mu'akhkhar|al-Fargh al-Mu'akhkhar|al-Fargh al-Mu'akhkhar|Fergu'l-Muahhar|al-Fargh al-Mu'akhkhar|al-Fargh al-Mu'akhkhar|Аль-Фарг аль-Муаххар|Аль-Фарг аль-Муаххар|Αλ-Φαργκ αλ-Μουάχαρ|الفرغ المؤخر|अल-फ़र्ग़ अल-मुअख़्ख़र|アル・ファルグ・アル・ムアッハル|알파르그 알무아카르
batn-al-hut|Batn al-Hut|Batn al-Hut|Batn al-Hut|Batn al-Hut|Batn al-Hut|Batn al-Hut|Batn al-Hut|Batn al-Hut|Batn al-Hut|Batn al-Hut|Batn al-Hut|Batnü'l-Hût|Batn al-Hut|Batn al-Hut|Батн аль-Хут|Батн аль-Хут|Μπατν αλ-Χουτ|بطن الحوت|बत्न अल-हूत|バトン・アル・フート|바튼 알후트
`);
