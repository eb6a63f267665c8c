/**
 * The twelve Yellow and Black Path spirits (huang dao / hei dao shen) of the Tong Shu, Xie Ji
 * Bian Fang Shu book 6, in their sequence from Qing Long. Proper names: readings, not
 * translations (chinese-reading.ts).
 */
import type { TermTable } from '../terms.js';
import { hanziReading } from './chinese-reading.js';

const YELLOW = { el: 'Πνεύμα του κίτρινου δρόμου', ar: 'روح الطريق الأصفر', hi: 'पीत पथ देवता' };
const BLACK = { el: 'Πνεύμα του μαύρου δρόμου', ar: 'روح الطريق الأسود', hi: 'कृष्ण पथ देवता' };
const yellow = (h: string, p: string, ko: string, vi: string, ru: string, uk: string) => hanziReading(h, p, ko, vi, ru, uk, YELLOW);
const black = (h: string, p: string, ko: string, vi: string, ru: string, uk: string) => hanziReading(h, p, ko, vi, ru, uk, BLACK);

export const CHINESE_DAY_SPIRIT_TERMS = {
  'qing-long': yellow('青龍', 'Qing Long', '청룡', 'Thanh Long', 'Цин Лун', 'Цін Лун'),
  'ming-tang': yellow('明堂', 'Ming Tang', '명당', 'Minh Đường', 'Мин Тан', 'Мін Тан'),
  'tian-xing': black('天刑', 'Tian Xing', '천형', 'Thiên Hình', 'Тянь Син', 'Тянь Сін'),
  'zhu-que': black('朱雀', 'Zhu Que', '주작', 'Chu Tước', 'Чжу Цюэ', 'Чжу Цюе'),
  'jin-kui': yellow('金匱', 'Jin Kui', '금궤', 'Kim Quỹ', 'Цзинь Куй', 'Цзінь Куй'),
  'tian-de': yellow('天德', 'Tian De', '천덕', 'Thiên Đức', 'Тянь Дэ', 'Тянь Де'),
  'bai-hu': black('白虎', 'Bai Hu', '백호', 'Bạch Hổ', 'Бай Ху', 'Бай Ху'),
  'yu-tang': yellow('玉堂', 'Yu Tang', '옥당', 'Ngọc Đường', 'Юй Тан', 'Юй Тан'),
  'tian-lao': black('天牢', 'Tian Lao', '천뢰', 'Thiên Lao', 'Тянь Лао', 'Тянь Лао'),
  'xuan-wu': black('玄武', 'Xuan Wu', '현무', 'Huyền Vũ', 'Сюань У', 'Сюань У'),
  'si-ming': yellow('司命', 'Si Ming', '사명', 'Tư Mệnh', 'Сы Мин', 'Си Мін'),
  'gou-chen': black('勾陳', 'Gou Chen', '구진', 'Câu Trận', 'Гоу Чэнь', 'Гоу Чень'),
} satisfies TermTable;
