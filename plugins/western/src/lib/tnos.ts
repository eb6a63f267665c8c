/**
 * Trans-Neptunian dwarf planets and large Kuiper-belt objects: swe_calc_ut(SE_AST_OFFSET +
 * MPC number) from their astNNN/*.se1 files (Swiss Ephemeris, swephexp.h; the files this
 * service holds are listed, with their origin and span, in runtime/ephe/README.md).
 */
import type { BirthInput } from '@celestial/core/astro';
import { minorBodies } from './sky.js';
import { noteText, noteWarning } from './vocabulary.js';
import type { Ephemeris, LangCode, TimeZones } from '@celestial/core';

type Services = { ephemeris: Ephemeris; timeZones: TimeZones };

/** The nine bodies, by Minor Planet Center number. */
export const TNOS: readonly { number: number; name: string }[] = [
  { number: 136199, name: 'Eris' }, { number: 90377, name: 'Sedna' }, { number: 136108, name: 'Haumea' },
  { number: 136472, name: 'Makemake' }, { number: 50000, name: 'Quaoar' }, { number: 90482, name: 'Orcus' },
  { number: 28978, name: 'Ixion' }, { number: 20000, name: 'Varuna' }, { number: 225088, name: 'Gonggong' },
];

/** Files held in runtime/ephe: their span for this service is 1800-01-01 (the planetary file) to 2102-05-14 (the asteroid files). */
export const TNO_FILES_HELD: ReadonlySet<number> = new Set([136199, 90377, 136108, 136472, 50000, 90482, 28978]);
export const TNO_SPAN = { from: '1800-01-01', to: '2102-05-14' } as const;

export function tnos(birth: BirthInput, services: Services, lang: LangCode = 'en') {
  const r = minorBodies(birth, services, [...TNOS], lang);
  const unavailable = r.unavailable.map((u) => ({
    ...u,
    reason: TNO_FILES_HELD.has(u.number)
      ? { slug: 'outside-file-span', text: noteText('outside-file-span', { from: TNO_SPAN.from, to: TNO_SPAN.to }, lang) }
      : u.reason,
  }));
  const warnings = unavailable.map((u) => noteWarning('body-left-out', 'body-not-placed', { body: u.name, number: u.number, reason: u.reason.text }, lang));
  return { ...r, unavailable, warnings };
}
