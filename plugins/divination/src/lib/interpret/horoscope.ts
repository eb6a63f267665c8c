/**
 * /interpret/horoscope: the sky facts of the period for a sign, from the western family's sign
 * horoscopes invoked through the Operations service: the planets passing through the
 * whole-sign (solar) houses counted from the sign, their ingresses and exact aspects to the
 * sign's middle degree (POST /horoscope/love, /career, /health), and the period's overall
 * horoscope (POST /horoscope/daily, /weekly or /monthly: the Moon, lunations, exact aspects)
 * whose texts, in the 21 languages of the phrase bundles, the composer reads.
 */
import type { Caller, LangCode, Operations } from '@celestial/core';
import { SIGN_SLUGS } from '@celestial/core';
// The phrase tables: text no operation answers (the names and house areas of the sky lines), read as data.
import { areaOf, aspectName, ordinalOf, planetName, signName } from '@celestial/plugin-western/lib/horoscope-phrases';
import type { ReadingJob } from '@celestial/core';

export const PERIODS = ['day', 'week', 'month'] as const;
export type Period = (typeof PERIODS)[number];
export const SECTIONS = ['love', 'career', 'health', 'mood'] as const;

/** What the reading takes of a period horoscope's answer (its sign numbered 1-12). */
interface PeriodHoroscope {
  sign: number;
  period: { from: string; to: string };
  text: { love: string; career: string; health: string; overview: string };
}

/**
 * What it takes of a topic horoscope's answer: each factor's body by reference, its aspect by
 * slug (or by reference, should the answer name aspects so as other answers do).
 */
interface TopicHoroscope {
  factors: { planet: { slug: string }; solarHouse: number; aspect: string | { slug: string } | null; at: string }[];
}

const OVERALL: Readonly<Record<Period, string>> = { day: 'POST /horoscope/daily', week: 'POST /horoscope/weekly', month: 'POST /horoscope/monthly' };

export async function horoscopeFacts(body: { sign: string; period: Period; date: string }, operations: Operations, lang: LangCode, caller: Caller) {
  // Case and spaces ignored (catalogue): ' Leo ' and 'LEO' are leo; the horoscopes refuse any other sign (400 naming sign).
  const sign = body.sign.replace(/\s+/g, '').toLowerCase();
  // The horoscopes read their language from the body (resolveLang), as their routes do.
  const call = (key: string, request: Record<string, unknown>) => operations.invoke(key, { body: { ...request, language: lang }, lang, caller });
  // The period's horoscope first: it checks the sign and the date before the topics are asked.
  const overall = (await call(OVERALL[body.period], body.period === 'month' ? { sign, month: body.date.slice(0, 7) } : { sign, date: body.date })) as PeriodHoroscope;
  const slug = SIGN_SLUGS[overall.sign - 1]!;
  const topics = (await Promise.all((['love', 'career', 'health'] as const).map((topic) => call(`POST /horoscope/${topic}`, { sign: slug, period: body.period, date: body.date })))) as TopicHoroscope[];
  const seen = new Set<string>();
  const sky: { event: string; at: string }[] = [];
  for (const f of topics.flatMap((topic) => topic.factors)) {
    const aspect = typeof f.aspect === 'string' ? f.aspect : (f.aspect?.slug ?? null);
    const key = `${f.planet.slug}|${aspect}|${f.solarHouse}|${f.at}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const planet = planetName(lang, f.planet.slug);
    const event = aspect
      ? `${planet} ${aspectName(lang, aspect)} ${signName(lang, slug)} 15°`
      : `${planet} → ${ordinalOf(lang, f.solarHouse)} (${areaOf(lang, f.solarHouse)})`;
    sky.push({ event, at: f.at });
  }
  sky.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return {
    sign: { slug, name: signName(lang, slug) },
    period: overall.period,
    sky,
    texts: { love: overall.text.love, career: overall.text.career, health: overall.text.health, mood: overall.text.overview },
    periodKind: body.period,
  };
}

export type HoroscopeFacts = Awaited<ReturnType<typeof horoscopeFacts>>;

/**
 * The composer: love, career and health are the period horoscope's topic texts, mood its
 * overview (the outlook and the Moon); the synthesis the overview; the advice the first sky
 * event of the period, the one that opens it.
 */
export function horoscopeJob(f: HoroscopeFacts, lang: LangCode): ReadingJob<string> {
  const slots: Record<string, string> = {
    love: 'the love section, two to four sentences',
    career: 'the career section, two to four sentences',
    health: 'the health section, two to four sentences',
    mood: 'the mood of the period, two to three sentences',
    synthesis: `a synthesis of the ${f.periodKind} for ${f.sign.name}, two to four sentences`,
    advice: 'one piece of advice for the period, one sentence',
  };
  const composed: Record<string, string> = {
    ...f.texts,
    synthesis: f.texts.mood,
    advice: f.sky[0] ? `${f.sky[0].event} (${f.sky[0].at.slice(0, 10)})` : f.texts.mood,
  };
  return { subject: `a ${f.periodKind} horoscope for a sun sign`, language: lang, question: null, facts: { sign: f.sign, period: f.period, sky: f.sky, horoscope: f.texts }, slots, composed };
}
