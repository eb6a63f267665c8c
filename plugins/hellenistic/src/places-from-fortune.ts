import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, PositionMembers } from '@celestial/core';
import { placesFromFortune } from './lib/doctrines.js';
import { Echo, PlanetRef, SignMembers } from './lib/natal.js';
import { KYIV_BIRTH } from './lib/examples.js';

const Place = Type.Object({ place: Type.Integer({ minimum: 1, maximum: 12 }), ...SignMembers, lord: PlanetRef, planets: Type.Array(PlanetRef) });

export default defineOperation({
  method: 'POST',
  path: '/hellenistic/places-from-fortune',
  summary: 'Whole-sign places counted from the Lot of Fortune, with the places of acquisition (11th) and reputation (10th)',
  description: "Valens, Anthology II: the Lot of Fortune's sign taken as a second ascendant; the twelve places counted from it in whole signs with their domicile lords and natal planets; the 11th from Fortune is the place of acquisition, the 10th the place of reputation and action. Fortune = ASC + Moon - Sun by day, reversed by night.",
  body: birthData(),
  response: Type.Object({ ...Echo, fortune: Type.Object(PositionMembers), places: Type.Array(Place, { minItems: 12, maxItems: 12 }), acquisition: Place, reputation: Place }),
  examples: [{ name: 'kyiv', body: KYIV_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => placesFromFortune(body, services, lang),
});
