import { Type } from '@sinclair/typebox';
import { birthData, defineOperation, Ephemeris, Moment, Settings, TimeZones, Warnings } from '@celestial/core';
import { chartSettings, momentEcho, resolveMoment, settingsEcho } from '@celestial/core/astro';
import { bodygraph } from '../lib/human-design.js';
import { variables } from '../lib/human-design-relations.js';
import { englishTextWarnings } from '../lib/warnings.js';
import { RA_URU_HU } from './bodygraph.js';

const Arrow = (what: string) => Type.Object({
  colour: Type.Integer({ minimum: 1, maximum: 6, description: `sixth of the line of ${what}` }),
  slug: Type.String({ description: 'the colour for this arrow, e.g. appetite, caves, survival, fear' }),
  name: Type.String({ description: 'the colour\'s name for this arrow (English)' }),
  tone: Type.Integer({ minimum: 1, maximum: 6 }),
  base: Type.Integer({ minimum: 1, maximum: 5 }),
  orientation: Type.Union([Type.Literal('left'), Type.Literal('right')], { description: 'tone 1-3 left, 4-6 right' }),
});

export default defineOperation({
  method: 'POST',
  path: '/human-design/variables',
  summary: 'Human Design Variables: the four arrows (Determination, Environment, Perspective, Motivation) by colour, tone and base',
  description:
    "The bodygraph's Sun and true North Node positions (Design instant as /human-design/bodygraph) subdivided below the line: colour = sixth of a line (0.15625 deg), tone = sixth of a colour, base = fifth of a tone. Determination = design Sun, Environment = design North Node, Perspective = personality North Node, Motivation = personality Sun; tone 1-3 left, 4-6 right. notation: P + Motivation + Perspective, D + Determination + Environment (e.g. PLL DRR). Colour names in English. Source: Ra Uru Hu's Variables teaching (Jovian Archive, Primary Health System and Rave Psychology courses).",
  body: birthData(),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    arrows: Type.Object({ determination: Arrow('the design Sun'), environment: Arrow('the design North Node'), perspective: Arrow('the personality North Node'), motivation: Arrow('the personality Sun') }),
    notation: Type.String({ pattern: '^P[LR]{2} D[LR]{2}$' }),
    bases: Type.Object({
      determination: Type.Integer({ minimum: 1, maximum: 5 }), environment: Type.Integer({ minimum: 1, maximum: 5 }),
      perspective: Type.Integer({ minimum: 1, maximum: 5 }), motivation: Type.Integer({ minimum: 1, maximum: 5 }),
    }),
    warnings: Warnings,
  }),
  examples: [{ name: 'ra-uru-hu', body: RA_URU_HU }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const moment = resolveMoment(body, services);
    const { arrows, notation } = variables(bodygraph(services.ephemeris, moment.julianDayUT));
    return {
      moment: momentEcho(moment, services.ephemeris),
      settings: settingsEcho(chartSettings({ ...body, zodiacType: 'tropical' }), moment.julianDayUT, services.ephemeris, lang),
      arrows,
      notation,
      bases: { determination: arrows.determination.base, environment: arrows.environment.base, perspective: arrows.perspective.base, motivation: arrows.motivation.base },
      warnings: englishTextWarnings(lang),
    };
  },
});
