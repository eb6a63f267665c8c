/**
 * The structures (ge ju) of Zi Ping: the eight regular ones named by the ten god that forms
 * them, the two of the companion (Jian Lu, Yue Ren), and the special ones (Zi Ping Zhen Quan,
 * Shen Xiaozhan; Di Tian Sui for the follow and transformation structures). Readings
 * (chinese-reading.ts), Japanese in its own characters.
 */
import type { TermTable } from '../terms.js';
import { hanziReading } from './chinese-reading.js';
import type { Described } from './chinese-reading.js';

const r = (h: string, p: string, ko: string, vi: string, ru: string, uk: string, ja: string, d: Described) => hanziReading(h, p, ko, vi, ru, uk, d, ja);

export const CHINESE_STRUCTURE_TERMS = {
  'zheng-guan': r('正官格', 'Zheng Guan', '정관격', 'Chính Quan cách', 'Чжэн Гуань', 'Чжен Гуань', '正官格', { el: 'Δομή του Άμεσου αξιωματούχου', ar: 'بنية المسؤول المباشر', hi: 'प्रत्यक्ष अधिकारी संरचना' }),
  'qi-sha': r('七殺格', 'Qi Sha', '칠살격', 'Thất Sát cách', 'Ци Ша', 'Ці Ша', '七殺格', { el: 'Δομή των Επτά θανάτων', ar: 'بنية القتلات السبع', hi: 'सप्त घात संरचना' }),
  'zheng-cai': r('正財格', 'Zheng Cai', '정재격', 'Chính Tài cách', 'Чжэн Цай', 'Чжен Цай', '正財格', { el: 'Δομή του Άμεσου πλούτου', ar: 'بنية الثروة المباشرة', hi: 'प्रत्यक्ष धन संरचना' }),
  'pian-cai': r('偏財格', 'Pian Cai', '편재격', 'Thiên Tài cách', 'Пянь Цай', 'Пянь Цай', '偏財格', { el: 'Δομή του Έμμεσου πλούτου', ar: 'بنية الثروة غير المباشرة', hi: 'अप्रत्यक्ष धन संरचना' }),
  'zheng-yin': r('正印格', 'Zheng Yin', '정인격', 'Chính Ấn cách', 'Чжэн Инь', 'Чжен Інь', '正印格', { el: 'Δομή του Άμεσου πόρου', ar: 'بنية المورد المباشر', hi: 'प्रत्यक्ष संसाधन संरचना' }),
  'pian-yin': r('偏印格', 'Pian Yin', '편인격', 'Thiên Ấn cách', 'Пянь Инь', 'Пянь Інь', '偏印格', { el: 'Δομή του Έμμεσου πόρου', ar: 'بنية المورد غير المباشر', hi: 'अप्रत्यक्ष संसाधन संरचना' }),
  'shi-shen': r('食神格', 'Shi Shen', '식신격', 'Thực Thần cách', 'Ши Шэнь', 'Ши Шень', '食神格', { el: 'Δομή του Θεού της τροφής', ar: 'بنية إله الطعام', hi: 'भोजन देव संरचना' }),
  'shang-guan': r('傷官格', 'Shang Guan', '상관격', 'Thương Quan cách', 'Шан Гуань', 'Шан Гуань', '傷官格', { el: 'Δομή του Τραυματίζοντος αξιωματούχου', ar: 'بنية المسؤول الجارح', hi: 'आहत अधिकारी संरचना' }),
  'jian-lu': r('建祿格', 'Jian Lu', '건록격', 'Kiến Lộc cách', 'Цзянь Лу', 'Цзянь Лу', '建禄格', { el: 'Δομή της Εδραιωμένης ευημερίας', ar: 'بنية الرخاء المؤسس', hi: 'स्थापित समृद्धि संरचना' }),
  'yue-ren': r('月刃格', 'Yue Ren', '월인격', 'Nguyệt Nhận cách', 'Юэ Жэнь', 'Юе Жень', '月刃格', { el: 'Δομή της Λεπίδας του μήνα', ar: 'بنية نصل الشهر', hi: 'मास खड्ग संरचना' }),
  'cong-cai': r('從財格', 'Cong Cai', '종재격', 'Tòng Tài cách', 'Цун Цай', 'Цун Цай', '従財格', { el: 'Δομή που ακολουθεί τον πλούτο', ar: 'بنية اتباع الثروة', hi: 'धन अनुगामी संरचना' }),
  'cong-sha': r('從殺格', 'Cong Sha', '종살격', 'Tòng Sát cách', 'Цун Ша', 'Цун Ша', '従殺格', { el: 'Δομή που ακολουθεί την εξουσία', ar: 'بنية اتباع السلطة', hi: 'सत्ता अनुगामी संरचना' }),
  'cong-er': r('從兒格', 'Cong Er', '종아격', 'Tòng Nhi cách', 'Цун Эр', 'Цун Ер', '従児格', { el: 'Δομή που ακολουθεί το παιδί', ar: 'بنية اتباع الذرية', hi: 'संतान अनुगामी संरचना' }),
  'zhuan-wang': r('專旺格', 'Zhuan Wang', '전왕격', 'Chuyên Vượng cách', 'Чжуань Ван', 'Чжуань Ван', '専旺格', { el: 'Δομή της Κυρίαρχης φάσης', ar: 'بنية الطور المهيمن', hi: 'प्रबल तत्व संरचना' }),
  'hua-qi': r('化氣格', 'Hua Qi', '화기격', 'Hóa Khí cách', 'Хуа Ци', 'Хуа Ці', '化気格', { el: 'Δομή του Μετασχηματισμού', ar: 'بنية التحول', hi: 'रूपांतरण संरचना' }),
} satisfies TermTable;
