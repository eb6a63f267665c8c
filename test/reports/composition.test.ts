/**
 * The reports composed from the operations they invoke (DESIGN.md "Services", Operations), and
 * two things seen on their pages (task D of session 9):
 * - the kundli's shodasavarga is the rashi's and /vedic/divisional/d<n>'s signs, and the Sun's
 *   row is BPHS ch. 6 worked by hand;
 * - the muhurta report's windows and refused days are /vedic/muhurta/{activity}'s (the age rule
 *   of Muhurta Chintamani and travel's disha shoola checked by the calendar), its panchanga
 *   /vedic/panchang/full's;
 * - the natal report's aspect patterns are those of /aspect-patterns/*, and exactly the ones the
 *   report's own aspect table makes;
 * - the career report's D10 is /render/north-indian-chart's drawing and /vedic/chart/rashi's 10th;
 * - the transit forecast's ingresses are written in the birth zone with the offset shown;
 * - printed by Chromium, a heading or a table caption never ends a page alone.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { term } from '@celestial/core';
import { freshApp, MASTER_KEY } from '../helpers/app.js';
import { resolveService } from '../../runtime/src/container.js';
import { renderReportHtml } from '../../plugins/reports/src/lib/layout.js';
import type { ReportContent } from '../../plugins/reports/src/lib/layout.js';
import { closePrinter, printPdf } from '../../plugins/reports/src/lib/printer.js';

const app = await freshApp({ families: ['reports', 'platform'] });
t.teardown(async () => {
  await closePrinter();
  await app.close();
});

const KYIV = { date: '1990-07-15', time: '14:30:00', timezoneOffset: 3, latitude: 50.45, longitude: 30.52, name: 'Kyiv 1990' };
const DELHI = { date: '1985-01-26', time: '06:05:00', timezoneOffset: 5.5, latitude: 28.61, longitude: 77.21 };
const NEW_YORK = { date: '1970-04-10', time: '03:20:00', timezone: 'America/New_York', latitude: 40.7128, longitude: -74.006 };
const NEW_DELHI = { latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };

async function report(kind: string, body: Record<string, unknown>, language: string): Promise<string> {
  const r = await app.inject({ method: 'POST', url: `/v1/reports/${kind}?format=html`, headers: { 'x-api-key': MASTER_KEY, 'content-type': 'application/json' }, payload: { ...body, language } });
  if (r.statusCode !== 200) throw new Error(`${kind}: ${r.statusCode} ${r.body.slice(0, 300)}`);
  return r.body;
}
async function answer<T = any>(url: string, body: unknown, lang = 'en'): Promise<T> {
  const r = await app.inject({ method: 'POST', url: `/v1${url}?lang=${lang}`, headers: { 'x-api-key': MASTER_KEY, 'content-type': 'application/json' }, payload: body as object });
  if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body.slice(0, 300)}`);
  return JSON.parse(r.body).data as T;
}
/** The rows of the first table after a heading (or a caption), as cell texts. */
function tableAfter(html: string, marker: string): string[][] {
  const at = html.indexOf(marker);
  if (at < 0) throw new Error(`no ${marker}`);
  const body = html.slice(html.indexOf('<tbody>', at), html.indexOf('</tbody>', at));
  return [...body.matchAll(/<tr>(.*?)<\/tr>/g)].map((m) => [...m[1]!.matchAll(/<td(?: class="nowrap")?>(.*?)<\/td>/g)].map((c) => c[1]!));
}

