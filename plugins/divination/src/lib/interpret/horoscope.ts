/**
 * /interpret/horoscope: the sky facts of the period for a sign, from the western family's
 * sign horoscopes (plugins/western/src/lib/horoscopes.ts): the planets passing through the
 * whole-sign (solar) houses counted from the sign, their ingresses and exact aspects to the
 * sign's middle degree (topicHoroscope, the computation of /horoscope/love, /career, /health),
 * and the period's overall horoscope (daily, weekly or monthly: the Moon, lunations, exact
 * aspects) whose texts, in the 21 languages of the phrase bundles, the composer reads.
 */
import type { LangCode } from '@celestial/core';
import { SIGN_SLUGS } from '@celestial/core';
// Not moved onto the Operations service yet: /horoscope/daily, /weekly, /monthly and the topic
// horoscopes answer these (with body references); the phrase tables below are text no operation answers.
import { dailyHoroscope, monthlyHoroscope, parseSign, topicHoroscope, weeklyHoroscope } from '@celestial/plugin-western/lib/horoscopes';
import type { Services } from '@celestial/plugin-western/lib/horoscopes';
import { areaOf, aspectName, ordinalOf, planetName, signName } from '@celestial/plugin-western/lib/horoscope-phrases';
import type { ReadingJob } from '@celestial/core';

export const PERIODS = ['day', 'week', 'month'] as const;
export type Period = (typeof PERIODS)[number];
export const SECTIONS = ['love', 'career', 'health', 'mood'] as const;

export function horoscopeFacts(body: { sign: string; period: Period; date: string }, services: Services, lang: LangCode) {
  // Case and spaces ignored (catalogue): ' Leo ' and 'LEO' are leo.
  const signInput = body.sign.replace(/\s+/g, '').toLowerCase();
  const signIndex = parseSign(signInput);
  const slug = SIGN_SLUGS[signIndex]!;
  const req = { sign: slug, date: body.date };
  const overall = body.period === 'day' ? dailyHoroscope(req, services, lang) : body.period === 'week' ? weeklyHoroscope(req, services, lang) : monthlyHoroscope({ sign: slug, month: body.date.slice(0, 7) }, services, lang);
  const seen = new Set<string>();
  const sky: { event: string; at: string }[] = [];
  for (const topic of ['love', 'career', 'health'] as const) {
    for (const f of topicHoroscope(topic, { sign: slug, period: body.period, date: body.date }, services, lang).factors) {
      const key = `${f.planet}|${f.aspect}|${f.solarHouse}|${f.at}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const planet = planetName(lang, f.planet);
      const event = f.aspect
        ? `${planet} ${aspectName(lang, f.aspect)} ${signName(lang, slug)} 15°`
        : `${planet} → ${ordinalOf(lang, f.solarHouse)} (${areaOf(lang, f.solarHouse)})`;
      sky.push({ event, at: f.at });
    }
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

export type HoroscopeFacts = ReturnType<typeof horoscopeFacts>;

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
