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
  t.match(by.fortune, { dayFormula: 'Asc + Moon - Sun', nightFormula: 'Asc + Sun - Moon', reversesAtNight: true });
  t.match(by.spirit, { dayFormula: 'Asc + Sun - Moon', nightFormula: 'Asc + Moon - Sun' });
  t.match(by.eros, { dayFormula: 'Asc + Venus - Spirit', nightFormula: 'Asc + Spirit - Venus' });
  t.match(by.necessity, { dayFormula: 'Asc + Fortune - Mercury' });
  t.match(by.courage, { dayFormula: 'Asc + Fortune - Mars' });
  t.match(by.victory, { dayFormula: 'Asc + Jupiter - Spirit' });
  t.match(by.nemesis, { dayFormula: 'Asc + Fortune - Saturn' });
  t.match(by.father, { dayFormula: 'Asc + Saturn - Sun', nightFormula: 'Asc + Sun - Saturn', source: /Bonatti/ });
  t.match(by.mother, { dayFormula: 'Asc + Moon - Venus' });
  t.match(by.children, { dayFormula: 'Asc + Saturn - Jupiter' });
  t.match(by.brothers, { dayFormula: 'Asc + Jupiter - Saturn', nightFormula: 'Asc + Jupiter - Saturn', reversesAtNight: false });
  t.match(by['marriage-men'], { dayFormula: 'Asc + Venus - Saturn', reversesAtNight: false });
  for (const l of lots) if (!l.reversesAtNight) t.equal(l.dayFormula, l.nightFormula, `${l.slug}: same formula by night`);
});

t.test('GET /reference/lots?lang=pl: names and significations in Polish, formulas and slugs unchanged', async (t) => {
  const { lots, language } = await fetchDictionary(t, op, '?lang=pl');
  t.equal(language, 'pl');
  t.match(lots[0], { slug: 'fortune', name: 'Los Fortuny', dayFormula: 'Asc + Moon - Sun' });
  t.match(lots[0].signification, /ciało/);
  const en = await fetchDictionary(t, op);
  t.equal(en.lots[0].name, 'Lot of Fortune');
  t.equal(en.lots[0].signification, 'the body, livelihood, fortune and the material circumstances of life');
});
