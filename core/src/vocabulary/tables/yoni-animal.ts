/**
 * The fourteen yoni animals of the Ashtakoota (lib/koota.ts YONI_ANIMALS; Muhurta Chintamani,
 * Vivaha prakarana): each nakshatra's animal, compared between the partners. Common nouns in each
 * language; Hindi gives the Sanskrit names the yoni tables use (ashva, gaja, mesha ...).
 */
import type { TermTable } from '../terms.js';

export const YONI_ANIMAL_TERMS = {
  'horse': {
    uk: 'Кінь', en: 'Horse', de: 'Pferd', ru: 'Конь', pl: 'Koń', es: 'Caballo', pt: 'Cavalo', fr: 'Cheval', it: 'Cavallo', nl: 'Paard', cs: 'Kůň', ro: 'Cal', hu: 'Ló', el: 'Άλογο', tr: 'At', ar: 'حصان', hi: 'अश्व', ja: '馬', ko: '말', vi: 'Ngựa', id: 'Kuda',
  },
  'elephant': {
    uk: 'Слон', en: 'Elephant', de: 'Elefant', ru: 'Слон', pl: 'Słoń', es: 'Elefante', pt: 'Elefante', fr: 'Éléphant', it: 'Elefante', nl: 'Olifant', cs: 'Slon', ro: 'Elefant', hu: 'Elefánt', el: 'Ελέφαντας', tr: 'Fil', ar: 'فيل', hi: 'गज', ja: '象', ko: '코끼리', vi: 'Voi', id: 'Gajah',
  },
  'sheep': {
    uk: 'Вівця', en: 'Sheep', de: 'Schaf', ru: 'Овца', pl: 'Owca', es: 'Oveja', pt: 'Ovelha', fr: 'Mouton', it: 'Pecora', nl: 'Schaap', cs: 'Ovce', ro: 'Oaie', hu: 'Juh', el: 'Πρόβατο', tr: 'Koyun', ar: 'خروف', hi: 'मेष', ja: '羊', ko: '양', vi: 'Cừu', id: 'Domba',
  },
  'serpent': {
    uk: 'Змія', en: 'Serpent', de: 'Schlange', ru: 'Змея', pl: 'Wąż', es: 'Serpiente', pt: 'Serpente', fr: 'Serpent', it: 'Serpente', nl: 'Slang', cs: 'Had', ro: 'Șarpe', hu: 'Kígyó', el: 'Φίδι', tr: 'Yılan', ar: 'أفعى', hi: 'सर्प', ja: '蛇', ko: '뱀', vi: 'Rắn', id: 'Ular',
  },
  'dog': {
    uk: 'Собака', en: 'Dog', de: 'Hund', ru: 'Собака', pl: 'Pies', es: 'Perro', pt: 'Cão', fr: 'Chien', it: 'Cane', nl: 'Hond', cs: 'Pes', ro: 'Câine', hu: 'Kutya', el: 'Σκύλος', tr: 'Köpek', ar: 'كلب', hi: 'श्वान', ja: '犬', ko: '개', vi: 'Chó', id: 'Anjing',
  },
  'cat': {
    uk: 'Кіт', en: 'Cat', de: 'Katze', ru: 'Кошка', pl: 'Kot', es: 'Gato', pt: 'Gato', fr: 'Chat', it: 'Gatto', nl: 'Kat', cs: 'Kočka', ro: 'Pisică', hu: 'Macska', el: 'Γάτα', tr: 'Kedi', ar: 'قط', hi: 'मार्जार', ja: '猫', ko: '고양이', vi: 'Mèo', id: 'Kucing',
  },
  'rat': {
    uk: 'Щур', en: 'Rat', de: 'Ratte', ru: 'Крыса', pl: 'Szczur', es: 'Rata', pt: 'Rato', fr: 'Rat', it: 'Ratto', nl: 'Rat', cs: 'Krysa', ro: 'Șobolan', hu: 'Patkány', el: 'Αρουραίος', tr: 'Sıçan', ar: 'جرذ', hi: 'मूषक', ja: '鼠', ko: '쥐', vi: 'Chuột', id: 'Tikus',
  },
  'cow': {
    uk: 'Корова', en: 'Cow', de: 'Kuh', ru: 'Корова', pl: 'Krowa', es: 'Vaca', pt: 'Vaca', fr: 'Vache', it: 'Mucca', nl: 'Koe', cs: 'Kráva', ro: 'Vacă', hu: 'Tehén', el: 'Αγελάδα', tr: 'İnek', ar: 'بقرة', hi: 'गौ', ja: '牛', ko: '소', vi: 'Bò', id: 'Sapi',
  },
  'buffalo': {
    uk: 'Буйвіл', en: 'Buffalo', de: 'Büffel', ru: 'Буйвол', pl: 'Bawół', es: 'Búfalo', pt: 'Búfalo', fr: 'Buffle', it: 'Bufalo', nl: 'Buffel', cs: 'Buvol', ro: 'Bivol', hu: 'Bivaly', el: 'Βουβάλι', tr: 'Manda', ar: 'جاموس', hi: 'महिष', ja: '水牛', ko: '물소', vi: 'Trâu', id: 'Kerbau',
  },
  'tiger': {
    uk: 'Тигр', en: 'Tiger', de: 'Tiger', ru: 'Тигр', pl: 'Tygrys', es: 'Tigre', pt: 'Tigre', fr: 'Tigre', it: 'Tigre', nl: 'Tijger', cs: 'Tygr', ro: 'Tigru', hu: 'Tigris', el: 'Τίγρη', tr: 'Kaplan', ar: 'نمر', hi: 'व्याघ्र', ja: '虎', ko: '호랑이', vi: 'Hổ', id: 'Harimau',
  },
  'deer': {
    uk: 'Олень', en: 'Deer', de: 'Hirsch', ru: 'Олень', pl: 'Jeleń', es: 'Ciervo', pt: 'Cervo', fr: 'Cerf', it: 'Cervo', nl: 'Hert', cs: 'Jelen', ro: 'Cerb', hu: 'Szarvas', el: 'Ελάφι', tr: 'Geyik', ar: 'أيل', hi: 'मृग', ja: '鹿', ko: '사슴', vi: 'Hươu', id: 'Rusa',
  },
  'monkey': {
    uk: 'Мавпа', en: 'Monkey', de: 'Affe', ru: 'Обезьяна', pl: 'Małpa', es: 'Mono', pt: 'Macaco', fr: 'Singe', it: 'Scimmia', nl: 'Aap', cs: 'Opice', ro: 'Maimuță', hu: 'Majom', el: 'Πίθηκος', tr: 'Maymun', ar: 'قرد', hi: 'वानर', ja: '猿', ko: '원숭이', vi: 'Khỉ', id: 'Monyet',
  },
  'mongoose': {
    uk: 'Мангуст', en: 'Mongoose', de: 'Mungo', ru: 'Мангуст', pl: 'Mangusta', es: 'Mangosta', pt: 'Mangusto', fr: 'Mangouste', it: 'Mangusta', nl: 'Mangoest', cs: 'Promyka', ro: 'Mangustă', hu: 'Mongúz', el: 'Μαγκούστα', tr: 'Firavunfaresi', ar: 'نمس', hi: 'नकुल', ja: 'マングース', ko: '몽구스', vi: 'Cầy mangut', id: 'Luwak',
  },
  'lion': {
    uk: 'Лев', en: 'Lion', de: 'Löwe', ru: 'Лев', pl: 'Lew', es: 'León', pt: 'Leão', fr: 'Lion', it: 'Leone', nl: 'Leeuw', cs: 'Lev', ro: 'Leu', hu: 'Oroszlán', el: 'Λιοντάρι', tr: 'Aslan', ar: 'أسد', hi: 'सिंह', ja: '獅子', ko: '사자', vi: 'Sư tử', id: 'Singa',
  },
} satisfies TermTable;
