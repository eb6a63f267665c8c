/**
 * /public/chart and /public/synastry take their charts from POST /chart and POST /synastry (the
 * Operations service) instead of casting them again. The answers are compared with the former
 * in-process path (core's castChart with Sun to Pluto, crossAspects with the Ptolemaic angles
 * and the Ascendant at the Earth's turning, 360.98 degrees a day) over house systems, a sidereal
 * zodiac and three languages, and with the keyed operations' own answers: nothing changed. The
 * daily-horoscope widget, which now reads POST /horoscope/daily, is compared with the library
 * call it made before.
 */
import t from 'tap';
import { position, term } from '@celestial/core';
import { castChart, crossAspects } from '@celestial/core/astro';
import { app, post } from '../helpers/app.js';
import { resolveService } from '../../runtime/src/container.js';
import { CROWDED, DELHI, KYIV, LONDON } from '../../plugins/render/src/lib/examples.js';
import { dailyHoroscope } from '../../plugins/western/src/lib/horoscopes.js';
import { esc, localizeInstants } from '../../plugins/embed/src/lib/page.js';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const a = await app({ families: ['public', 'embed'] });
const services = { ephemeris: resolveService(a.services, 'Ephemeris'), timeZones: resolveService(a.services, 'TimeZones') };
const SUN_TO_PLUTO = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

const CHARTS = [KYIV, { ...CROWDED, houseSystem: 'K' }, { ...DELHI, houseSystem: 'W', zodiacType: 'sidereal', ayanamsa: 'lahiri' }, LONDON];

t.test('/public/chart: Sun to Pluto, houses, Ascendant and MC of the cast, /chart\'s moment and settings', async (t) => {
  for (const [i, chart] of CHARTS.entries()) {
    const lang = (['en', 'de', 'ja', 'ar'] as const)[i]!;
    const r = await post(`/v1/public/chart?lang=${lang}`, chart);
    t.equal(r.status, 200);
    const d = r.body.data;
    const cast = castChart(chart as never, services, { bodies: SUN_TO_PLUTO });
    t.same(d.planets.map((p: any) => [p.id, p.longitude, p.house, p.retrograde]), cast.bodies.map((b) => [b.id, b.longitude, b.house, b.retrograde]), `${chart.date}: the bodies of the cast`);
    t.same(d.planets[0].formatted, position(cast.bodies[0]!.longitude, lang).formatted, `written in ${lang}`);
    t.same(d.ascendant, position(cast.angles.ascendant, lang));
    t.same(d.midheaven, position(cast.angles.mc, lang));
    const keyed = (await post(`/v1/chart?lang=${lang}`, chart)).body.data;
    t.same(d.moment, keyed.moment, 'the moment /chart echoes');
    t.same(d.settings, keyed.settings, 'the settings /chart echoes');
  }
});

t.test('/public/synastry: the former teaser, aspect for aspect', async (t) => {
  const pairs = [[KYIV, LONDON], [CROWDED, DELHI], [{ ...LONDON, houseSystem: 'W' }, KYIV]] as const;
  for (const [c1, c2] of pairs) {
    const r = await post('/v1/public/synastry?lang=fr', { chart1: c1, chart2: c2 });
    t.equal(r.status, 200);
    const d = r.body.data;
    const x1 = castChart(c1 as never, services, { bodies: SUN_TO_PLUTO });
    const x2 = castChart(c2 as never, services, { bodies: SUN_TO_PLUTO });
    const points = (c: typeof x1) => [...c.bodies.map((b) => ({ id: b.id, name: b.name, longitude: b.longitude, speed: b.speed })), { id: -1, name: 'Ascendant', longitude: c.angles.ascendant, speed: 360.98 }];
    const before = crossAspects(points(x1), points(x2), { angles: [0, 60, 90, 120, 180], lang: 'fr' });
    t.equal(d.count, before.length, `${c1.date} x ${c2.date}: as many aspects`);
    t.same(d.aspects.map((x: any) => [x.planet1.id, x.planet2.id, x.type.slug, x.type.name, x.orb, x.isApplying]), before.map((x) => [x.planet1.id, x.planet2.id, x.type.slug, x.type.name, x.orb, x.isApplying]));
    t.same(d.bigThree.chart1.sun, position(x1.bodies[0]!.longitude, 'fr'));
    t.same(d.bigThree.chart2.ascendant, position(x2.angles.ascendant, 'fr'));
    const total = (e: Record<string, number>) => Object.values(e).reduce((s, n) => s + n, 0);
    t.equal(total(d.elementBalance.chart1), 11, 'Sun to Pluto and the Ascendant, no node, Chiron or Lilith');
    t.notOk(d.aspects.some((x: any) => x.planet1.id > 9 || x.planet2.id > 9), 'no node, Chiron or Lilith from /synastry');
  }
});

t.test('daily-horoscope widget: the card of POST /horoscope/daily, as the library gave it', async (t) => {
  const clock = resolveService(a.services, 'Clock');
  for (const [sign, date, lang] of [['leo', '2024-08-01', 'en'], [' Pisces ', '2024-01-11', 'de'], ['capricorn', '2025-03-29', 'ja']] as const) {
    const r = await a.inject({ method: 'GET', url: `/v1/embed/daily-horoscope?sign=${encodeURIComponent(sign)}&date=${date}&lang=${lang}`, remoteAddress: '198.51.100.7' });
    t.equal(r.statusCode, 200);
    const h = dailyHoroscope({ sign, date }, { ...services, clock }, lang);
    const slug = (s: string) => s.trim().toLowerCase();
    t.match(r.body, new RegExp(`data-sign="${slug(h.sign)}"`), `${sign} ${date}`);
    t.match(r.body, new RegExp(`data-moon-sign="${slug(h.moon.sign)}"`), 'the Moon\'s sign');
    const key = h.keyAspects[0];
    if (key) t.match(r.body, new RegExp(`data-key-aspect>${term('body', slug(key.planet1), lang)} ${term('aspect', key.aspect, lang)}`), 'the first key aspect');
    t.match(r.body, new RegExp(`<p data-text>${escapeRegExp(esc(localizeInstants(h.text.overview, lang)).slice(0, 60))}`), 'the overview text');
  }
});
