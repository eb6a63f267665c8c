/**
 * /interpret/natal, /interpret/synastry and /interpret/transit take their facts from the answers
 * of /chart, /match/score + /synastry + /synastry/house-overlays and /transit-calendar (the
 * Operations service) instead of calling the western family's library. Each reading through
 * HTTP is compared with the facts the library gave before (natalChart, matchScore, synastry,
 * castBoth + overlaysOf, transitCalendar), over several charts and languages: nothing changed.
 */
import t from 'tap';
import { app, post } from '../helpers/app.js';
import { resolveService } from '../../runtime/src/container.js';
import { natalChart } from '../../plugins/western/src/lib/natal.js';
import { castBoth, matchScore, overlaysOf, synastry } from '../../plugins/western/src/lib/relationships.js';
import { transitCalendar } from '../../plugins/western/src/lib/transits.js';
import { natalFacts } from '../../plugins/divination/src/lib/interpret/natal.js';
import { RELATIONSHIP_HOUSES, MAX_ASPECTS } from '../../plugins/divination/src/lib/interpret/synastry.js';
import { calendarRequest, transitFacts } from '../../plugins/divination/src/lib/interpret/transit.js';
import { CROWDED, DELHI, KYIV, LONDON } from '../../plugins/render/src/lib/examples.js';

const a = await app({ families: ['divination'] });
const services = { ephemeris: resolveService(a.services, 'Ephemeris'), timeZones: resolveService(a.services, 'TimeZones') };

t.test('/interpret/natal: the facts of the library\'s chart', async (t) => {
  const cases = [[KYIV, 'overview', 'en'], [{ ...CROWDED, houseSystem: 'K' }, 'career', 'ja'], [{ ...DELHI, houseSystem: 'W' }, 'love', 'ar'], [LONDON, 'spirituality', 'de']] as const;
  for (const [chart, focus, lang] of cases) {
    const r = await post('/v1/interpret/natal', { chart, focus, language: lang });
    t.equal(r.status, 200);
    const before = natalFacts(natalChart(chart as never, services, lang), focus, lang);
    t.same(r.body.data.chart, before.chart, `${chart.date} ${focus} ${lang}: sun, moon, ascendant`);
    t.same(r.body.data.sections.map((s: any) => [s.topic, s.factors]), before.sections.map((s) => [s.topic, s.factors]), 'the same factors, topic by topic');
  }
});

t.test('/interpret/synastry: score, tightest aspects and overlays as the library gave them', async (t) => {
  const cases = [[KYIV, LONDON, 'romantic', 'en'], [CROWDED, DELHI, 'business', 'fr'], [{ ...LONDON, houseSystem: 'W' }, KYIV, 'friendship', 'ja']] as const;
  for (const [chart1, chart2, relationship, lang] of cases) {
    const r = await post('/v1/interpret/synastry', { chart1, chart2, relationship, language: lang });
    t.equal(r.status, 200);
    const body = { chart1, chart2 } as never;
    const score = (await post(`/v1/match/score?lang=${lang}`, body)).body.data;
    t.same(r.body.data.score, score, 'the score is /match/score\'s answer');
    t.same([score.score, score.harmony, score.tension, score.attraction], (({ score: s, harmony, tension, attraction }) => [s, harmony, tension, attraction])(matchScore(body, services)), 'the figures the library gave');
    const majors = synastry(body, services, lang).aspects.filter((x) => x.type.isMajor).map((x, i) => ({ x, i })).sort((p, q) => p.x.orb - q.x.orb || p.i - q.i).slice(0, MAX_ASPECTS).map(({ x }) => x);
    t.same(r.body.data.aspects.map((x: any) => [x.planet1.slug, x.type.slug, x.planet2.slug, x.orb]), majors.map((x) => [x.planet1.slug, x.type.slug, x.planet2.slug, x.orb]), 'the ten tightest majors');
    const [c1, c2] = castBoth(body, services, [0, 1, 2, 3, 4, 5, 6]);
    const houses = RELATIONSHIP_HOUSES[relationship];
    const overlays = [...overlaysOf(c1, c2).map((o) => ({ ...o, owner: 'chart1' })), ...overlaysOf(c2, c1).map((o) => ({ ...o, owner: 'chart2' }))].filter((o) => houses.includes(o.house));
    t.same(r.body.data.overlays.map((o: any) => [o.planet.slug, o.owner, o.house]), overlays.map((o) => [o.planet.toLowerCase(), o.owner, o.house]), 'the overlays in the bond\'s houses');
  }
});

t.test('/interpret/transit: the transits of the library\'s calendar', async (t) => {
  const cases = [[KYIV, '2025-06-01', '2025-07-31', undefined, 'en'], [DELHI, '2024-01-01', '2024-03-15', [1, 4], 'hi'], [LONDON, '2026-11-01', '2026-11-30', undefined, 'ja']] as const;
  for (const [chart, from, to, ids, lang] of cases) {
    const r = await post('/v1/interpret/transit', { chart, from, to, ...(ids ? { transitPlanetIds: ids } : {}), language: lang });
    t.equal(r.status, 200);
    const cal = transitCalendar(calendarRequest(chart, from, to, ids ? [...ids] : undefined) as never, services);
    const before = transitFacts(cal as never, from, to, lang);
    t.same(r.body.data.transits.map(({ reading: _r, ...x }: any) => x), before.transits, `${chart.date} ${from}..${to}`);
    t.ok(before.transits.length > 0);
  }
});
