import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, Latitude, Longitude, defineOperation, jdToIsoWithOffset, term } from '@celestial/core';
import { planetaryDayAt } from '@celestial/core/astro';
import { HTML, HtmlPage, ThemeParam, esc, page, pageContext, todayUtc } from './lib/page.js';
import { clockOf, localNoonJd, nowJd } from './lib/time.js';

export default defineOperation({
  method: 'GET',
  path: '/embed/planetary-hours',
  summary: 'Widget: the 24 planetary hours of a day with ruler and start time, the current hour highlighted, as an HTML page for an iframe',
  description:
    'Core\'s planetary hours (core/src/astro/planetary-hours.ts, as the planetary-hour-changes stream): twelve unequal hours from sunrise to sunset and twelve to the next sunrise (swe_rise_trans, upper limb, standard refraction), ruled in Chaldean order from the day ruler. The day is the one whose sunrise precedes local noon of `date` (default today, UTC); times in the `tz` offset; the hour containing the present moment is highlighted. Keyless; the free-tier watermark unless a key is sent.',
  query: Type.Object({
    lat: Latitude,
    lng: Longitude,
    tz: Type.Optional(Type.Number({ minimum: -14, maximum: 14, description: 'hours east of UTC (default 0)' })),
    date: Type.Optional(DateString),
    theme: ThemeParam,
  }),
  response: HtmlPage,
  produces: HTML,
  examples: [{ name: 'kyiv-2024-06-21', query: { lat: 50.45, lng: 30.52, tz: 3, date: '2024-06-21' } }],
  deps: { ephemeris: Ephemeris },
  handler: (input, { ephemeris }) => {
    const { lang, theme, watermark, t } = pageContext(input);
    const q = input.query;
    const tz = q.tz ?? 0;
    const date = q.date ?? todayUtc();
    const day = planetaryDayAt(ephemeris, localNoonJd(ephemeris, date, tz), q.lng, q.lat);
    const now = nowJd();
    const local = (jd: number) => clockOf(jdToIsoWithOffset(jd, Math.round(tz * 60)));
    const rows = day.hours.map((h) => {
      const slug = h.ruler.toLowerCase();
      const current = now >= h.start && now < h.end;
      return `<tr${current ? ' class="now" data-current' : ''}><td>${h.number}</td><td>${h.kind === 'day' ? '☉' : '☾'}</td>`
        + `<td data-ruler="${esc(slug)}">${esc(term('body', slug, lang))}</td><td>${esc(local(h.start))}</td></tr>`;
    }).join('');
    const body = `<p class="sub">${esc(date)} · ${esc(t.sunrise)} ${esc(local(day.sunrise))} · ${esc(t.sunset)} ${esc(local(day.sunset))}</p>`
      + `<table><thead><tr><th>#</th><th></th><th>${esc(t.ruler)}</th><th>${esc(t.start)}</th></tr></thead><tbody>${rows}</tbody></table>`;
    return page({ lang, theme, title: t.planetaryHours, body, watermark });
  },
});
