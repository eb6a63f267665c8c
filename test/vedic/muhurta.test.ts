/**
 * Muhurta finders. Every returned window is re-checked by an independent brute-force scan:
 * the Moon, the Sun and the ascendant are read straight from the ephemeris every 4 minutes,
 * the rules applied by hand (Muhurta Chintamani: the activity's stars, no Rikta tithi 4, 9, 14
 * or Amavasya, no Vishti karana, no Rahu kala (the 8th, 2nd, 7th, 5th, 6th, 4th, 3rd eighth of
 * daytime, Sunday to Saturday), the activity's weekdays and lagnas), and the samples that pass
 * must lie inside a window while those that fail must not (4 minutes of slack at the edges,
 * the scan's own resolution).
 */
import t from 'tap';
import { slugsOf } from '@celestial/core';
import { get, post, schemaErrors } from '../helpers/app.js';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';
import { LuxonTimeZones } from '../../runtime/src/services/luxon-time-zones.js';
import { ACTIVITIES, activity } from '../../plugins/vedic/src/lib/muhurta-rules.js';
import { ageAt, checkRange, daysBetween } from '../../plugins/vedic/src/lib/muhurta.js';
import { DISHA_SHOOLA, muhurtaHooks } from '../../plugins/vedic/src/lib/muhurta-samskaras.js';
import typesOp from '../../plugins/vedic/src/muhurta/types.js';
import marriageOp from '../../plugins/vedic/src/muhurta/marriage.js';

const eph = new SwissEphemeris();
void new LuxonTimeZones();
const LAHIRI = { zodiacType: 'sidereal' as const, siderealMode: 1 };
const TROP = { zodiacType: 'tropical' as const, siderealMode: 0 };
const DELHI = { latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };
const jdOf = (iso: string) => Date.parse(iso) / 86_400_000 + 2440587.5;
const norm = (x: number) => ((x % 360) + 360) % 360;

/** Hard rules by hand at one instant (Delhi, IST, Lahiri). */
function passes(jd: number, rules: (typeof ACTIVITIES)[number]): boolean {
  const sun = eph.position(jd, 0, LAHIRI).longitude;
  const moon = eph.position(jd, 1, LAHIRI).longitude;
  const elong = norm(eph.position(jd, 1, TROP).longitude - eph.position(jd, 0, TROP).longitude);
  const tithi = Math.floor(elong / 12) + 1;
  const karana = Math.floor(elong / 6);
  const star = Math.floor(norm(moon) / (40 / 3)) + 1;
  if (!rules.nakshatras.includes(star)) return false;
  if ([4, 9, 14, 19, 24, 29, 30].includes(tithi)) return false;
  if (karana >= 1 && karana <= 56 && (karana - 1) % 7 === 6) return false; // Vishti
  // The Vedic day: the last Hindu sunrise before jd.
  let rise = eph.riseSet(jd - 1, 0, 'rise', DELHI.longitude, DELHI.latitude, 'hindu')!;
  for (;;) {
    const next = eph.riseSet(rise + 1e-4, 0, 'rise', DELHI.longitude, DELHI.latitude, 'hindu')!;
    if (next > jd) break;
    rise = next;
  }
  const set = eph.riseSet(rise, 0, 'set', DELHI.longitude, DELHI.latitude, 'hindu')!;
  const weekday = (Math.floor(rise + 0.5 + 5.5 / 24) + 1) % 7;
  const part = [8, 2, 7, 5, 6, 4, 3][weekday]!;
  const len = (set - rise) / 8;
  if (jd >= rise + (part - 1) * len && jd < rise + part * len) return false;
  if (rules.weekdays.length && !rules.weekdays.includes(weekday)) return false;
  const lagna = Math.floor(norm(eph.houses(jd, DELHI.latitude, DELHI.longitude, 'W', LAHIRI).ascendant) / 30) + 1;
  if (rules.lagnas.length && !rules.lagnas.includes(lagna)) return false;
  void sun;
  return true;
}

