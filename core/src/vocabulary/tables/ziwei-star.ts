/**
 * The stars of Zi Wei Dou Shu that the Ge Ju patterns name (plugins/chinese/src/lib/ziwei-patterns.ts:
 * the fourteen major stars, the auxiliaries Zuo Fu, You Bi, Wen Chang, Wen Qu, Tian Kui, Tian Yue,
 * Lu Cun, Tian Ma, the malefics Qing Yang, Tuo Luo, Huo Xing, Ling Xing, Di Kong, Di Jie, and the
 * four transformations Hua Lu, Hua Quan, Hua Ke, Hua Ji). Proper names without a translation in
 * use: the Latin-script languages write toneless pinyin, Japanese the characters (紫微斗数 books'
 * shinjitai: 禄存, 化禄, 化権), Korean and Vietnamese their Sino-Korean and Sino-Vietnamese
 * readings (자미, Tử Vi), Russian and Ukrainian the Palladius transliteration, Greek, Arabic and
 * Hindi a transliteration of the pinyin.
 * Order of a line: slug|ja|pinyin|ko|vi|ru|uk|el|ar|hi; the thirteen Latin-script languages take the pinyin.
 */
import type { LangCode } from '../../schemas/common.js';
import type { TermTable } from '../terms.js';
import { namesInOrder, rowTable } from './rows.js';

/** The columns of a line after the slug; the others take the `en` cell. */
const ORDER: readonly LangCode[] = ['ja', 'en', 'ko', 'vi', 'ru', 'uk', 'el', 'ar', 'hi'];

export const ZIWEI_STAR_TERMS: TermTable = rowTable(namesInOrder('ziwei-star', ORDER, `
zi-wei|紫微|Zi Wei|자미|Tử Vi|Цзы Вэй|Цзи Вей|Τσι Γουέι|تسي وي|ज़ी वेई
tian-ji|天機|Tian Ji|천기|Thiên Cơ|Тянь Цзи|Тянь Цзі|Τιέν Τζι|تيان جي|तियान जी
tai-yang|太陽|Tai Yang|태양|Thái Dương|Тай Ян|Тай Ян|Τάι Γιανγκ|تاي يانغ|ताई यांग
wu-qu|武曲|Wu Qu|무곡|Vũ Khúc|У Цюй|У Цюй|Γου Τσιου|وو تشو|वू चू
tian-tong|天同|Tian Tong|천동|Thiên Đồng|Тянь Тун|Тянь Тун|Τιέν Τονγκ|تيان تونغ|तियान तोंग
lian-zhen|廉貞|Lian Zhen|염정|Liêm Trinh|Лянь Чжэнь|Лянь Чжень|Λιέν Τζεν|ليان تشن|लियान झेन
tian-fu|天府|Tian Fu|천부|Thiên Phủ|Тянь Фу|Тянь Фу|Τιέν Φου|تيان فو|तियान फ़ू
tai-yin|太陰|Tai Yin|태음|Thái Âm|Тай Инь|Тай Інь|Τάι Γιν|تاي ين|ताई यिन
tan-lang|貪狼|Tan Lang|탐랑|Tham Lang|Тань Лан|Тань Лан|Ταν Λανγκ|تان لانغ|तान लांग
ju-men|巨門|Ju Men|거문|Cự Môn|Цзюй Мэнь|Цзюй Мень|Τσιου Μεν|جو من|जू मेन
tian-xiang|天相|Tian Xiang|천상|Thiên Tướng|Тянь Сян|Тянь Сян|Τιέν Σιανγκ|تيان شيانغ|तियान शियांग
tian-liang|天梁|Tian Liang|천량|Thiên Lương|Тянь Лян|Тянь Лян|Τιέν Λιανγκ|تيان ليانغ|तियान लियांग
qi-sha|七殺|Qi Sha|칠살|Thất Sát|Ци Ша|Ці Ша|Τσι Σα|تشي شا|ची शा
po-jun|破軍|Po Jun|파군|Phá Quân|По Цзюнь|По Цзюнь|Πο Τσιουν|بو جون|पो जुन
zuo-fu|左輔|Zuo Fu|좌보|Tả Phù|Цзо Фу|Цзо Фу|Τσο Φου|تسو فو|ज़ुओ फ़ू
you-bi|右弼|You Bi|우필|Hữu Bật|Ю Би|Ю Бі|Γιου Μπι|يو بي|यू बी
wen-chang|文昌|Wen Chang|문창|Văn Xương|Вэнь Чан|Вень Чан|Γουέν Τσανγκ|ون تشانغ|वेन चांग
wen-qu|文曲|Wen Qu|문곡|Văn Khúc|Вэнь Цюй|Вень Цюй|Γουέν Τσιου|ون تشو|वेन चू
tian-kui|天魁|Tian Kui|천괴|Thiên Khôi|Тянь Куй|Тянь Куй|Τιέν Κουέι|تيان كوي|तियान कुई
tian-yue|天鉞|Tian Yue|천월|Thiên Việt|Тянь Юэ|Тянь Юе|Τιέν Γιουέ|تيان يويه|तियान युए
lu-cun|禄存|Lu Cun|녹존|Lộc Tồn|Лу Цунь|Лу Цунь|Λου Τσουν|لو تسون|लू त्सुन
tian-ma|天馬|Tian Ma|천마|Thiên Mã|Тянь Ма|Тянь Ма|Τιέν Μα|تيان ما|तियान मा
qing-yang|擎羊|Qing Yang|경양|Kình Dương|Цин Ян|Цін Ян|Τσινγκ Γιανγκ|تشينغ يانغ|चिंग यांग
tuo-luo|陀羅|Tuo Luo|타라|Đà La|То Ло|То Ло|Του Λο|تو لو|तुओ लुओ
huo-xing|火星|Huo Xing|화성|Hỏa Tinh|Хо Син|Хо Сін|Χουό Σινγκ|هوو شينغ|हुओ शिंग
ling-xing|鈴星|Ling Xing|영성|Linh Tinh|Лин Син|Лін Сін|Λινγκ Σινγκ|لينغ شينغ|लिंग शिंग
di-kong|地空|Di Kong|지공|Địa Không|Ди Кун|Ді Кун|Ντι Κονγκ|دي كونغ|दी कोंग
di-jie|地劫|Di Jie|지겁|Địa Kiếp|Ди Цзе|Ді Цзє|Ντι Τσιέ|دي جيه|दी जिए
hua-lu|化禄|Hua Lu|화록|Hóa Lộc|Хуа Лу|Хуа Лу|Χουά Λου|هوا لو|हुआ लू
hua-quan|化権|Hua Quan|화권|Hóa Quyền|Хуа Цюань|Хуа Цюань|Χουά Τσιουάν|هوا تشوان|हुआ चुआन
hua-ke|化科|Hua Ke|화과|Hóa Khoa|Хуа Кэ|Хуа Ке|Χουά Κε|هوا كه|हुआ के
hua-ji|化忌|Hua Ji|화기|Hóa Kỵ|Хуа Цзи|Хуа Цзі|Χουά Τζι|هوا جي|हुआ जी
`));