t.test('kundli (hi): the shodasavarga is the rashi\'s and /vedic/divisional/d<n>\'s; the Sun\'s row by BPHS ch. 6', async (t) => {
  const html = await report('vedic-kundli', { chart: DELHI }, 'hi');
  const rows = tableAfter(html, '<th>D60</th>');
  const rashi = await answer<{ lagna: { sign: number }; planets: { slug: string; name: string; sign: number }[]; ayanamsa: { name: string } }>('/vedic/chart/rashi', DELHI, 'hi');
  // The strength tables' headings and the ayanamsa in Hindi (they were English in every language).
  t.match(html, /<h2>षड्बल<\/h2>/);
  t.match(html, /<th>रूप<\/th><th>आवश्यक रूप<\/th>/);
  t.match(html, /<h2>सर्वाष्टकवर्ग<\/h2>/);
  t.ok(html.includes(` · ${rashi.ayanamsa.name} · `), `the subtitle names the ayanamsa as the rashi does (${rashi.ayanamsa.name})`);
  t.equal(rows.length, 1 + rashi.planets.length, 'the lagna and the nine grahas');
  // Delhi 1985-01-26 06:05 IST: the tropical Sun 306.00° (Meeus ch. 25) less Lahiri's 23.64° is
  // 282.36°, 12°21' Capricorn (an even, movable, earth sign). BPHS ch. 6 by hand: hora of an even
  // sign's first half the Moon's (Cancer); drekkana 10-20° the 5th sign (Taurus); chaturthamsa
  // 7.5-15° the 4th (Aries); saptamsa from the 7th in an even sign, 3rd part (Virgo); navamsa of
  // earth from Capricorn, 4th part (Aries); dasamsa from the 9th in an even sign, 5th part
  // (Capricorn); dwadasamsa 5th part from the sign (Taurus); shodasamsa of movable from Aries,
  // 7th part (Libra); vimsamsa of movable from Aries, 9th part (Sagittarius); chaturvimsamsa of
  // an even sign from Cancer, 10th part (Aries); bhamsa of earth from Cancer, 12th part (Gemini);
  // trimsamsa of an even sign 12-20° Jupiter's (Pisces); khavedamsa of an even sign from Libra,
  // 17th part (Aquarius); akshavedamsa of movable from Aries, 19th part (Libra); shashtiamsa 25th
  // part counted from the sign (Capricorn).
  const sun = rows.find((r) => r[0] === term('body', 'sun', 'hi'));
  t.same(sun?.slice(1), ['10', '4', '2', '1', '6', '1', '10', '2', '7', '9', '1', '3', '12', '11', '7', '10'], 'the Sun in D1 ... D60');
  const vargas = [2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60];
  const answers = await Promise.all(vargas.map((n) => answer<{ lagna: { sign: number }; planets: { slug: string; sign: number }[] }>(`/vedic/divisional/d${n}`, DELHI, 'hi')));
  t.same(rows[0]!.slice(1).map(Number), [rashi.lagna.sign, ...answers.map((a) => a.lagna.sign)], 'the lagna row: the rashi\'s and each varga\'s lagna');
  for (const g of rashi.planets) {
    const row = rows.find((r) => r[0] === g.name);
    t.same(row?.slice(1).map(Number), [g.sign, ...answers.map((a) => a.planets.find((p) => p.slug === g.slug)!.sign)], `${g.slug}: the operations' signs`);
  }
  // The antardasha caption is a figcaption kept with its table (see the print test below).
  t.match(html, /<figure class="table"><figcaption>अन्तर्दशा<\/figcaption><table>/, 'the caption before its table, in one figure');
  t.notMatch(html, /<caption>/, 'no table caption that Chromium would leave at a page foot');
});