async function bruteForce(t: any, id: string, startDate: string, endDate: string, extra: object = {}) {
  const rules = activity(id);
  const r = await post(`/v1/vedic/muhurta/${id}`, { startDate, endDate, ...DELHI, ...extra });
  t.equal(r.status, 200, id);
  t.equal(schemaErrors(marriageOp.response, r.body.data), null);
  const windows = r.body.data.windows.map((w: any) => [jdOf(w.start), jdOf(w.end)] as const);
  const rejected = new Set(r.body.data.rejectedDays.map((d: any) => d.date));
  const slack = 4 / 1440;
  let inside = 0;
  const problems: string[] = [];
  const from = jdOf(`${startDate}T06:00:00+05:30`) + 0.1;
  const to = jdOf(`${endDate}T06:00:00+05:30`);
  for (let jd = from; jd < to; jd += 4 / 1440) {
    const date = new Date((jd - 2440587.5) * 86_400_000 + 5.5 * 3_600_000 - 7 * 3_600_000).toISOString().slice(0, 10);
    const inWindow = windows.some(([a, b]: readonly [number, number]) => jd >= a && jd < b);
    const nearEdge = windows.some(([a, b]: readonly [number, number]) => Math.abs(jd - a) < slack || Math.abs(jd - b) < slack);
    if (inWindow) inside++;
    if (nearEdge || rejected.has(date)) continue;
    const ok = passes(jd, rules);
    if (ok !== inWindow) problems.push(`${id} ${new Date((jd - 2440587.5) * 86_400_000).toISOString()} rule ${ok} window ${inWindow}`);
  }
  t.same(problems.slice(0, 5), [], `${id}: windows agree with the hand-applied rules`);
  t.ok(inside > 0, `${id}: some windows`);
  return r.body.data;
}

t.test('marriage and vehicle-purchase windows agree with a brute-force scan of the rules', async (t) => {
  const m = await bruteForce(t, 'marriage', '2025-01-10', '2025-01-15');
  t.equal(m.daysScanned, 6);
  // Every reason list starts with the Moon's star (by slug, the star and its class as members).
  for (const w of m.windows) {
    t.match(w.reasons[0], { slug: 'moon-nakshatra', nakshatra: { number: w.nakshatra.number }, starClass: { slug: /^(dhruva|chara|kshipra|mridu|ugra|mishra|tikshna)$/ } });
    t.equal(w.reasons[0].text, `Moon's nakshatra: ${w.nakshatra.name}; class: ${w.reasons[0].starClass.name}`);
  }
  await bruteForce(t, 'vehicle-purchase', '2025-02-03', '2025-02-07');
  await bruteForce(t, 'property-purchase', '2025-02-05', '2025-02-08');
});

