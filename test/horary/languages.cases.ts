/**
 * Issue 12, task R: the horary and electional explanations in the answer's language. Each
 * testimony, consideration and rule is a slug with its data and a text from core's sentence tables
 * (horary-testimony, horary-consideration, electional-rule; thief-complexion, lost-object-place,
 * electional-activity): known answers in Japanese, Hindi and German for the London figure of
 * 2024-05-14 10:20 (Leo rising, the Moon at 11.76 Leo in the 1st, the Sun at 24.07 Taurus in the 10th).
 */
import t from 'tap';
import { get, post } from '../helpers/app.js';

const LONDON = { date: '2024-05-14', time: '10:20:00', timezone: 'Europe/London', latitude: 51.5074, longitude: -0.1278, houseSystem: 'R' };
const data = async (path: string, body: unknown, lang: string) => {
  const r = await post(`/v1${path}`, body, { 'accept-language': lang });
  if (r.status !== 200) throw new Error(`${path} ${lang}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data;
};

t.test('lost object and thief in Japanese: testimonies, place and complexion from core tables, slugs unchanged', async (t) => {
  const l = await data('/horary/lost-object', LONDON, 'ja');
  t.match(l.recoverable.testimonies[0], { slug: 'moon-applies-to-owner', planet: { slug: 'sun', name: '太陽' }, text: '月が持ち主の表示星太陽にアプライしている' });
  t.match(l.recoverable.testimonies[2], { slug: 'thing-significator-in-house', house: 10, text: '物の表示星太陽が第10ハウスに' });
  t.equal(l.location.environment.description, '地面やその近く：床、地下室、物置、牧草地', 'earth (lost-object-place)');
  const th = await data('/horary/thief', LONDON, 'ja');
  t.equal(th.description.complexion, '青白く色白で、丸顔', "the Moon's complexion (thief-complexion)");
  t.match(th.recovery.testimonies[1], { slug: 'moon-applies-to-asc-lord', text: '月がアセンダントの支配星太陽にアプライしている' });
});

t.test('pregnancy in Hindi and German: the sign and the houses named in the language', async (t) => {
  const hi = await data('/horary/pregnancy', LONDON, 'hi');
  t.match(hi.testimonies[0], { slug: 'barren-sign-on-ascendant', sign: { sign: 5, slug: 'leo', name: 'सिंह' }, text: 'लग्न में बंध्या राशि: सिंह', for: false, weight: 1 });
  t.match(hi.testimonies[2], { slug: 'fifth-lord-cadent', planet: { slug: 'mars' }, house: 9, text: 'मंगल, भाव 5 का स्वामी, आपोक्लिम भाव 9 में' });
  const de = await data('/horary/pregnancy', LONDON, 'de');
  t.match(de.testimonies[3], { slug: 'evil-lord-afflicts', houses: [12], other: { slug: 'sun' }, text: 'Mond, Herrscher von Haus 12, im Quadrat oder in Opposition zu: Sonne' });
});

t.test('decumbiture, considerations and yes-no in Japanese and German', async (t) => {
  const d = await data('/horary/decumbiture', LONDON, 'ja');
  t.equal(d.disclaimer, '歴史的な占星術の教説（カルペパー、1655年）であり、医学的助言ではない');
  t.match(d.testimonies[0], { slug: 'disease-stronger-than-sick', score: -5, otherScore: -5 });
  const c = await data('/horary/considerations', LONDON, 'de');
  t.match(c.considerations[0].detail, { slug: 'early-ascendant', text: 'der Aszendent auf 5,58° seines Zeichens (unter 3° ist die Sache noch nicht reif)' });
  t.ok(Math.abs(c.considerations[0].detail.degree - 5.58) < 0.01, 'the degree as a number, unrounded');
  t.match(c.considerations[7].detail, { slug: 'seventh-afflicted', planets: [], planet: { slug: 'saturn' }, others: [], text: 'Übeltäter in Haus 7: keine; der Herrscher von Haus 7, Saturn, im harten Aspekt zu: keine' });
  const y = await data('/horary/yes-no', { ...LONDON, quesitedHouse: 12 }, 'ja');
  t.match(y.testimonies[0], { slug: 'perfection-direct', text: '表示星同士のコンジャンクションまたはアスペクトによる成就', weight: 3 });
});

t.test('electional activities and rules in German and Japanese', async (t) => {
  const acts = (await get('/v1/electional/activities', { 'accept-language': 'de' })).body.data;
  t.same(acts.activities.map((a: any) => [a.slug, a.name]).slice(0, 2), [['marriage', 'Heirat'], ['contract', 'Vertragsunterzeichnung']]);
  const e = await data('/electional/evaluate', { ...LONDON, activity: 'surgery', bodyPart: 'knees' }, 'ja');
  t.same(e.activity, { slug: 'surgery', name: '手術' });
  const part = e.rules.find((r: any) => r.code === 'moon-not-in-body-part-sign');
  t.match(part.detail, { slug: 'body-part-sign', sign: { slug: 'capricorn' }, moonSign: { slug: 'leo' }, text: '膝：支配星座山羊座；月は獅子座に' });
});
