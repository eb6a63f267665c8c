import t from 'tap';
import op from '../../plugins/reference/src/lots.js';
import { fetchDictionary } from './helpers.js';

t.test('GET /reference/lots', async (t) => {
  const { lots, language } = await fetchDictionary(t, op);
  t.equal(language, 'en');
  const by = Object.fromEntries(lots.map((l: any) => [l.slug, l]));
  for (const slug of ['fortune', 'spirit', 'eros', 'necessity', 'courage', 'victory', 'nemesis']) {
    t.ok(by[slug], `Hermetic lot ${slug}`);
    t.match(by[slug].source, /Paulus Alexandrinus/);
  }
  t.match(by.fortune, { dayFormula: { text: 'Ascendant + Moon - Sun' }, nightFormula: { text: 'Ascendant + Sun - Moon' }, reversesAtNight: true });
  t.match(by.spirit, { dayFormula: { text: 'Ascendant + Sun - Moon' }, nightFormula: { text: 'Ascendant + Moon - Sun' } });
  t.match(by.eros, { dayFormula: { text: 'Ascendant + Venus - Lot of Spirit' }, nightFormula: { text: 'Ascendant + Lot of Spirit - Venus' } });
  t.match(by.necessity, { dayFormula: { text: 'Ascendant + Lot of Fortune - Mercury' } });
  t.match(by.courage, { dayFormula: { text: 'Ascendant + Lot of Fortune - Mars' } });
  t.match(by.victory, { dayFormula: { text: 'Ascendant + Jupiter - Lot of Spirit' } });
  t.match(by.nemesis, { dayFormula: { text: 'Ascendant + Lot of Fortune - Saturn' } });
  t.match(by.father, { dayFormula: { text: 'Ascendant + Saturn - Sun' }, nightFormula: { text: 'Ascendant + Sun - Saturn' }, source: /Bonatti/ });
  t.match(by.mother, { dayFormula: { text: 'Ascendant + Moon - Venus' } });
  t.match(by.children, { dayFormula: { text: 'Ascendant + Saturn - Jupiter' } });
  t.match(by.brothers, { dayFormula: { text: 'Ascendant + Jupiter - Saturn' }, nightFormula: { text: 'Ascendant + Jupiter - Saturn' }, reversesAtNight: false });
  t.match(by['marriage-men'], { dayFormula: { text: 'Ascendant + Venus - Saturn' }, reversesAtNight: false });
  for (const l of lots) if (!l.reversesAtNight) t.same(l.dayFormula, l.nightFormula, `${l.slug}: same formula by night`);
  t.same(by.eros.dayFormula, { ascendant: { slug: 'ascendant', name: 'Ascendant' }, add: { slug: 'venus', name: 'Venus' }, subtract: { slug: 'spirit', name: 'Lot of Spirit' }, text: 'Ascendant + Venus - Lot of Spirit' }, 'the points as references: a planet and a lot');
});

t.test('GET /reference/lots?lang=pl: names and significations in Polish, formulas and slugs unchanged', async (t) => {
  const { lots, language } = await fetchDictionary(t, op, '?lang=pl');
  t.equal(language, 'pl');
  t.match(lots[0], { slug: 'fortune', name: 'Los Fortuny', dayFormula: { add: { slug: 'moon', name: 'Księżyc' }, subtract: { slug: 'sun', name: 'Słońce' }, text: 'Ascendent + Księżyc - Słońce' } });
  t.match(lots[0].signification, /ciało/);
  const en = await fetchDictionary(t, op);
  t.equal(en.lots[0].name, 'Lot of Fortune');
  t.equal(en.lots[0].signification, 'the body, livelihood, fortune and the material circumstances of life');
});

t.test('GET /reference/lots in Japanese and Hindi: the formula written with the names of the language (issue 12: it read Asc + Moon - Sun)', async (t) => {
  const ja = await fetchDictionary(t, op, '?lang=ja');
  t.same(ja.lots[0].dayFormula, { ascendant: { slug: 'ascendant', name: 'アセンダント' }, add: { slug: 'moon', name: '月' }, subtract: { slug: 'sun', name: '太陽' }, text: 'アセンダント + 月 - 太陽' });
  const hi = await fetchDictionary(t, op, '?lang=hi');
  t.match(hi.lots[0].nightFormula, { add: { slug: 'sun' }, subtract: { slug: 'moon' }, text: /^लग्न \+ सूर्य - चंद्र/ });
});
