/**
 * Parans (paranatellonta): two bodies on angles at the same moment, which happens only at
 * particular latitudes (Brady, Star and Planet Combinations, 2008; Lewis's ACG crossings). At
 * local sidereal time theta a body of right ascension alpha has hour angle H = theta - alpha; it
 * culminates at H = 0, anti-culminates at 180, rises at -H0 and sets at +H0 with
 * cos H0 = -tan phi tan delta. Both on angles at once: H1(phi) - H2(phi) = alpha2 - alpha1 (mod
 * 360), solved for phi by a 0.5-degree scan over -66..66 and bisection to 1e-9 deg. The crossing
 * longitude is where the two birth-moment ACG lines meet: alpha1 + H1 - GAST.
 */
import { horizonHourAngle } from './lines.js';
import { normalizeLongitude } from './sphere.js';

export const PARAN_EVENTS = ['rising', 'setting', 'culminating', 'anti-culminating'] as const;
export type ParanEvent = (typeof PARAN_EVENTS)[number];

export interface SkyBody {
  key: string;
  rightAscension: number;
  declination: number;
}

const wrap180 = (x: number) => x - 360 * Math.floor((x + 180) / 360);

/** Hour angle (degrees) of a body at an event at latitude phi, or null where it does not happen there. */
export function eventHourAngle(event: ParanEvent, latitude: number, declination: number): number | null {
  if (event === 'culminating') return 0;
  if (event === 'anti-culminating') return 180;
  const h0 = horizonHourAngle(latitude, declination);
  if (h0 === null) return null;
  return event === 'rising' ? -h0 : h0;
}

export interface Paran {
  body1: string;
  event1: ParanEvent;
  body2: string;
  event2: ParanEvent;
  latitude: number;
  crossingLongitude: number;
}

export function paransOf(bodies: readonly SkyBody[], gastDeg: number): Paran[] {
  const out: Paran[] = [];
  for (let i = 0; i < bodies.length; i++) {
    for (let j = i + 1; j < bodies.length; j++) {
      const a = bodies[i]!;
      const b = bodies[j]!;
      for (const e1 of PARAN_EVENTS) {
        for (const e2 of PARAN_EVENTS) {
          // Two meridian events never pair at one latitude (they depend on no latitude).
          if ((e1 === 'culminating' || e1 === 'anti-culminating') && (e2 === 'culminating' || e2 === 'anti-culminating')) continue;
          const g = (phi: number): number | null => {
            const h1 = eventHourAngle(e1, phi, a.declination);
            const h2 = eventHourAngle(e2, phi, b.declination);
            if (h1 === null || h2 === null) return null;
            return wrap180(h1 - h2 - (b.rightAscension - a.rightAscension));
          };
          let prevPhi = -66;
          let prev = g(prevPhi);
          for (let phi = -65.5; phi <= 66 + 1e-9; phi += 0.5) {
            const cur = g(phi);
            if (prev !== null && cur !== null && Math.sign(prev) !== Math.sign(cur) && Math.abs(cur - prev) < 90) {
              let lo = prevPhi, hi = phi, glo = prev;
              for (let k = 0; k < 60 && hi - lo > 1e-9; k++) {
                const m = (lo + hi) / 2;
                const gm = g(m)!;
                if (Math.sign(gm) === Math.sign(glo)) { lo = m; glo = gm; } else hi = m;
              }
              const latitude = (lo + hi) / 2;
              const h1 = eventHourAngle(e1, latitude, a.declination)!;
              out.push({ body1: a.key, event1: e1, body2: b.key, event2: e2, latitude, crossingLongitude: normalizeLongitude(a.rightAscension + h1 - gastDeg) });
            }
            prevPhi = phi;
            prev = cur;
          }
        }
      }
    }
  }
  return out.sort((x, y) => x.latitude - y.latitude);
}
