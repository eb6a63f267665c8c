import { Type } from '@sinclair/typebox';
import { DateString, Operations, SIGN_SLUGS, defineOperation, term } from '@celestial/core';
import { HTML, HtmlPage, ThemeParam, esc, localInstant, localizeInstants, page, pageContext } from './lib/page.js';

/** A body as /horoscope/daily names it: by reference ({ slug, name }, issue 12), or an English name where an older answer has one. */
type Body = string | { slug: string; name: string };
const slugOf = (body: Body) => (typeof body === 'string' ? body.trim().toLowerCase() : body.slug);
const signSlugOf = (sign: number) => SIGN_SLUGS[sign - 1]!;

/** What the page reads of POST /horoscope/daily's answer (signs numbered 1-12 there). */
interface DailyHoroscope {
  sign: number;
  period: { from: string };
  moon: { sign: number };
  keyAspects: { planet1: Body; planet2: Body; aspect: string; exactAt: string }[];
  text: { overview: string };
}

export default defineOperation({
  method: 'GET',
  path: '/embed/daily-horoscope',
  summary: "Widget: a sign's horoscope for the day, the Moon's sign and the day's key aspect, as an HTML page for an iframe",
  description:
    'The answer of POST /horoscope/daily, invoked in-process (the solar-sign horoscope in the newspaper tradition of R. H. Naylor, 1930: the day\'s transits read in whole-sign houses counted from the Sun sign; text from the localized phrase bundles, deterministic per sign, date and language) drawn as a card: the overview, the Moon\'s sign and the first aspect perfected that day. `sign` aries to pisces, case and spaces ignored; `date` default today (UTC). Keyless; the free-tier watermark unless a key is sent.',
  query: Type.Object({
    sign: Type.String({ minLength: 1, maxLength: 32, description: 'aries to pisces (case and spaces ignored)' }),
    date: Type.Optional(DateString),
    theme: ThemeParam,
  }),
  response: HtmlPage,
  produces: HTML,
  examples: [{ name: 'leo-2024-08-01', query: { sign: 'leo', date: '2024-08-01' } }],
  deps: { operations: Operations },
  handler: async (input, { operations }) => {
    const { lang, theme, watermark, t } = pageContext(input);
    // /horoscope/daily reads its language from the body (resolveLang), as its route does.
    const request = { sign: input.query.sign, ...(input.query.date ? { date: input.query.date } : {}), language: lang };
    const h = await operations.invoke<DailyHoroscope>('POST /horoscope/daily', { body: request, lang, caller: input.caller });
    const signSlug = signSlugOf(h.sign);
    const key = h.keyAspects[0];
    const keyText = key
      ? `${esc(term('body', slugOf(key.planet1), lang))} ${esc(term('aspect', key.aspect, lang))} ${esc(term('body', slugOf(key.planet2), lang))} · ${esc(localInstant(key.exactAt, lang))}`
      : esc(t.none);
    const glyph = String.fromCodePoint(0x2648 + ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'].indexOf(signSlug));
    const body = `<div class="row"><div class="big" style="font-size:40px" aria-hidden="true">${glyph}&#xFE0E;</div><div>`
      + `<div class="big" data-sign="${esc(signSlug)}">${esc(term('sign', signSlug, lang))}</div><p class="sub">${esc(h.period.from.slice(0, 10))}</p></div></div>`
      // The family's text carries raw ISO instants (void of course): written as the language's date and time.
      + `<p data-text>${esc(localizeInstants(h.text.overview, lang))}</p>`
      + `<p>${esc(t.moonSign)}: <b data-moon-sign="${esc(signSlugOf(h.moon.sign))}">${esc(term('sign', signSlugOf(h.moon.sign), lang))}</b></p>`
      + `<p>${esc(t.keyAspect)}: <b data-key-aspect>${keyText}</b></p>`;
    return page({ lang, theme, title: t.dailyHoroscope, body, watermark });
  },
});
