import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, Instant, StringEnum, defineOperation } from '@celestial/core';
import { eventRange } from '@celestial/core/astro';
import { moonPhases } from '../lib/cycles.js';
import { moonApsides } from '../lib/moon.js';
import { instant } from '../lib/time.js';

const TROPICAL = { zodiacType: 'tropical', siderealMode: 0 } as const;
const AU_KM = 149597870.7;

export default defineOperation({
  method: 'POST',
  path: '/astronomy/supermoons',
  summary: 'Supermoons and micromoons: new and full moons near perigee or apogee (Nolle\'s 90% rule)',
  description:
    'Each new and full moon in the range (roots of the elongation, as /astronomy/moon-phases); the Moon\'s geocentric distance there (swe_calc_ut xx[2] x 149597870.7 km); the perigee and apogee of the same anomalistic month (the Moon\'s distance extrema, as /astronomy/lunar-perigee-apogee, the nearest perigee and apogee on either side of the syzygy); proximity = (apogee - d)/(apogee - perigee); supermoon when proximity >= threshold (Richard Nolle, Dell Horoscope 1979: within 90% of perigee), micromoon when <= 1 - threshold; apparent diameter swe_pheno_ut attr[3] x 60 arcmin. At most ten years.',
  body: Type.Object({ startDate: DateString, endDate: DateString, threshold: Type.Optional(Type.Number({ minimum: 0.5, maximum: 1, default: 0.9 })) }),
  response: Type.Object({
    events: Type.Array(Type.Object({
      kind: StringEnum(['super-new', 'super-full', 'micro-new', 'micro-full'] as const),
      date: Instant(), distanceKm: Type.Number(), perigeeKm: Type.Number(), apogeeKm: Type.Number(),
      perigeeProximity: Type.Number({ minimum: 0, maximum: 1 }), apparentDiameterArcmin: Type.Number(),
    })),
  }),
  examples: [{ name: '2024', body: { startDate: '2024-01-01', endDate: '2024-12-31' } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ body }, { ephemeris }) => {
    const { start, end } = eventRange(ephemeris, body.startDate, body.endDate, 10);
    const threshold = body.threshold ?? 0.9;
    const apsides = moonApsides(ephemeris, start - 20, end + 20);
    const events = moonPhases(ephemeris, start, end).filter((p) => p.phase === 0 || p.phase === 180).flatMap((p) => {
      const d = ephemeris.position(p.jd, 1, TROPICAL).distance * AU_KM;
      const nearest = (kind: 'perigee' | 'apogee') => apsides.filter((a) => a.kind === kind).sort((a, b) => Math.abs(a.jd - p.jd) - Math.abs(b.jd - p.jd))[0];
      const per = nearest('perigee');
      const apo = nearest('apogee');
      if (!per || !apo) return [];
      const proximity = Math.max(0, Math.min(1, (apo.distanceKm - d) / (apo.distanceKm - per.distanceKm)));
      const phase = p.phase === 0 ? 'new' : 'full';
      const kind = proximity >= threshold ? `super-${phase}` : proximity <= 1 - threshold ? `micro-${phase}` : null;
      if (!kind) return [];
      return [{ kind: kind as 'super-new', date: instant(p.jd), distanceKm: d, perigeeKm: per.distanceKm, apogeeKm: apo.distanceKm, perigeeProximity: proximity, apparentDiameterArcmin: ephemeris.phenomena(p.jd, 1).apparentDiameter * 60 }];
    });
    return { events };
  },
});
