/**
 * The Hellenistic family in the answer's language (issue 12): each of the family's display
 * strings that was English in every language, called through HTTP in Japanese, Hindi and German
 * and compared with the word of core's table written out here (a known answer per table: lot,
 * chart-angle, lunar-node, and the family's sentence tables hyleg-reason, length-of-life-text,
 * element-balance-note, huber-motivation, lunation-keyword), with the slug beside it. Then the
 * English sweep (scripts/english-sweep.ts) over every example of the family in Japanese and
 * Arabic finds no Latin word in a display string (the whole family answers in about 2 s).
 */
import t from 'tap';
import { app, MASTER_KEY, post } from '../helpers/app.js';
import { englishSweep, summarise } from '../../scripts/english-sweep.js';

const KYIV = { date: '1990-07-15', time: '14:30:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52 };
const NIGHT = { date: '1985-01-10', time: '23:15:00', timezoneOffset: 1, latitude: 48.85, longitude: 2.35 };

const a = await app({ families: ['hellenistic'] });

async function data(path: string, body: unknown, lang: string) {
  const r = await post(`/v1${path}?lang=${lang}`, body);
  if (r.status !== 200) throw new Error(`${path} ${lang}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data;
}

t.test('lots, firdaria, profections, zodiacal releasing: names from the lot, chart-angle and lunar-node tables', async (t) => {
  const want = {
    ja: { formula: 'アセンダント + 月 - 太陽', node: 'ノースノード', asc: 'アセンダント', fortune: '幸運のロット', spirit: '精神のロット' },
    hi: { formula: 'लग्न + चंद्र - सूर्य', node: 'उत्तरी चंद्र पात', asc: 'लग्न', fortune: 'भाग्य बिंदु', spirit: 'आत्मा बिंदु' },
    de: { formula: 'Aszendent + Mond - Sonne', node: 'Nördlicher Mondknoten', asc: 'Aszendent', fortune: 'Glückspunkt', spirit: 'Los des Geistes' },
  };
  for (const [lang, w] of Object.entries(want)) {
    const fortune = (await data('/hellenistic/lots', KYIV, lang)).lots[0];
    t.same([fortune.formula.add.slug, fortune.formula.subtract.slug, fortune.formula.text], ['moon', 'sun', w.formula], `${lang}: Fortune by day`);
    const f = await data('/hellenistic/firdaria', { ...KYIV, targetDate: '2024-01-01' }, lang);
    t.same(f.periods[7].lord, { slug: 'north-node', name: w.node }, `${lang}: the eighth firdar is the North Node's`);
    const p = await data('/hellenistic/profections/annual', { ...KYIV, targetDate: '2024-03-01' }, lang);
    const byslug = Object.fromEntries(p.profectedPoints.map((x: any) => [x.slug, x.name]));
    t.same([byslug.ascendant, byslug.fortune, byslug.spirit], [w.asc, w.fortune, w.spirit], `${lang}: profected points`);
    const zr = await data('/hellenistic/zodiacal-releasing', { ...KYIV, years: 10 }, lang);
    t.same([zr.lot.slug, zr.lot.name], ['spirit', w.spirit], `${lang}: the released lot`);
  }
});

t.test("hyleg and circumambulations: Ptolemy's reasons, the doctrine statements and the disclaimer in the language", async (t) => {
  const want = {
    ja: {
      day: 'セクトの光体（太陽）がアフェティック・プレイス（第9ハウス）にある',
      night: '夜の生まれで、光体も支配星もアフェティック・プレイスにないため、幸運のロット（出生前最後のシジジーは満月）',
      out: 'アフェティック・プレイスにない',
      ruler: '月、出生前の満月、幸運のロットに対して最も多くの支配権（6）を持つが、アフェティック・プレイスにない',
      doctrine: /^ハイレグはプトレマイオス（『テトラビブロス』III\.10）による。/, circum: /^アフェティック・ポイントを一次運動によって/, disclaimer: /^研究のために示す歴史的な教説です。/,
    },
    hi: {
      day: 'सेक्ट का ज्योतिग्रह (सूर्य) आफ़ेटिक स्थान (भाव 9) में है',
      night: 'रात में, जब न कोई ज्योतिग्रह और न शासक ग्रह आफ़ेटिक स्थान में है: भाग्य बिंदु (जन्म से पहले की अंतिम युति-प्रतियुति पूर्णिमा थी)',
      out: 'आफ़ेटिक स्थान में नहीं',
      ruler: 'चंद्रमा, जन्म-पूर्व पूर्णिमा और भाग्य बिंदु पर सर्वाधिक अधिकार (6) रखता है, पर आफ़ेटिक स्थान में नहीं है',
      doctrine: /^टॉलेमी के अनुसार हायलेग/, circum: /^आफ़ेटिक बिंदु को प्राथमिक गति से/, disclaimer: /^अध्ययन के लिए प्रस्तुत एक ऐतिहासिक सिद्धांत।/,
    },
    de: {
      day: 'das Licht der Sekte, Sonne, steht an einem aphetischen Ort (9. Haus)',
      night: 'bei Nacht, da weder ein Licht noch der herrschende Planet an einem aphetischen Ort steht, der Glückspunkt (die letzte Syzygie vor der Geburt war ein Vollmond)',
      out: 'nicht an einem aphetischen Ort',
      ruler: 'hat die meisten Anrechte (6) über den Mond, den vorgeburtlichen Vollmond und den Glückspunkt, steht aber an keinem aphetischen Ort',
      doctrine: /^Der Hyleg nach Ptolemäus \(Tetrabiblos III\.10\)/, circum: /^Der aphetische Punkt wird durch primäre Bewegung/, disclaimer: /^Eine historische Lehre, zum Studium dargestellt\./,
    },
  };
  for (const [lang, w] of Object.entries(want)) {
    const d = await data('/hellenistic/hyleg-alcocoden', KYIV, lang);
    t.same(d.hyleg.reason, { slug: 'sect-light', claims: null, text: w.day }, `${lang}: the Kyiv day chart's Sun`);
    t.equal(d.doctrineSlug, 'hyleg-ptolemy-alcocoden-abu-mashar');
    t.match(d.doctrine, w.doctrine, `${lang}: doctrine`);
    t.same([d.disclaimerSlug, w.disclaimer.test(d.disclaimer)], ['historical-doctrine-disclaimer', true], `${lang}: disclaimer`);
    const n = await data('/hellenistic/hyleg-alcocoden', NIGHT, lang);
    t.same(n.hyleg.reason, { slug: 'by-night-fortune', claims: null, text: w.night }, `${lang}: the Paris night chart's Lot of Fortune`);
    // The Moon and the Sun out of the aphetic places; Mercury holds 6 claims over the night's places but is out too.
    t.same(n.candidates.map((c: any) => c.rejectedBecause), [
      { slug: 'not-in-aphetic-place', claims: null, text: w.out }, { slug: 'not-in-aphetic-place', claims: null, text: w.out },
      { slug: 'ruler-not-aphetic', claims: 6, text: w.ruler }, null,
    ], `${lang}: the candidates passed over`);
    const c = await data('/hellenistic/circumambulations', { ...KYIV, years: 10 }, lang);
    t.equal(c.doctrineSlug, 'circumambulations-ptolemy');
    t.match(c.doctrine, w.circum, `${lang}: circumambulations doctrine`);
  }
});

