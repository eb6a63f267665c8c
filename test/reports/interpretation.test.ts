/**
 * The interpretation library (core/src/interpretation) and its paragraphs in the Western
 * reports (issue 17). Unit: the bundles cover every slug of core's tables in the 21 languages,
 * each language in its own script; the composer writes the known paragraph of a known placement
 * in en, de, ar and ja. HTTP: each Western report's HTML carries the paragraphs of the chart's
 * placements in en, de and ja, the placements derived from published positions (comments).
 */
import t from 'tap';
import {
  ASPECT_MEANING, BODY_KEYWORD, BODY_MEANING, CAREER_HOUSE, CHILD_BODY_MEANING, DIGNITY_MEANING, ELEMENT_EMPHASIS, FRAME_LABELS, HOUSE_ARENA, LANG_CODES, MODALITY_EMPHASIS, PATTERN_MEANING, SIGN_MANNER,
  aspectClause, careerHouseParagraph, dignityClause, emphasisClause, houseName, overlayClause, patternClause, placementParagraph, term,
} from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { freshApp, MASTER_KEY } from '../helpers/app.js';

const SCRIPT: Partial<Record<LangCode, RegExp>> = {
  ru: /\p{Script=Cyrillic}/u, uk: /\p{Script=Cyrillic}/u, el: /\p{Script=Greek}/u, ar: /\p{Script=Arabic}/u, hi: /\p{Script=Devanagari}/u, ja: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u, ko: /\p{Script=Hangul}/u,
};