t.test('muhurta: windows and refused days of /vedic/muhurta/{activity}, panchanga of /vedic/panchang/full', async (t) => {
  // Namakarana from the 12th day after birth (Muhurta Chintamani, Samskara prakarana): born on
  // 5 January 2025 (day 1), the 10th to the 15th are days 6 to 11, refused; the 16th is day 12.
  const child = { ...DELHI, date: '2025-01-05' };
  const body = { activity: 'namakarana', startDate: '2025-01-10', endDate: '2025-01-24', ...NEW_DELHI, chart: child };
  const html = await report('muhurta', body, 'en');
  const refused = tableAfter(html, '<h2>Refused days');
  for (let d = 10; d <= 15; d++) {
    const row = refused.find((r) => r[0] === `2025-01-${d}`);
    t.match(row?.[1], new RegExp(`Before the 12th day after birth \\(day ${d - 4}\\)`), `the ${d}th is day ${d - 4}: refused`);
  }
  t.notOk(refused.some((r) => r[0]! >= '2025-01-16' && /before the 12th day/.test(r[1]!)), 'from the 16th (day 12) the age allows');
  const op = await answer<{ windows: { start: string; end: string; score: number }[]; rejectedDays: { date: string; reasons: { text: string }[] }[] }>('/vedic/muhurta/namakarana', { ...body, activity: undefined, birthDate: '2025-01-05' });
  t.same(refused.map((r) => r[0]), op.rejectedDays.map((d) => d.date), 'the refused days are the operation\'s');
  t.same(refused.map((r) => r[1]), op.rejectedDays.map((d) => d.reasons.map((r) => r.text).join('; ')), 'with its reasons');
  t.match(html, new RegExp(`<h2>Auspicious windows \\(${Math.min(60, op.windows.length)} / ${op.windows.length}\\)</h2>`), 'the operation\'s windows, counted');
  const best = [...op.windows].sort((a, b) => b.score - a.score || a.start.localeCompare(b.start))[0]!;
  t.same(tableAfter(html, '<h2>Auspicious windows')[0]!.slice(0, 4), [best.start.slice(0, 10), best.start.slice(11, 16), best.end.slice(11, 16), String(best.score)], 'the best window first');
  // The weekday never wraps (Japanese 金曜日 broke into 金曜 / 日 in the panchanga's narrow column).
  const panchangaRow = html.slice(html.indexOf('<tbody>', html.indexOf('<h2>Panchanga'))).match(/<tr>(.*?)<\/tr>/)![1]!;
  t.match(panchangaRow, /^<td class="nowrap">[^<]+<\/td><td class="nowrap">[^<]+<\/td><td class="nowrap">[^<]+<\/td><td>/, 'date, sunrise and weekday cells kept on one line');

  // Travel northwards: disha shoola pierces the north on Tuesdays and Wednesdays (Yatra
  // prakarana); February 2025 begins on a Saturday.
  const travel = tableAfter(await report('muhurta', { activity: 'travel', startDate: '2025-02-01', endDate: '2025-02-28', ...NEW_DELHI, direction: 'north' }, 'en'), '<h2>Refused days');
  for (const d of [4, 5, 11, 12, 18, 19, 25, 26]) t.match(travel.find((r) => r[0] === `2025-02-${String(d).padStart(2, '0')}`)?.[1], /Disha shoola in the north: (Tuesday|Wednesday)/, `2025-02-${d} refused northwards`);
  t.notOk(travel.some((r) => /disha shoola/.test(r[1]!) && ![4, 5, 11, 12, 18, 19, 25, 26].includes(Number(r[0]!.slice(8)))), 'no other day pierced');
  // Without a direction no operation takes the body: the report scans with the rules alone.
  const free = await report('muhurta', { activity: 'travel', startDate: '2025-02-01', endDate: '2025-02-07', ...NEW_DELHI }, 'en');
  t.notMatch(free, /disha shoola/, 'no direction, no disha shoola');

  // The panchanga (Hindi): each day's row is /vedic/panchang/full's for the Vedic day holding
  // its noon; Drik Panchang, New Delhi: Purnima at the sunrise of 13 January 2025 (a Monday).
  const hi = await report('muhurta', { activity: 'marriage', startDate: '2025-01-12', endDate: '2025-01-15', ...NEW_DELHI }, 'hi');
  t.match(hi, new RegExp(`<h1>[^<]+: ${term('muhurta-activity', 'marriage', 'hi')} \\(Vivaha\\)</h1>`), 'the activity named in Hindi, as GET /muhurta/types names it');
  // The heading and the paksha in Hindi too (the heading was 'Panchanga', the paksha its slug).
  const days = tableAfter(hi, '<h2>पंचांग');
  t.equal(days.length, 4, 'four days');
  for (const row of days) {
    const p = await answer('/vedic/panchang/full', { ...NEW_DELHI, date: row[0], time: '12:00:00' }, 'hi');
    t.same(row, [row[0], p.sunrise.slice(11, 16), p.vara.name, `${p.tithi.name} (${term('paksha', p.tithi.paksha, 'hi')})`, p.nakshatra.name, p.yoga.name, p.karana.name], `${row[0]}: /vedic/panchang/full's limbs`);
  }
  t.same(days[1]!.slice(2, 4), [term('weekday', 'monday', 'hi'), `${term('tithi', 'purnima', 'hi')} (शुक्ल)`], '13 January: Monday, Purnima of the bright half (शुक्ल)');
});

