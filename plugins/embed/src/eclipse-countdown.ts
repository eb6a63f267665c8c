import { Type } from '@sinclair/typebox';
import { Ephemeris, defineOperation, jdToIsoWithOffset, position } from '@celestial/core';
import type { ZodiacSettings } from '@celestial/core';
import { eclipseAfter, eclipsesAfter } from '@celestial/core/astro';
import type { EclipseFound } from '@celestial/core/astro';
import { HTML, HtmlPage, ThemeParam, esc, instantHtml, page, pageContext } from './lib/page.js';
import { epochMsOfJd, nowJd } from './lib/time.js';

const TROPICAL: ZodiacSettings = { zodiacType: 'tropical', siderealMode: 0 };

/** The page's own clock: counts every [data-at] down each second; no request back to the service. */
const COUNTDOWN_SCRIPT = `(function(){var els=document.querySelectorAll('[data-at]');function p(v){return(v<10?'0':'')+v}`
  + `function tick(){var n=Date.now();for(var i=0;i<els.length;i++){var e=els[i];var s=Math.max(0,Math.floor((Number(e.getAttribute('data-at'))-n)/1000));`
  + `var d=Math.floor(s/86400);s%=86400;e.textContent=d+' '+e.getAttribute('data-days')+' '+p(Math.floor(s/3600))+':'+p(Math.floor(s%3600/60))+':'+p(s%60)}}`
  + `tick();setInterval(tick,1000)})();`;

/** "12 days 03:04:05" at render time; the script keeps it current. */
export function countdownText(ms: number, days: string): string {
  let s = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(s / 86400);
  s %= 86400;
  const p = (v: number) => String(v).padStart(2, '0');
  return `${d} ${days} ${p(Math.floor(s / 3600))}:${p(Math.floor((s % 3600) / 60))}:${p(s % 60)}`;
}

export default defineOperation({
  method: 'GET',
  path: '/embed/eclipse-countdown',
  summary: 'Widget: the next eclipses with a live countdown, type, date and sign, as an HTML page for an iframe',
  description:
    'The eclipse search of the eclipse-incoming stream (core\'s eclipsesAfter: swe_sol_eclipse_when_glob, swe_lun_eclipse_when) from the present moment; the sign is the Sun\'s (solar) or the Moon\'s (lunar) tropical longitude at maximum. Dates in the `tz` offset (hours east, default 0: UTC), written as the language writes a date and time. The page counts down with its own clock (an inline script) and needs no polling. Keyless; the free-tier watermark unless a key is sent.',
  query: Type.Object({
    kind: Type.Optional(Type.Union([Type.Literal('solar'), Type.Literal('lunar'), Type.Literal('any')], { description: 'default any' })),
    count: Type.Optional(Type.Integer({ minimum: 1, maximum: 5, description: 'how many eclipses (default 3)' })),
    tz: Type.Optional(Type.Number({ minimum: -14, maximum: 14, description: 'hours east of UTC for the dates shown (default 0)' })),
    theme: ThemeParam,
  }),
  response: HtmlPage,
  produces: HTML,
  // The answer moves with the clock: never served from the response cache.
  cache: false,
  examples: [{ name: 'next-two-solar', query: { kind: 'solar', count: 2, tz: 5.5 } }],
  deps: { ephemeris: Ephemeris },
  handler: (input, { ephemeris }) => {
    const { lang, theme, watermark, t } = pageContext(input);
    const kind = input.query.kind ?? 'any';
    const count = input.query.count ?? 3;
    const off = Math.round((input.query.tz ?? 0) * 60);
    const now = nowJd();
    let found: EclipseFound[];
    if (kind === 'any') found = eclipsesAfter(ephemeris, now, count);
    else {
      found = [];
      for (let from = now; found.length < count;) {
        const e = eclipseAfter(ephemeris, from, kind);
        if (!e) break;
        found.push(e);
        from = e.maximum + 1;
      }
    }
    const nowMs = Date.now();
    const rows = found.map((e) => {
      const lon = ephemeris.position(e.maximum, e.kind === 'solar' ? 0 : 1, TROPICAL).longitude;
      const pos = position(lon, lang);
      const at = epochMsOfJd(e.maximum);
      return `<tr data-eclipse="${e.kind}" data-type="${e.type}"><td>${esc(e.kind === 'solar' ? t.solarEclipse : t.lunarEclipse)} <span class="sub">(${esc(t[e.type])})</span></td>`
        + `<td data-maximum>${instantHtml(jdToIsoWithOffset(e.maximum, off), lang)}</td><td>${esc(pos.formatted)}</td>`
        + `<td class="big" style="font-size:14px" data-at="${at}" data-days="${esc(t.days)}">${esc(countdownText(at - nowMs, t.days))}</td></tr>`;
    }).join('');
    const body = `<table><tbody>${rows}</tbody></table>`;
    return page({ lang, theme, title: t.eclipses, body, watermark, script: COUNTDOWN_SCRIPT });
  },
});