t.test('bundles: every slug of core\'s tables, 21 languages, each in its script', async (t) => {
  const bundles = { BODY_MEANING, BODY_KEYWORD, CHILD_BODY_MEANING, SIGN_MANNER, HOUSE_ARENA, CAREER_HOUSE, ASPECT_MEANING, DIGNITY_MEANING, ELEMENT_EMPHASIS, MODALITY_EMPHASIS, PATTERN_MEANING, FRAME_LABELS };
  for (const [name, bundle] of Object.entries(bundles)) {
    for (const [slug, row] of Object.entries(bundle)) {
      for (const lang of LANG_CODES) {
        const cell = row[lang];
        if (!cell) { t.fail(`${name} ${slug} ${lang} missing`); continue; }
        const script = SCRIPT[lang];
        // Latin letters only where a name has none of its own (e.g. 'T' of T-square is not here): a meaning in
        // a non-Latin language holds no Latin word.
        if (script && (!script.test(cell) || /[A-Za-z]{2,}/.test(cell))) t.fail(`${name} ${slug} ${lang}: "${cell}" not in its script`);
      }
    }
  }
  const signs = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'];
  t.same(Object.keys(SIGN_MANNER), signs, 'the twelve signs');
  for (const s of signs) t.not(term('sign', s, 'de'), s, `${s} is a core sign slug`);
  t.same(Object.keys(HOUSE_ARENA), ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'], 'the twelve houses');
  t.same(Object.keys(ASPECT_MEANING).sort(), ['biquintile', 'conjunction', 'opposition', 'quincunx', 'quintile', 'semi-sextile', 'semi-square', 'sesquiquadrate', 'sextile', 'square', 'trine'], 'the five majors and the six minors');
  for (const a of Object.keys(ASPECT_MEANING)) t.not(term('aspect', a, 'de'), a, `${a} is a core aspect slug`);
  t.same(Object.keys(DIGNITY_MEANING), ['domicile', 'exaltation', 'triplicity', 'term', 'face', 'detriment', 'fall', 'peregrine'], 'Lilly\'s eight states');
  t.same(Object.keys(ELEMENT_EMPHASIS), ['fire', 'earth', 'air', 'water']);
  t.same(Object.keys(MODALITY_EMPHASIS), ['cardinal', 'fixed', 'mutable']);
  t.same(Object.keys(PATTERN_MEANING), ['grand-trine', 't-square', 'yod'], 'the patterns the reports show');
  t.same(Object.keys(BODY_KEYWORD), Object.keys(BODY_MEANING), 'a keyword for every body read');
  t.same(Object.keys(CHILD_BODY_MEANING), ['moon', 'mercury', 'venus', 'mars', 'saturn'], 'the child report\'s planets');
});

t.test('composer: the Sun in Leo in the 10th house, the Sun trine the Moon, in en, de, ar and ja', async (t) => {
  const leo10 = { body: 'sun', sign: 5, house: 10 };
  t.equal(placementParagraph(leo10, 'en'), 'Sun — Leo — House 10: identity, will and vitality. Manner: warmth, pride, generosity. Area of life: career, reputation, public standing.');
  t.equal(placementParagraph(leo10, 'de'), 'Sonne — Löwe — Haus 10: Identität, Wille und Lebenskraft. Ausdruck: Wärme, Stolz, Großzügigkeit. Lebensbereich: Beruf, Ruf, öffentliche Stellung.');
  t.equal(placementParagraph(leo10, 'ar'), 'الشمس — الأسد — البيت 10: الهوية والإرادة والحيوية. الأسلوب: الدفء والكبرياء والكرم. المجال: المهنة والسمعة والمكانة العامة.');
  t.equal(placementParagraph(leo10, 'ja'), '太陽 — 獅子座 — 第10ハウス：自己、意志、活力。表れ方：温かさ、誇り、気前のよさ。領域：キャリア、評判、社会的地位。');
  t.equal(placementParagraph({ body: 'sun', sign: 5, house: 10 }, 'fr'), 'Soleil — Lion — Maison 10\u00a0: identité, volonté et vitalité. Manière\u00a0: chaleur, fierté, générosité. Domaine\u00a0: carrière, réputation, position sociale.', 'French: a no-break space before the colon');
  t.equal(placementParagraph({ body: 'ascendant', sign: 8 }, 'en'), 'Ascendant — Scorpio: self-presentation, body and first impressions. Manner: intensity, loyalty, secrecy.', 'an angle has no house');
  t.equal(placementParagraph({ body: 'lilith', sign: 1, house: 1 }, 'en'), undefined, 'a point the library does not read');
  t.equal(placementParagraph({ body: 'moon', sign: 4, house: 4 }, 'en', 'child'), 'Moon — Cancer — House 4: needs, comfort and a sense of safety. Manner: care, sensitivity, attachment to home. Area of life: home, family, roots.');
  const trine = { body1: 'sun', aspect: 'trine', body2: 'moon' };
  t.equal(aspectClause(trine, 'en'), 'Sun △ Moon (Trine): ease, flow and natural talent (will ↔ feelings).');
  t.equal(aspectClause(trine, 'de'), 'Sonne △ Mond (Trigon): Leichtigkeit, Fluss und natürliche Begabung (Wille ↔ Gefühl).');
  t.equal(aspectClause(trine, 'ja'), '太陽 △ 月（トライン）：容易さ、流れ、天性の才能（意志 ↔ 感情）。');
  t.equal(aspectClause({ body1: 'saturn', aspect: 'square', body2: 'mc' }, 'en'), 'Saturn □ Midheaven (Square): tension that demands action (duty ↔ vocation).', "/transit-calendar's 'mc' is the Midheaven");
  t.equal(aspectClause({ body1: 'venus', aspect: 'opposition', body2: 'mars', owner1: 'Olena', owner2: 'James' }, 'en'), 'Olena · Venus ☍ James · Mars (Opposition): polarity and awareness through others (love ↔ drive).');
  t.equal(dignityClause('mars', 'detriment', 'en'), 'Mars — Detriment: working against its nature, effort needed.');
  t.equal(emphasisClause('element', 'water', 'de'), 'Schwerpunkt — Wasser: Gefühl, Intuition, Einfühlung.');
  t.equal(patternClause('t-square', ['sun', 'saturn', 'moon'], 'en'), 'T-square (Sun, Saturn, Moon): a driving tension that finds its outlet through the apex.');
  t.equal(patternClause('t-square', ['sun', 'saturn', 'moon'], 'ar'), 'تربيع T (الشمس، زحل، القمر): توتر دافع يجد منفذه عبر الرأس.'.replace('تربيع T', term('aspect-pattern', 't-square', 'ar')));
  t.equal(careerHouseParagraph(10, 'sun', 9, 'en'), 'House 10: vocation, ambition and the public role. Ruler: Sun — House 9: travel, higher learning, beliefs.');
  t.equal(overlayClause('Olena', 'venus', 'James', 7, 'en'), 'Olena · Venus → James · House 7: love — partnership, marriage, open rivals.');
  t.equal(houseName(10, 'hu'), '10. ház');
  t.equal(houseName(10, 'ko'), '10하우스');
  t.equal(placementParagraph(leo10, 'hi')!.endsWith('सामाजिक स्थान।'), true, 'Hindi ends on the danda');
});

// Kyiv, 1990-07-15 14:30 +03:00 (the reports suite's chart). Sun 112.73° = 22°43' Cancer (Meeus ch. 25),
// in the 9th Placidus house (MC 133.6° Leo, the Sun 21° before it); Moon at 22°29' Aries (it squares the Sun
// within 0.24° and stands opposite the T-square's empty leg in Libra); Ascendant 212.8° = 2°47' Scorpio.
// Saturn at 22° Capricorn opposes the Sun: the T-square Sun-Saturn with the Moon at its apex.
const KYIV = { date: '1990-07-15', time: '14:30:00', timezoneOffset: 3, latitude: 50.45, longitude: 30.52, name: 'Kyiv 1990' };
const LONDON = { date: '1988-03-02', time: '08:15:00', timezoneOffset: 0, latitude: 51.5074, longitude: -0.1278 };

const app = await freshApp({ families: ['reports'] });
t.teardown(() => app.close());
async function html(kind: string, body: Record<string, unknown>, language: LangCode): Promise<string> {
  const r = await app.inject({ method: 'POST', url: `/v1/reports/${kind}?format=html`, headers: { 'x-api-key': MASTER_KEY, 'content-type': 'application/json' }, payload: { ...body, language } });
  if (r.statusCode !== 200) throw new Error(`${kind} ${language}: ${r.statusCode} ${r.body.slice(0, 300)}`);
  // Each reading's head is set in bold (<b>head</b>: rest); the texts are compared without the tags.
  return r.body.replace(/<\/?b>/g, '');
}
async function rawHtml(kind: string, body: Record<string, unknown>, language: LangCode): Promise<string> {
  return (await app.inject({ method: 'POST', url: `/v1/reports/${kind}?format=html`, headers: { 'x-api-key': MASTER_KEY, 'content-type': 'application/json' }, payload: { ...body, language } })).body;
}
const para = (text: string) => `<p>${text}</p>`;

t.test('natal: placements, aspects, dignities, the T-square and the emphasis, in en, de and ja', async (t) => {
  const en = await html('natal', { chart: KYIV }, 'en');
  t.ok(en.includes(para('Sun — Cancer — House 9: identity, will and vitality. Manner: care, sensitivity, attachment to home. Area of life: travel, higher learning, beliefs.')), 'the Sun\'s paragraph');
  t.match(en, /<p>Moon — Aries — House \d+: feelings, needs and habits\. Manner: initiative, courage, impatience\./, 'the Moon in Aries');
  t.ok(en.includes(para('Ascendant — Scorpio: self-presentation, body and first impressions. Manner: intensity, loyalty, secrecy.')), 'the rising sign');
  t.ok(en.includes(para('Midheaven — Leo: vocation, aims and public standing. Manner: warmth, pride, generosity.')), 'the Midheaven in Leo');
  t.ok(en.includes(para('Sun □ Moon (Square): tension that demands action (will ↔ feelings).')), 'the Sun-Moon square');
  t.ok(en.includes(para('Sun ☍ Saturn (Opposition): polarity and awareness through others (will ↔ duty).')), 'the Sun-Saturn opposition');
  t.ok(en.includes(para('T-square (Sun, Saturn, Moon): a driving tension that finds its outlet through the apex.')), 'the T-square');
  // The Sun in Cancer has no essential dignity there by day (Lilly: Cancer's triplicity is Venus by day) : peregrine.
  t.ok(en.includes(para('Sun — Peregrine: no essential dignity, depends on aspects and house.')), 'the Sun peregrine');
  t.match(en, /<div class="readings"><p>Emphasis — (Fire|Earth|Air|Water): /, 'the element emphasis');
  t.notMatch(en, /True Node —/, 'the true node is not read twice');
  t.match(await rawHtml('natal', { chart: KYIV }, 'en'), /<p><b>Sun — Cancer — House 9<\/b>: identity, will and vitality\./, 'the head in bold');
  const de = await html('natal', { chart: KYIV }, 'de');
  t.ok(de.includes(para('Sonne — Krebs — Haus 9: Identität, Wille und Lebenskraft. Ausdruck: Fürsorge, Empfindsamkeit, Heimatverbundenheit. Lebensbereich: Reisen, höhere Bildung, Weltanschauung.')), 'German');
  t.notMatch(de, /Manner:|Area of life:/, 'no English frame in German');
  const ja = await html('natal', { chart: KYIV }, 'ja');
  t.ok(ja.includes(para('太陽 — 蟹座 — 第9ハウス：自己、意志、活力。表れ方：思いやり、感受性、家庭への愛着。領域：旅、高等教育、信念。')), 'Japanese');
  t.ok(ja.includes(para('太陽 □ 月（スクエア）：行動を促す緊張（意志 ↔ 感情）。')), 'Japanese aspect');
});

t.test('stellaforge, child and career read their own parts', async (t) => {
  const poster = await html('stellaforge', { chart: KYIV, style: 'editorial' }, 'en');
  t.ok(poster.includes(para('Sun — Cancer — House 9: identity, will and vitality. Manner: care, sensitivity, attachment to home. Area of life: travel, higher learning, beliefs.')), 'stellaforge: the Sun');
  t.ok(poster.includes(para('Ascendant — Scorpio: self-presentation, body and first impressions. Manner: intensity, loyalty, secrecy.')), 'stellaforge: the rising sign');
  t.notMatch(poster, /<p>Mercury —/, 'stellaforge: the big three only');
  // Arabic, right to left (a one-digit house number needs no bidi isolation; longer runs get U+2066 ... U+2069).
  const posterAr = await html('stellaforge', { chart: KYIV, style: 'classic' }, 'ar');
  t.ok(posterAr.includes(para('الشمس — السرطان — البيت 9: الهوية والإرادة والحيوية. الأسلوب: الرعاية والحساسية والتعلّق بالبيت. المجال: السفر والتعليم العالي والمعتقدات.')), 'stellaforge in Arabic');
  const child = await html('child', { chart: KYIV, childName: 'Ada' }, 'en');
  t.match(child, /<p>Moon — Aries — House \d+: needs, comfort and a sense of safety\. Manner: initiative, courage, impatience\./, 'child: the Moon\'s needs');
  t.match(child, /<p>Mercury — Leo — House \d+: learning, speaking and asking questions\./, 'child: Mercury at 6°44\' Leo (126.73°)');
  const childDe = await html('child', { chart: KYIV }, 'de');
  t.match(childDe, /<p>Mond — Widder — Haus \d+: Bedürfnisse, Geborgenheit und Sicherheit\./, 'child in German');
  // Career: the MC in Leo; Leo's ruler is the Sun (Ptolemy, Tetrabiblos I.17), in the 9th house.
  const career = await html('career', { chart: KYIV }, 'en');
  t.ok(career.includes(para('Midheaven — Leo: vocation, aims and public standing. Manner: warmth, pride, generosity.')), 'career: the MC');
  t.ok(career.includes(para('House 10: vocation, ambition and the public role. Ruler: Sun — House 9: travel, higher learning, beliefs.')), 'career: the 10th and its ruler');
  t.match(career, /<p>House 6: daily work, skills and colleagues\. Ruler: /, 'career: the 6th');
  t.match(career, /<p>House 2: earnings, resources and what is valued\. Ruler: /, 'career: the 2nd');
  const careerJa = await html('career', { chart: KYIV }, 'ja');
  t.ok(careerJa.includes(para('第10ハウス：天職、野心、社会での役割。支配星：太陽 — 第9ハウス：旅、高等教育、信念。')), 'career in Japanese');
});

t.test('synastry, composite, solar return and transit forecast', async (t) => {
  const syn = await html('synastry', { chart1: KYIV, chart2: LONDON, names: ['Olena', 'James'] }, 'en');
  t.match(syn, /<p>Olena · (Sun|Moon|Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto) [☌⚹□△☍⚺∠⚼⚻Qb]+ James · [A-Z][a-z ]+ \([A-Z][a-z-]+\): [a-z]/, 'inter-aspects with the partners named');
  t.match(syn, /<p>Olena · Sun → James · House \d+: will — /, 'overlay: her Sun in his houses');
  t.match(syn, /<p>James · Sun → Olena · House \d+: will — /, 'overlay: his Sun in hers');
  const synDe = await html('synastry', { chart1: KYIV, chart2: LONDON, names: ['Olena', 'James'] }, 'de');
  t.match(synDe, /<p>Olena · Sonne → James · Haus \d+: Wille — /, 'overlay in German');
  // /match/score's figures named in German: 54 of 100 for this pair, 'mixed' (40-59).
  t.match(synDe, /<dt>Harmonie · Spannung · Anziehung<\/dt>/, 'the compatibility figures\' caption in German');
  t.match(synDe, /<dd>\d+ \/ 100 \((schwierig|gemischt|gut|ausgezeichnet)\)<\/dd>/, 'the score\'s label in German');
  // Hand's composite Sun at 47.35° (17°21' Taurus; the reports suite derives it).
  const comp = await html('composite', { chart1: KYIV, chart2: LONDON }, 'en');
  t.match(comp, /<p>Sun — Taurus — House \d+: identity, will and vitality\. Manner: steadiness, patience, love of comfort\./, 'composite Sun in Taurus');
  const compDe = await html('composite', { chart1: KYIV, chart2: LONDON, method: 'davison' }, 'de');
  // Davison's chart is cast for the midpoint in time (1989-05-08): the Sun at 18° Taurus.
  t.match(compDe, /<p>Sonne — Stier — Haus \d+: Identität, Wille und Lebenskraft\. Ausdruck: Beständigkeit, Geduld, Sinn für Genuss\./, 'Davison composite in German');
  // The return Sun stands on the natal Sun: the conjunction of the return to the natal chart.
  const sr = await html('solar-return', { chart: KYIV, year: 2026 }, 'en');
  t.match(sr, /<p>Sun — Cancer — House \d+: identity, will and vitality\./, 'solar return: the Sun in Cancer');
  t.ok(sr.includes(para('Sun ☌ Sun (Conjunction): fusion and emphasis (will ↔ will).')), 'solar return: the Sun on the natal Sun');
  const srJa = await html('solar-return', { chart: KYIV, year: 2026 }, 'ja');
  t.ok(srJa.includes(para('太陽 ☌ 太陽（コンジャンクション）：融合と強調（意志 ↔ 意志）。')), 'solar return in Japanese');
  // Saturn re-entered Aries on 13/14 February 2026 and stands near 6-7° Aries in early April: a trine to
  // the natal Mercury at 6°44' Leo; Jupiter crosses the natal Sun (22°43' Cancer) in late May.
  const tf = await html('transit-forecast', { chart: KYIV, year: 2026 }, 'en');
  t.ok(tf.includes(para('Saturn △ Mercury (Trine): ease, flow and natural talent (duty ↔ mind).')), 'transit: Saturn trine Mercury');
  t.ok(tf.includes(para('Jupiter ☌ Sun (Conjunction): fusion and emphasis (growth ↔ will).')), 'transit: Jupiter on the Sun');
  const tfDe = await html('transit-forecast', { chart: KYIV, year: 2026 }, 'de');
  // The new moon of 14 July 2026 at 21°59' Cancer falls 0.7° before the natal Sun (22°43' Cancer): its contact in German.
  t.match(tfDe, /Konjunktion Sonne \(0\.7°\)/, 'lunation contacts in the report\'s language');
  t.notMatch(tfDe, /Conjunction|Square/, 'no English aspect names (Opposition is German too)');
  // The annular eclipse of 17 February 2026 (a new moon): a solar eclipse, named in German.
  t.match(tfDe, /<td>Neumond \(Sonnenfinsternis\)<\/td>/, 'the eclipse named in German');
  t.ok(tfDe.includes(para(`Jupiter ☌ Sonne (${term('aspect', 'conjunction', 'de')}): Verschmelzung und Betonung (Wachstum ↔ Wille).`)), 'transit in German');
});