t.test('natal: the patterns are /aspect-patterns/*\'s, exactly those the report\'s aspect table makes', async (t) => {
  const SUN_TO_PLUTO = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'];
  for (const [name, chart] of [['Kyiv 1990', KYIV], ['New York 1970', NEW_YORK]] as const) {
    const html = await report('natal', { chart }, 'en');
    const aspects = tableAfter(html, '<h2>Aspects</h2>').filter((r) => SUN_TO_PLUTO.includes(r[0]!) && SUN_TO_PLUTO.includes(r[2]!));
    const is = (a: string, b: string, kind: string) => aspects.some((r) => ((r[0] === a && r[2] === b) || (r[0] === b && r[2] === a)) && r[1]!.endsWith(kind));
    // Tierney's figures read off the table: an opposition with a body square both ends; three
    // mutual trines; a sextile whose two ends are both quincunx a third body.
    const expected: string[] = [];
    for (const [i, a] of SUN_TO_PLUTO.entries()) {
      for (const b of SUN_TO_PLUTO.slice(i + 1)) {
        for (const c of SUN_TO_PLUTO) {
          if (c === a || c === b) continue;
          if (is(a, b, 'Opposition') && is(a, c, 'Square') && is(b, c, 'Square')) expected.push(`T-square|${a} ☍ ${b} · apex ${c}`);
          if (is(a, b, 'Sextile') && is(a, c, 'Quincunx') && is(b, c, 'Quincunx')) expected.push(`Yod|${a}, ${b} · apex ${c}`);
          if (SUN_TO_PLUTO.indexOf(c) > SUN_TO_PLUTO.indexOf(b) && is(a, b, 'Trine') && is(a, c, 'Trine') && is(b, c, 'Trine')) expected.push(`Grand trine|${a}, ${b}, ${c}`);
        }
      }
    }
    const shown = html.includes('<h2>Aspect patterns</h2><p>None</p>') ? [] : tableAfter(html, '<h2>Aspect patterns</h2>').map((r) => r.join('|'));
    t.same([...shown].sort(), [...expected].sort(), `${name}: the patterns of the aspect table`);
    const ops = await Promise.all(['grand-trine', 't-square', 'yod'].map((p) => answer<{ count: number }>(`/aspect-patterns/${p}`, chart)));
    t.equal(shown.length, ops.reduce((n, a) => n + a.count, 0), `${name}: as many as /aspect-patterns/* answer`);
  }
  // Kyiv: the Sun (22°43' Cancer) and Jupiter beside it oppose Saturn (22° Capricorn), the Moon
  // (22°29' Aries) squares all three: two T-squares with the Moon at the apex, and no others.
  const kyiv = tableAfter(await report('natal', { chart: KYIV }, 'en'), '<h2>Aspect patterns</h2>');
  t.same(kyiv, [['T-square', 'Sun ☍ Saturn · apex Moon'], ['T-square', 'Jupiter ☍ Saturn · apex Moon']], 'Kyiv 1990: two T-squares');
});

t.test('career (ja): the D10 is /render/north-indian-chart\'s, the 10th /vedic/chart/rashi\'s', async (t) => {
  const html = await report('career', { chart: KYIV }, 'ja');
  const d10 = await answer<{ svg: string }>('/render/north-indian-chart', { ...KYIV, varga: 'D10', options: { theme: 'light', size: 480, title: 'D10' } }, 'ja');
  const section = html.slice(html.indexOf('<h2>D10 (Dasamsa)</h2>'));
  t.ok(section.includes(`<div class="drawing">${d10.svg}</div>`), 'the drawing as the render operation answers it');
  const rashi = await answer<{ lagna: { sign: number }; planets: { name: string; house: number; sign: number }[] }>('/vedic/chart/rashi', KYIV, 'ja');
  const tenth = rashi.planets.filter((p) => (p.sign - rashi.lagna.sign + 12) % 12 === 9).map((p) => p.name);
  t.ok(tenth.every((n) => rashi.planets.find((p) => p.name === n)!.house === 10), 'whole-sign houses from the lagna');
  t.match(section, new RegExp(`<dd>${tenth.length ? tenth.join(', ') : '[^<]+'}</dd>`), 'the grahas in the 10th');
});

