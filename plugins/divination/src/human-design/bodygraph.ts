import { Type } from '@sinclair/typebox';
import { birthData, defineOperation, Ephemeris, Moment, Settings, TimeZones, Warnings } from '@celestial/core';
import { chartSettings, momentEcho, resolveMoment, settingsEcho } from '@celestial/core/astro';
import { bodygraph } from '../lib/human-design.js';
import { BodygraphMembers, bodygraphOut } from '../lib/human-design-view.js';
import { englishTextWarnings } from '../lib/warnings.js';

export const RA_URU_HU = { date: '1948-04-09', time: '00:14:00', timezoneOffset: -5, latitude: 45.5, longitude: -73.57, name: 'Ra Uru Hu' } as const;

export default defineOperation({
  method: 'POST',
  path: '/human-design/bodygraph',
  summary: 'Human Design bodygraph: type, strategy, authority, profile, definition, incarnation cross, centres, channels and the 26 activations',
  description:
    "Personality = the birth instant; Design = the instant about 88 days earlier when the Sun's apparent tropical longitude was exactly 88 deg less (Brent's method on Swiss Ephemeris longitudes, to 0.01 s). 13 bodies each: Sun, Earth (Sun + 180), Moon, North Node (true node), South Node (+180), Mercury to Pluto. Gate: offset = (lambda - 302) mod 360 (gate 41 begins at 2 deg Aquarius), gate = MANDALA[floor(offset / 5.625)], line = floor((offset mod 5.625) / 0.9375) + 1. A channel is defined when both its gates are active (36 channels) and defines its two centres. Type: Reflector (no defined centre), Manifestor (a motor - Sacral, Solar Plexus, Heart, Root - connected to the Throat through defined channels, Sacral undefined), Manifesting Generator (Sacral defined and a motor so connected), Generator (Sacral defined), else Projector. Authority: Solar Plexus > Sacral > Splenic > Ego > Self-projected (G connected to the Throat) > Mental > Lunar (Reflector). Profile = personality Sun line / design Sun line. Definition = connected groups of defined centres. Cross: Right Angle for profiles 1/3 to 4/6, Juxtaposition 4/1, Left Angle 5/1 to 6/3; gates personality Sun/Earth + design Sun/Earth; name from Ra Uru Hu's incarnation-cross index. Always tropical (zodiacType is not read). Source: Ra Uru Hu and Lynda Bunnell, 'The Definitive Book of Human Design' (2011).",
  body: birthData(),
  response: Type.Object({ moment: Moment, settings: Settings, ...BodygraphMembers, warnings: Warnings }),
  examples: [{ name: 'ra-uru-hu', body: RA_URU_HU }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const moment = resolveMoment(body, services);
    const settings = chartSettings({ ...body, zodiacType: 'tropical' });
    const g = bodygraph(services.ephemeris, moment.julianDayUT);
    return {
      moment: momentEcho(moment, services.ephemeris),
      settings: settingsEcho(settings, moment.julianDayUT, services.ephemeris, lang),
      ...bodygraphOut(g, lang),
      warnings: englishTextWarnings(lang),
    };
  },
});
