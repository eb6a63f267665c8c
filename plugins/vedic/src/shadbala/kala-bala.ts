import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { shadbala } from '../lib/shadbala.js';
import { GrahaRef, grahaRef, Virupas } from '../lib/strength-schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/shadbala/kala-bala',
  summary: 'Kala bala (temporal strength) of Sun..Saturn: natonnata, paksha, tribhaga, abda, masa, vara, hora, ayana, yuddha',
  description:
    'BPHS ch. 27: natonnata from the Sun\'s hour angle (Sun, Jupiter, Venus 60 at noon; Moon, Mars, Saturn 60 at midnight; Mercury 60); paksha = folded elongation / 3 for the benefics (Moon, Jupiter, Venus, Mercury unless with a malefic), 60 minus that for the others, the Moon\'s doubled; tribhaga (day thirds Mercury, Sun, Saturn; night thirds Moon, Venus, Mars; Jupiter 60); abda 15, masa 30, vara 45, hora 60 to the lords of the 360-day year, 30-day month, weekday and hora, counted from the Kali ahargana (day 0 a Friday); ayana = (24 + d)/48 x 60 (d declination; minus d for Moon and Saturn, |d| for Mercury), the Sun\'s doubled; yuddha for Mars..Saturn within 1 degree.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    // The lords of the year, month, weekday, hora and day third by reference (issue 12), not English names.
    lords: Type.Object({ abda: Type.Object(GrahaRef), masa: Type.Object(GrahaRef), vara: Type.Object(GrahaRef), hora: Type.Object(GrahaRef), tribhaga: Type.Object(GrahaRef), kaliAhargana: Type.Integer(), isDaytime: Type.Boolean() }),
    planets: Type.Array(Type.Object({
      ...GrahaRef, natonnata: Virupas, paksha: Virupas, tribhaga: Virupas, abda: Virupas, masa: Virupas, vara: Virupas, hora: Virupas, ayana: Virupas, yuddha: Virupas, total: Virupas,
    }), { minItems: 7, maxItems: 7 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const sb = shadbala(chart, services.ephemeris);
    const c = sb.context;
    return {
      ...chartEcho(chart, services.ephemeris),
      lords: { abda: grahaRef(c.abdaLord, lang), masa: grahaRef(c.masaLord, lang), vara: grahaRef(c.varaLord, lang), hora: grahaRef(c.horaLord, lang), tribhaga: grahaRef(c.tribhagaLord, lang), kaliAhargana: c.kaliAhargana, isDaytime: c.isDaytime },
      planets: sb.grahas.map((g) => ({ ...grahaRef(g.graha, lang), ...g.kala })),
    };
  },
});