t.test('transit forecast: the ingresses in the birth zone, the offset shown', async (t) => {
  // Published ingresses of 2026 (UT): Neptune into Aries 26 January 17:3x, Saturn into Aries
  // 14 February 00:11; in New York's EST (the birth moment's -05:00) Saturn's is the 13th, 19:11.
  const kyiv = tableAfter(await report('transit-forecast', { chart: KYIV, year: 2026 }, 'ja'), '<h2>イングレス');
  t.match(kyiv[0], [/^2026-01-26 20:3\d \+03:00$/, term('body', 'neptune', 'ja')], 'Kyiv: Neptune at +03:00');
  t.match(kyiv[1], [/^2026-02-14 03:1\d \+03:00$/, term('body', 'saturn', 'ja')], 'Kyiv: Saturn at +03:00');
  const ny = tableAfter(await report('transit-forecast', { chart: NEW_YORK, year: 2026 }, 'en'), '<h2>Ingresses');
  t.match(ny[1], [/^2026-02-13 19:1\d -05:00$/, 'Saturn'], 'New York: Saturn on the 13th at -05:00');
  t.notOk([...kyiv, ...ny].some((r) => / UT$/.test(r[0]!)), 'no instant left in UT');
});

t.test('printed: a heading or a table caption never ends a page alone', async (t) => {
  // Probes, each from a new page: a filler (a drawing 18 to 108 mm tall in steps of about 2 mm,
  // then a table of 25 rows) followed either by a section heading over a table or, as in the
  // kundli's dasha section, by a captioned table. Over the probes the heading and the caption
  // pass the page's foot at every position.
  const rows = (tag: string, n: number) => Array.from({ length: n }, (_, i) => [`${tag}-${i}`, 'x']);
  const heights = Array.from({ length: 50 }, (_, i) => 100 + i * 10);
  const filler = (tag: string, h: number) => ({ heading: `F${tag}`, pageBreak: true, drawings: [`<svg viewBox="0 0 1000 ${h}"><rect width="1000" height="${h}" fill="#eee"/></svg>`], tables: [{ rows: rows(`f${tag}`, 25) }] });
  const content: ReportContent = {
    kind: 'probe',
    title: 'probe',
    sections: heights.flatMap((h) => [
      filler(`h${h}`, h),
      { heading: `MARKh${h}`, tables: [{ head: ['a', 'b'], rows: rows(`rh${h}`, 12) }] },
      { ...filler(`c${h}`, h), tables: [...filler(`c${h}`, h).tables, { caption: `MARKc${h}`, head: ['a', 'b'], rows: rows(`rc${h}`, 12) }] },
    ]),
  };
  const html = renderReportHtml(content, { lang: 'en', whitelabel: true, fonts: 'file' });
  const { pdf } = await printPdf(html, resolveService((app as never as { services: never }).services, 'Reports').chromiumPath());
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'keep-')), 'probe.pdf');
  fs.writeFileSync(file, pdf);
  const pages = execFileSync('pdftotext', ['-layout', file, '-']).toString().split('\f');
  const pageOf = (text: string) => pages.findIndex((p) => new RegExp(`(^|\\s)${text}(\\s|$)`).test(p));
  const alone: string[] = [];
  let carried = 0;
  for (const h of heights) {
    for (const tag of [`h${h}`, `c${h}`]) {
      const mark = pageOf(`MARK${tag}`);
      t.ok(mark >= 0, `MARK${tag} printed`);
      if (mark !== pageOf(`r${tag}-0`)) alone.push(`MARK${tag}`);
      // The filler's last row on the first page and the mark on the next: the break fell just before it.
      if (pageOf(`f${tag}-24`) === pageOf(`F${tag}`) && mark > pageOf(`F${tag}`)) carried++;
    }
  }
  t.same(alone, [], 'each heading and caption on the page of its table\'s first row');
  t.ok(carried > 0, `the sweep reaches the page's foot (${carried} marks carried to the next page with their table)`);
});
