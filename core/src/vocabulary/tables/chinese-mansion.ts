/**
 * The 28 xiu (lunar lodges) of Chinese astronomy, from Jiao (Horn) eastward to Zhen, as Shi Ji
 * 'Tian Guan Shu' lists them. Slugs are toneless pinyin; the three Wei (尾 tail, 危 rooftop,
 * 胃 stomach) and two Bi (壁 wall, 畢 net) carry their meaning to stay distinct. Names are
 * readings (chinese-reading.ts).
 */
import type { TermTable } from '../terms.js';
import { hanziReading } from './chinese-reading.js';

let n = 0;
/** The next xiu in order, described in el/ar/hi as 'Chinese lunar mansion n'. */
const r = (h: string, p: string, ko: string, vi: string, ru: string, uk: string) => {
  n += 1;
  return hanziReading(h, p, ko, vi, ru, uk, { el: `Κινεζικός σεληνιακός σταθμός ${n}`, ar: `المنزلة القمرية الصينية ${n}`, hi: `चीनी नक्षत्र ${n}` });
};

export const CHINESE_MANSION_TERMS = {
  jiao: r('角', 'Jiao', '각', 'Giác', 'Цзяо', 'Цзяо'),
  kang: r('亢', 'Kang', '항', 'Cang', 'Кан', 'Кан'),
  di: r('氐', 'Di', '저', 'Đê', 'Ди', 'Ді'),
  fang: r('房', 'Fang', '방', 'Phòng', 'Фан', 'Фан'),
  xin: r('心', 'Xin', '심', 'Tâm', 'Синь', 'Сінь'),
  'wei-tail': r('尾', 'Wei', '미', 'Vĩ', 'Вэй', 'Вей'),
  ji: r('箕', 'Ji', '기', 'Cơ', 'Цзи', 'Цзі'),
  dou: r('斗', 'Dou', '두', 'Đẩu', 'Доу', 'Доу'),
  niu: r('牛', 'Niu', '우', 'Ngưu', 'Ню', 'Ню'),
  nu: r('女', 'Nü', '녀', 'Nữ', 'Нюй', 'Нюй'),
  xu: r('虛', 'Xu', '허', 'Hư', 'Сюй', 'Сюй'),
  'wei-rooftop': r('危', 'Wei', '위', 'Nguy', 'Вэй', 'Вей'),
  shi: r('室', 'Shi', '실', 'Thất', 'Ши', 'Ши'),
  'bi-wall': r('壁', 'Bi', '벽', 'Bích', 'Би', 'Бі'),
  kui: r('奎', 'Kui', '규', 'Khuê', 'Куй', 'Куй'),
  lou: r('婁', 'Lou', '루', 'Lâu', 'Лоу', 'Лоу'),
  'wei-stomach': r('胃', 'Wei', '위', 'Vị', 'Вэй', 'Вей'),
  mao: r('昴', 'Mao', '묘', 'Mão', 'Мао', 'Мао'),
  'bi-net': r('畢', 'Bi', '필', 'Tất', 'Би', 'Бі'),
  zi: r('觜', 'Zi', '자', 'Chủy', 'Цзы', 'Цзи'),
  shen: r('參', 'Shen', '삼', 'Sâm', 'Шэнь', 'Шень'),
  jing: r('井', 'Jing', '정', 'Tỉnh', 'Цзин', 'Цзін'),
  gui: r('鬼', 'Gui', '귀', 'Quỷ', 'Гуй', 'Гуй'),
  liu: r('柳', 'Liu', '류', 'Liễu', 'Лю', 'Лю'),
  xing: r('星', 'Xing', '성', 'Tinh', 'Син', 'Сін'),
  zhang: r('張', 'Zhang', '장', 'Trương', 'Чжан', 'Чжан'),
  yi: r('翼', 'Yi', '익', 'Dực', 'И', 'І'),
  zhen: r('軫', 'Zhen', '진', 'Chẩn', 'Чжэнь', 'Чжень'),
} satisfies TermTable;
