/**
 * Issue 12's leftovers in the Vedic answers, through HTTP: sign names follow the answer's
 * language (they were English in every language), and the period bounds of the dasha,
 * varshaphal and kalavela answers are instants with the chart zone's offset in their schemas
 * (the values always were: lib/schemas.ts localIso). Delhi, 1990-07-15 14:30 IST (+05:30).
 */
import t from 'tap';
import { INSTANT_PATTERN, signName } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { post, schemaErrors } from '../helpers/app.js';
import { DELHI_BIRTH } from '../../plugins/vedic/src/lib/examples.js';
import currentOp from '../../plugins/vedic/src/dasha/vimshottari/current.js';
import charaOp from '../../plugins/vedic/src/jaimini/chara-dasha.js';

const instant = new RegExp(INSTANT_PATTERN);

t.test('sign names in the answer language: kalachakra, chara dasha, swamsa', async (t) => {
  for (const lang of ['de', 'ja'] as LangCode[]) {
    const k = await post('/v1/vedic/dasha/kalachakra', DELHI_BIRTH, { 'accept-language': lang });
    t.equal(k.status, 200);
    for (const p of k.body.data.periods) t.equal(p.signName, signName(p.sign, lang), `kalachakra ${p.sign} in ${lang}`);
    const c = await post('/v1/vedic/jaimini/chara-dasha', DELHI_BIRTH, { 'accept-language': lang });
    t.equal(schemaErrors(charaOp.response, c.body.data), null);
    const ads = c.body.data.periods[0].antardashas;
    for (const a of ads) {
      t.equal(a.signName, signName(a.sign, lang), `chara antardasha ${a.sign} in ${lang}`);
      t.match(a.start, /\+05:30$/, 'at the chart zone (IST)');
    }
  }
  const s = (await post('/v1/vedic/jaimini/swamsa', DELHI_BIRTH, { 'accept-language': 'uk' })).body.data;
  t.equal(s.swamsa.signName, signName(s.swamsa.sign, 'uk'));
  t.not(s.swamsa.signName, signName(s.swamsa.sign, 'en'), 'not the English name');
});

t.test('vimshottari current: the bounds are instants with the zone offset, in the schema too', async (t) => {
  const r = await post('/v1/vedic/dasha/vimshottari/current', { ...DELHI_BIRTH, targetDate: '2024-06-01' });
  t.equal(r.status, 200);
  t.equal(schemaErrors(currentOp.response, r.body.data), null);
  const levelSchema = (currentOp.response as any).properties.levels.items.properties;
  t.equal(levelSchema.start.pattern, INSTANT_PATTERN, 'start declared as an instant');
  t.equal(levelSchema.end.pattern, INSTANT_PATTERN, 'end declared as an instant');
  for (const l of r.body.data.levels) {
    t.ok(instant.test(l.start) && l.start.endsWith('+05:30'), `${l.level} start ${l.start}`);
    t.ok(Date.parse(l.start) < Date.parse('2024-06-01T12:00:00+05:30') && Date.parse(l.end) > Date.parse('2024-06-01T12:00:00+05:30'), `${l.level} holds the target moment`);
  }
});
