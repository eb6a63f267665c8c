/**
 * The names of the 21 response languages (SERVICE-SPEC's LANG_CODES) in each of them, by language
 * code: the `name` of /i18n/languages in the answer's language (its `nativeName` is the language's
 * name in itself). Written as each language writes other languages' names: lower case where the
 * language does (fr, es, pt, it, pl, cs, ro, hu, ru, uk), "Bahasa ..." in Indonesian, "Tiếng ..."
 * in Vietnamese, the -語 / -어 suffixes in Japanese and Korean.
 * Order: slug|en|de|fr|es|pt|it|nl|pl|cs|ro|hu|tr|id|vi|ru|uk|el|ar|hi|ja|ko (rows.ts).
 */
import type { TermTable } from '../terms.js';
import { rowTable } from './rows.js';

export const LANGUAGE_NAME_TERMS: TermTable = rowTable(`
uk|Ukrainian|Ukrainisch|ukrainien|ucraniano|ucraniano|ucraino|Oekraïens|ukraiński|ukrajinština|ucraineană|ukrán|Ukraynaca|Bahasa Ukraina|Tiếng Ukraina|украинский|українська|Ουκρανικά|الأوكرانية|यूक्रेनियाई|ウクライナ語|우크라이나어
en|English|Englisch|anglais|inglés|inglês|inglese|Engels|angielski|angličtina|engleză|angol|İngilizce|Bahasa Inggris|Tiếng Anh|английский|англійська|Αγγλικά|الإنجليزية|अंग्रेज़ी|英語|영어
de|German|Deutsch|allemand|alemán|alemão|tedesco|Duits|niemiecki|němčina|germană|német|Almanca|Bahasa Jerman|Tiếng Đức|немецкий|німецька|Γερμανικά|الألمانية|जर्मन|ドイツ語|독일어
ru|Russian|Russisch|russe|ruso|russo|russo|Russisch|rosyjski|ruština|rusă|orosz|Rusça|Bahasa Rusia|Tiếng Nga|русский|російська|Ρωσικά|الروسية|रूसी|ロシア語|러시아어
pl|Polish|Polnisch|polonais|polaco|polaco|polacco|Pools|polski|polština|poloneză|lengyel|Lehçe|Bahasa Polandia|Tiếng Ba Lan|польский|польська|Πολωνικά|البولندية|पोलिश|ポーランド語|폴란드어
es|Spanish|Spanisch|espagnol|español|espanhol|spagnolo|Spaans|hiszpański|španělština|spaniolă|spanyol|İspanyolca|Bahasa Spanyol|Tiếng Tây Ban Nha|испанский|іспанська|Ισπανικά|الإسبانية|स्पेनिश|スペイン語|스페인어
pt|Portuguese|Portugiesisch|portugais|portugués|português|portoghese|Portugees|portugalski|portugalština|portugheză|portugál|Portekizce|Bahasa Portugis|Tiếng Bồ Đào Nha|португальский|португальська|Πορτογαλικά|البرتغالية|पुर्तगाली|ポルトガル語|포르투갈어
fr|French|Französisch|français|francés|francês|francese|Frans|francuski|francouzština|franceză|francia|Fransızca|Bahasa Prancis|Tiếng Pháp|французский|французька|Γαλλικά|الفرنسية|फ़्रेंच|フランス語|프랑스어
it|Italian|Italienisch|italien|italiano|italiano|italiano|Italiaans|włoski|italština|italiană|olasz|İtalyanca|Bahasa Italia|Tiếng Ý|итальянский|італійська|Ιταλικά|الإيطالية|इतालवी|イタリア語|이탈리아어
nl|Dutch|Niederländisch|néerlandais|neerlandés|neerlandês|olandese|Nederlands|niderlandzki|nizozemština|neerlandeză|holland|Felemenkçe|Bahasa Belanda|Tiếng Hà Lan|нидерландский|нідерландська|Ολλανδικά|الهولندية|डच|オランダ語|네덜란드어
cs|Czech|Tschechisch|tchèque|checo|checo|ceco|Tsjechisch|czeski|čeština|cehă|cseh|Çekçe|Bahasa Ceko|Tiếng Séc|чешский|чеська|Τσεχικά|التشيكية|चेक|チェコ語|체코어
ro|Romanian|Rumänisch|roumain|rumano|romeno|rumeno|Roemeens|rumuński|rumunština|română|román|Rumence|Bahasa Rumania|Tiếng Romania|румынский|румунська|Ρουμανικά|الرومانية|रोमानियाई|ルーマニア語|루마니아어
hu|Hungarian|Ungarisch|hongrois|húngaro|húngaro|ungherese|Hongaars|węgierski|maďarština|maghiară|magyar|Macarca|Bahasa Hungaria|Tiếng Hungary|венгерский|угорська|Ουγγρικά|الهنغارية|हंगेरियाई|ハンガリー語|헝가리어
el|Greek|Griechisch|grec|griego|grego|greco|Grieks|grecki|řečtina|greacă|görög|Yunanca|Bahasa Yunani|Tiếng Hy Lạp|греческий|грецька|Ελληνικά|اليونانية|यूनानी|ギリシャ語|그리스어
tr|Turkish|Türkisch|turc|turco|turco|turco|Turks|turecki|turečtina|turcă|török|Türkçe|Bahasa Turki|Tiếng Thổ Nhĩ Kỳ|турецкий|турецька|Τουρκικά|التركية|तुर्की|トルコ語|튀르키예어
ar|Arabic|Arabisch|arabe|árabe|árabe|arabo|Arabisch|arabski|arabština|arabă|arab|Arapça|Bahasa Arab|Tiếng Ả Rập|арабский|арабська|Αραβικά|العربية|अरबी|アラビア語|아랍어
hi|Hindi|Hindi|hindi|hindi|híndi|hindi|Hindi|hindi|hindština|hindi|hindi|Hintçe|Bahasa Hindi|Tiếng Hindi|хинди|гінді|Χίντι|الهندية|हिन्दी|ヒンディー語|힌디어
ja|Japanese|Japanisch|japonais|japonés|japonês|giapponese|Japans|japoński|japonština|japoneză|japán|Japonca|Bahasa Jepang|Tiếng Nhật|японский|японська|Ιαπωνικά|اليابانية|जापानी|日本語|일본어
ko|Korean|Koreanisch|coréen|coreano|coreano|coreano|Koreaans|koreański|korejština|coreeană|koreai|Korece|Bahasa Korea|Tiếng Hàn|корейский|корейська|Κορεατικά|الكورية|कोरियाई|韓国語|한국어
vi|Vietnamese|Vietnamesisch|vietnamien|vietnamita|vietnamita|vietnamita|Vietnamees|wietnamski|vietnamština|vietnameză|vietnámi|Vietnamca|Bahasa Vietnam|Tiếng Việt|вьетнамский|в’єтнамська|Βιετναμικά|الفيتنامية|वियतनामी|ベトナム語|베트남어
id|Indonesian|Indonesisch|indonésien|indonesio|indonésio|indonesiano|Indonesisch|indonezyjski|indonéština|indoneziană|indonéz|Endonezce|Bahasa Indonesia|Tiếng Indonesia|индонезийский|індонезійська|Ινδονησιακά|الإندونيسية|इंडोनेशियाई|インドネシア語|인도네시아어
`);