t.test('every finder answers with its schema; day rules', async (t) => {
  const extras: Record<string, object> = {
    travel: { direction: 'north' }, namakarana: { birthDate: '2025-01-25' }, annaprashana: { birthDate: '2024-08-20', sex: 'male' },
    mundan: { birthDate: '2024-03-10' }, upanayana: { birthDate: '2018-06-01' }, vidyarambha: { birthDate: '2021-01-15' },
  };
  for (const a of ACTIVITIES) {
    const r = await post(`/v1/vedic/muhurta/${a.id}`, { startDate: '2025-02-01', endDate: '2025-02-03', ...DELHI, ...extras[a.id] });
    t.equal(r.status, 200, a.id);
    t.equal(schemaErrors(marriageOp.response, r.body.data), null, a.id);
    t.equal(r.body.data.daysScanned, 3);
    for (const w of r.body.data.windows) {
      t.ok(a.nakshatras.includes(w.nakshatra.number), `${a.id} star`);
      if (a.weekdays.length) t.ok(a.weekdays.includes(w.vara.weekday), `${a.id} weekday`);
      if (a.lagnas.length) t.ok(a.lagnas.includes(w.lagna.sign), `${a.id} lagna`);
      t.notOk([4, 9, 14, 19, 24, 29, 30].includes(w.tithi.number), `${a.id} tithi`);
      // The vocabulary: named parts carry slugs; warnings are core's { code, message }.
      t.equal(w.lagna.slug, ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'][w.lagna.sign - 1]);
      t.equal(w.vara.slug, ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'][w.vara.weekday]);
      t.match(w.nakshatra, { slug: /^[a-z-]+$/, number: Number });
      t.ok(w.warnings.every((x: any) => x.code === 'muhurta-rule-missed' && typeof x.message === 'string' && x.message.length > 0), `${a.id} warnings`);
    }
  }
  const de = await post('/v1/vedic/muhurta/marriage', { startDate: '2025-02-01', endDate: '2025-02-03', ...DELHI, language: 'de' });
  const w0 = de.body.data.windows[0];
  if (w0) {
    t.equal(w0.lagna.name, { aries: 'Widder', taurus: 'Stier', gemini: 'Zwillinge', cancer: 'Krebs', leo: 'Löwe', virgo: 'Jungfrau', libra: 'Waage', scorpio: 'Skorpion', sagittarius: 'Schütze', capricorn: 'Steinbock', aquarius: 'Wassermann', pisces: 'Fische' }[w0.lagna.slug as string], 'the lagna in German');
    t.equal(w0.vara.name, { sunday: 'Sonntag', monday: 'Montag', tuesday: 'Dienstag', wednesday: 'Mittwoch', thursday: 'Donnerstag', friday: 'Freitag', saturday: 'Samstag' }[w0.vara.slug as string], 'the weekday in German');
  }
  // The reasons in the answer's language (core's muhurta-reason, nakshatra-class, tithi, paksha tables), slugs and data unchanged.
  const en = await post('/v1/vedic/muhurta/marriage', { startDate: '2025-02-01', endDate: '2025-02-03', ...DELHI });
  const ja = await post('/v1/vedic/muhurta/marriage', { startDate: '2025-02-01', endDate: '2025-02-03', ...DELHI, language: 'ja' });
  const hiAns = await post('/v1/vedic/muhurta/marriage', { startDate: '2025-02-01', endDate: '2025-02-03', ...DELHI, language: 'hi' });
  t.ok(en.body.data.windows.length > 0, 'marriage windows in early February 2025');
  t.same(ja.body.data.windows.map((w: any) => w.reasons.map((x: any) => x.slug)), en.body.data.windows.map((w: any) => w.reasons.map((x: any) => x.slug)), 'the same reasons by slug in every language');
  const [we, wj, wh] = [en.body.data.windows[0], ja.body.data.windows[0], hiAns.body.data.windows[0]];
  const CLASS_JA: Record<string, string> = { dhruva: 'ドゥルヴァ（固定）', chara: 'チャラ（移動）', kshipra: 'クシプラ（迅速）', mridu: 'ムリドゥ（柔和）', ugra: 'ウグラ（猛烈）', mishra: 'ミシュラ（混合）', tikshna: 'ティークシュナ（鋭利）' };
  t.equal(wj.reasons[0].text, `月のナクシャトラ：${wj.nakshatra.name}；分類：${CLASS_JA[we.reasons[0].starClass.slug]}`);
  const good = wj.reasons.find((x: any) => x.slug === 'benefics-in-houses');
  if (good) t.match(good.text, /^第1・4・5・7・9・10ハウスの生来的吉星：/, 'the houses listed as Japanese writes them');
  t.equal(wj.reasons[1].text, `ティティ：${wj.tithi.name}（${wj.tithi.paksha === 'shukla' ? 'シュクラ' : 'クリシュナ'}）`);
  t.equal(wh.reasons[3].text, `लग्न: ${wh.lagna.name}`);
  t.equal(wh.reasons[2].text, `करण: ${wh.reasons[2].karana.name}`);
  const miss = (w: any) => w.warnings.map((x: any) => x.slug);
  t.same(miss(wj), miss(we));
  for (const x of wj.warnings) t.notMatch(x.message, /[A-Za-z]{3}/, `ja warning ${x.slug} has no English: ${x.message}`);
  for (const x of wj.reasons) t.notMatch(x.text, /[A-Za-z]{3}/, `ja reason ${x.slug} has no English: ${x.text}`);
  // Refusals in German: griha pravesh in Pausha.
  const gpDe = await post('/v1/vedic/muhurta/griha-pravesh', { startDate: '2025-01-05', endDate: '2025-01-05', ...DELHI, language: 'de' });
  t.match(gpDe.body.data.rejectedDays[0].reasons[0], { slug: 'lunar-month-not-allowed', month: { slug: 'pausha' }, text: /^Mondmonat nicht erlaubt: Pausha \(erlaubt: Magha, Phalguna, Vaishakha und Jyeshtha\)$/ });
  // Namakarana from the 12th day: birth 2025-01-25 -> 2025-02-05 is the 12th day.
  const n = await post('/v1/vedic/muhurta/namakarana', { startDate: '2025-02-01', endDate: '2025-02-07', ...DELHI, birthDate: '2025-01-25' });
  for (const w of n.body.data.windows) t.ok(w.start.slice(0, 10) >= '2025-02-05', 'namakarana after the 11th day');
  t.ok(n.body.data.rejectedDays.some((d: any) => d.date === '2025-02-04'));
  // Travel north: never on Tuesday or Wednesday (disha shoola).
  const tr = await post('/v1/vedic/muhurta/travel', { startDate: '2025-02-01', endDate: '2025-02-07', ...DELHI, direction: 'north' });
  for (const w of tr.body.data.windows) t.notOk([2, 3].includes(w.vara.weekday));
  // Griha pravesh in Pausha (Dec 2024 - Jan 2025 amanta) refuses every day.
  const gp = await post('/v1/vedic/muhurta/griha-pravesh', { startDate: '2025-01-05', endDate: '2025-01-08', ...DELHI });
  t.equal(gp.body.data.windows.length, 0);
  t.match(gp.body.data.rejectedDays[0].reasons, [{ slug: 'lunar-month-not-allowed', month: { slug: 'pausha', name: 'Pausha' }, text: 'Lunar month not allowed: Pausha (allowed: Magha, Phalguna, Vaishakha, and Jyeshtha)' }]);
  // Upanayana and mundan need Uttarayana: August is Dakshinayana.
  const up = await post('/v1/vedic/muhurta/upanayana', { startDate: '2025-08-01', endDate: '2025-08-03', ...DELHI, birthDate: '2018-06-01' });
  t.equal(up.body.data.windows.length, 0);
  t.match(up.body.data.rejectedDays[0].reasons.map((x: any) => x.slug), ['dakshinayana']);
});

t.test('ranges, ages and disha shoola by hand', async (t) => {
  t.equal(daysBetween('2025-01-01', '2025-03-01'), 59);
  t.throws(() => checkRange('2025-01-01', '2025-04-02', 90));
  t.same(ageAt('2024-08-20', '2025-02-19'), { years: 0, months: 5, days: 183 });
  t.same(DISHA_SHOOLA, ['west', 'east', 'north', 'north', 'south', 'west', 'east']);
  const hook = muhurtaHooks.mundan({ birthDate: '2023-01-01' });
  t.same(hook.dayCheck!({ date: '2024-06-01' } as never, 'en'), [{ slug: 'mundan-year', text: 'Year 2 of age; chudakarana in the 1st, 3rd or 5th', year: 2 }]);
  t.same(hook.dayCheck!({ date: '2024-06-01' } as never, 'de').map((x) => x.text), ['Lebensjahr 2; Chudakarana im 1., 3. oder 5.']);
  t.same(muhurtaHooks.mundan({ birthDate: '2022-01-01' }).dayCheck!({ date: '2024-06-01' } as never, 'en'), []);
  // Disha shoola: Tuesday (weekday 2) pierces the north; the weekday and direction as members.
  const north = muhurtaHooks.travel({ direction: 'north' }).dayCheck!({ day: { weekday: 2 } } as never, 'ja');
  t.same(north, [{ slug: 'disha-shoola-north', text: '北のディシャー・シューラ：火曜日', weekday: { slug: 'tuesday', name: '火曜日' }, direction: 'north' }]);
  const bad = await post('/v1/vedic/muhurta/marriage', { startDate: '2025-01-01', endDate: '2025-04-15', ...DELHI });
  t.equal(bad.status, 400);
  t.equal(bad.body.error.details[0].path, 'endDate');
  const bad2 = await post('/v1/vedic/muhurta/travel', { startDate: '2025-01-01', endDate: '2025-01-05', ...DELHI, direction: 'up' });
  t.equal(bad2.status, 400);
  t.match(JSON.stringify(bad2.body.error.details), /direction/);
});

t.test('GET /muhurta/types', async (t) => {
  const r = await get('/v1/muhurta/types');
  t.equal(r.status, 200);
  t.equal(schemaErrors(typesOp.response, r.body.data), null);
  t.equal(r.body.data.types.length, 12);
  const marriage = r.body.data.types.find((x: any) => x.id === 'marriage');
  t.same(marriage.nakshatras.map((n: any) => n.name), ['Rohini', 'Mrigashira', 'Magha', 'Uttara Phalguni', 'Hasta', 'Swati', 'Anuradha', 'Mula', 'Uttara Ashadha', 'Uttara Bhadrapada', 'Revati']);
  t.same(r.body.data.starClasses.dhruva, ['Rohini', 'Uttara Phalguni', 'Uttara Ashadha', 'Uttara Bhadrapada']);
  t.equal(String(r.headers['x-credits-used']), '0', 'tier 0: free');
  t.equal(marriage.name, 'Marriage');
  t.same(marriage.weekdays.slice(0, 1), ['Sunday'], 'every weekday, from Sunday');
  // The catalogue in Hindi: the activity, stars, weekdays and lagnas by core's tables; ids and numbers unchanged.
  const hi = await get('/v1/muhurta/types', { 'accept-language': 'hi' });
  t.equal(schemaErrors(typesOp.response, hi.body.data), null);
  const vivaha = hi.body.data.types.find((x: any) => x.id === 'marriage');
  t.same([vivaha.name, vivaha.sanskritName, vivaha.nakshatras[0].name, vivaha.nakshatras[0].number], ['विवाह', 'Vivaha', 'रोहिणी', 4]);
  t.equal(hi.body.data.types.find((x: any) => x.id === 'griha-pravesh').name, 'गृह प्रवेश');
  t.same(vivaha.lagnas.length, marriage.lagnas.length);
  t.equal(vivaha.weekdays[0], 'रविवार');
  const de = await get('/v1/muhurta/types', { 'accept-language': 'de' });
  t.same(de.body.data.types.map((x: any) => x.name).slice(0, 2), ['Heirat', 'Einzug in ein neues Haus']);
  t.same([...slugsOf('muhurta-activity')].sort(), r.body.data.types.map((x: any) => x.id).sort(), 'the muhurta-activity table: the twelve activities');
  t.same(r.body.data.types.map((x: any) => x.name), r.body.data.types.map((x: any) => ACTIVITIES.find((a) => a.id === x.id)!.name), 'the English is the lib\'s');
  // What each activity avoids: core's muhurta-rule table by slug (issue 12: English text before).
  t.same(marriage.avoid.map((x: any) => x.slug), ['rikta-tithis', 'amavasya', 'vishti-karana', 'rahu-kala', 'native-bad-taras', 'jupiter-or-venus-combust', 'adhika-masa', 'grahas-in-7th-or-8th']);
  t.equal(vivaha.avoid[1].name, 'अमावस्या');
  t.equal(hi.body.data.types.find((x: any) => x.id === 'griha-pravesh').avoid.find((x: any) => x.slug === 'lunar-months-other-than').name, 'माघ, फाल्गुन, वैशाख, और ज्येष्ठ के अतिरिक्त चांद्र मास', 'the months griha pravesh allows, from the lunar-month table');
  t.equal(de.body.data.types.find((x: any) => x.id === 'travel').avoid.at(-1).slug, 'disha-shoola');
  t.equal(de.body.data.types.find((x: any) => x.id === 'marriage').avoid[5].name, 'Jupiter oder Venus verbrannt');
  const ja = await get('/v1/muhurta/types', { 'accept-language': 'ja' });
  t.equal(ja.body.data.types.find((x: any) => x.id === 'property-purchase').avoid.at(-2).name, '火星の損傷（コンバストまたは減衰）');
});
