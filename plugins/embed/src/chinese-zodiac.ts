import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, defineOperation, jdToIsoWithOffset } from '@celestial/core';

// Yin and yang are named from core's yin-yang table in the page's language (issue 12: the page
// wrote the Latin "Yang"/"Yin" in every language), beside the character; core's polarity table
// names the signs' masculine/feminine, a different concept.
import { HTML, HtmlPage, ThemeParam, esc, instantHtml, page, pageContext, rangeArrow } from './lib/page.js';
import { yearPillarAt } from './lib/chinese-year.js';
import { localJd } from './lib/time.js';

export default defineOperation({
  method: 'GET',
  path: '/embed/chinese-zodiac',
  summary: 'Widget: the animal, element, yin/yang and stem-branch of the year pillar of a birth date, with the year boundary, as an HTML page for an iframe',
  description:
    'The sexagenary year counted from Lichun (the Sun\'s apparent longitude 315 degrees, the exact ephemeris instant, core\'s solar terms) as in BaZi, not from the lunar new year; the boundaries of that year (this Lichun and the next) shown in the `tz` offset. `24:00:00` is midnight at the end of the date. Keyless; the free-tier watermark unless a key is sent.',
  query: Type.Object({
    date: DateString,
    time: Type.Optional(Type.String({ pattern: '^(([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d|24:00:00)$', description: 'local time HH:mm:ss, default 12:00:00; 24:00:00 accepted' })),
    tz: Type.Optional(Type.Number({ minimum: -14, maximum: 14, description: 'hours east of UTC (default 0)' })),
    theme: ThemeParam,
  }),
  response: HtmlPage,
  produces: HTML,
  examples: [{ name: 'before-lichun-2024', query: { date: '2024-02-03', time: '12:00:00', tz: 8 } }],
  deps: { ephemeris: Ephemeris },
  handler: (input, { ephemeris }) => {
    const { lang, theme, watermark, t } = pageContext(input);
    const q = input.query;
    const tz = q.tz ?? 0;
    const jd = localJd(ephemeris, q.date, q.time ?? '12:00:00', tz);
    const p = yearPillarAt(ephemeris, jd, Number(q.date.slice(0, 4)), lang);
    const off = Math.round(tz * 60);
    const body = `<div class="row"><div class="big" style="font-size:48px" lang="zh">${esc(p.chinese)}</div><div>`
      + `<div class="big" data-animal="${esc(p.animal.slug)}">${esc(p.animal.name)}</div>`
      + `<p data-element="${esc(p.element.slug)}">${esc(p.element.name)} · <span data-polarity="${p.polarity.slug}">${esc(p.polarity.label)}</span></p>`
      + `<p>${esc(p.stem.name)} ${esc(p.branch.name)} (${esc(p.stem.chinese)}${esc(p.branch.chinese)})</p></div></div>`
      + `<p class="sub">${esc(q.date)} ${esc(q.time ?? '12:00:00')}</p>`
      + `<p>${esc(t.yearBegins)}: <b data-year-begins>${instantHtml(jdToIsoWithOffset(p.begins, off), lang)}</b> ${rangeArrow(lang)} <b data-year-ends>${instantHtml(jdToIsoWithOffset(p.ends, off), lang)}</b></p>`;
    return page({ lang, theme, title: t.chineseZodiac, body, watermark });
  },
});