t.test("modern schools: Arroyo's notes, the Hubers' motivation, Rudhyar's keywords, the Uranian formulas", async (t) => {
  const want = {
    ja: { water: '水の過剰：大きな感受性が、気分や他者の中に呑み込まれることがある。', red: /^赤が主導：/, keywords: ['意識の危機', '方向転換', '理念への献身'], picture: '土星/天頂 = アセンダント' },
    hi: { water: 'जल की अधिकता: गहरी संवेदनशीलता, जो मनोदशाओं और दूसरों में डूब सकती है।', red: /^लाल प्रधान:/, keywords: ['चेतना में संकट', 'पुनर्अभिविन्यास', 'वैचारिक प्रतिबद्धता'], picture: 'शनि/मध्याकाश = लग्न' },
    de: { water: 'Wasser überbetont: große Empfindsamkeit, die in Stimmungen und in anderen aufgehen kann.', red: /^Rot führt:/, keywords: ['Krise im Bewusstsein', 'Neuorientierung', 'ideelle Verpflichtung'], picture: 'Saturn/Himmelsmitte = Aszendent' },
  };
  for (const [lang, w] of Object.entries(want)) {
    const e = await data('/modern/arroyo/element-balance', KYIV, lang);
    t.same(e.notes.map((x: any) => [x.slug, x.element.slug, x.condition, x.text]), [['water-overemphasised', 'water', 'overemphasised', w.water]], `${lang}: Kyiv's water over 40%`);
    const h = await data('/modern/huber/aspect-structure', KYIV, lang);
    t.same(h.motivation.readings.map((r: any) => [r.slug, r.colour]), [['red-leads', 'red']]);
    t.match(h.motivation.readings[0].text, w.red, `${lang}: red leads`);
    const l = await data('/modern/rudhyar/lunation-type', KYIV, lang);
    t.same([l.phase, l.keywords.map((k: any) => k.slug), l.keywords.map((k: any) => k.name)], ['last-quarter', ['crisis-in-consciousness', 'reorientation', 'ideological-commitment'], w.keywords], `${lang}: the last-quarter type`);
    const p = await data('/modern/uranian/planetary-pictures', { ...KYIV, orb: 0.25 }, lang);
    const sm = p.pictures.find((x: any) => x.formula.pair.map((f: any) => f.slug).join() === 'saturn,midheaven' && x.formula.equals.slug === 'ascendant');
    t.same([sm.kind, sm.formula.minus, sm.formula.text], ['midpoint', null, w.picture], `${lang}: the midpoint picture Saturn/MC = ASC`);
    // Directed pictures: the target keeps its slug key and is named in the language, factor by factor.
    const dp = await data('/modern/uranian/directed-pictures', { ...KYIV, startDate: '2024-01-01', years: 1 }, lang);
    const named = Object.fromEntries(p.pictures.flatMap((x: any) => x.factors.map((f: any) => [f.slug, f.name])));
    const mid = dp.hits.find((h: any) => h.targetKind === 'midpoint' && h.target.split('/').every((s: string) => named[s]));
    t.equal(mid.targetName, mid.target.split('/').map((s: string) => named[s]).join('/'), `${lang}: ${mid.target} named ${mid.targetName}`);
  }
});

t.test('the English sweep: no Latin word in any display string of the family in Japanese or Arabic', async (t) => {
  for (const lang of ['ja', 'ar']) {
    const { leaks, called, failed } = await englishSweep(a as Parameters<typeof englishSweep>[0], MASTER_KEY, lang, (e) => e.family === 'hellenistic');
    t.ok(called > 50, `${lang}: ${called} examples called`);
    t.same(failed, [], `${lang}: every example answers 200`);
    t.same(summarise(leaks), [], `${lang}: no English`);
  }
});
