/**
 * The 12 webhook event kinds (SERVICE-SPEC "Events"; catalogue/platform.jsonl, /webhooks/*):
 * each kind's params schema (the members its registration route takes beside `url`, and what
 * /webhooks/subscribe takes under params.<event>), its defaults, when it is emitted, and the
 * registration answer's shapes. GET /webhooks/events publishes this table.
 */
import { Type } from '@sinclair/typebox';
import type { TObject, TProperties } from '@sinclair/typebox';
import { FormatRegistry, TypeRegistry } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { ApiError, BirthData, Instant, StringEnum, WEBHOOK_EVENTS } from '@celestial/core';
import type { Ephemeris, TimeZones, WebhookEvent, WebhookSubscription } from '@celestial/core';
import { AYANAMSA_SLUGS, DASHA_YEARS, resolveMoment } from '@celestial/core/astro';

export const WebhookUrl = Type.String({ format: 'uri', minLength: 1, maxLength: 2048, description: 'delivery target (http or https, at most 2048 characters); private, loopback and link-local targets are refused unless the operator allows them' });

const PlanetIds = (what: string) => Type.Array(Type.Integer({ minimum: 0, maximum: 9 }), { minItems: 1, maxItems: 32, uniqueItems: true, description: `Swiss Ephemeris body numbers 0 (Sun) to 9 (Pluto); ${what}` });
const AspectAngles = Type.Array(Type.Number({ minimum: 0, maximum: 360 }), { minItems: 1, maxItems: 64, description: 'aspect angles in degrees (default 0, 60, 90, 120, 180)' });
const VocMethod = StringEnum(['modern', 'traditional'] as const, { default: 'modern', description: 'modern: aspects to Sun-Pluto (Al H. Morrison); traditional: Sun-Saturn' });
const Chart = BirthData;
const HourMinute = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', default: '07:00', description: "local time HH:mm" });
const Zone = Type.String({ minLength: 1, maxLength: 64, description: 'IANA zone of deliverAt and of the digest times (wins over timezoneOffset)' });
const Offset = Type.Number({ minimum: -14, maximum: 14, description: 'hours east of UTC, when no timezone is given (default 0)' });

// The params of /webhooks/subscribe and PATCH arrive as free objects and are checked here with
// TypeBox's Value (the routes' own bodies go through the runtime's ajv). core's StringEnum is a
// Type.Unsafe ({ type, enum }) and birth dates carry format 'date', which Value knows only when told:
if (!TypeRegistry.Has('Unsafe')) {
  TypeRegistry.Set<{ type?: string; enum?: unknown[] }>('Unsafe', (schema, value) => {
    if (schema.enum && !schema.enum.includes(value)) return false;
    if (schema.type === 'string') return typeof value === 'string';
    if (schema.type === 'integer') return Number.isInteger(value);
    if (schema.type === 'number') return typeof value === 'number';
    return true;
  });
}
if (!FormatRegistry.Has('date')) FormatRegistry.Set('date', (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)));

export interface EventKind {
  event: WebhookEvent;
  emittedWhen: string;
  /** Members beside url on the registration route; the params object of /webhooks/subscribe. */
  params: TObject;
  /** Members that must be present (besides url). */
  needsChart: boolean;
  /** The registration answer is `{ id, event }` (spec: eclipse-alert, retrograde-end). */
  short: boolean;
  summary: string;
}

function kind(event: WebhookEvent, emittedWhen: string, props: TProperties, opts: { needsChart?: boolean; short?: boolean; summary: string }): EventKind {
  return { event, emittedWhen, params: Type.Object(props, { additionalProperties: false }), needsChart: opts.needsChart ?? false, short: opts.short ?? false, summary: opts.summary };
}

export const EVENT_KINDS: Readonly<Record<WebhookEvent, EventKind>> = {
  'report-ready': kind('report-ready', 'a /reports/* generation has stored its object (report jobs do not exist yet: nothing fires until they do)', { reportTypes: Type.Optional(Type.Array(Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 64 }), { maxItems: 32, uniqueItems: true, description: 'report types (natal, human-design, ...); default all' })) }, { summary: 'Subscribe to report-ready: a delivery when a report job has stored its object' }),
  'transit-alert': kind('transit-alert', 'daily at deliverAt local time: the natal transits that perfect in the next 24 hours, in one digest', { chart: Chart, deliverAt: Type.Optional(HourMinute), timezone: Type.Optional(Zone), timezoneOffset: Type.Optional(Offset), transitPlanetIds: Type.Optional(PlanetIds('default Sun and Mercury-Pluto')), aspectAngles: Type.Optional(AspectAngles) }, { needsChart: true, summary: "Subscribe to transit-alert: a daily digest of the coming 24 hours' transits to a natal chart" }),
  'eclipse-alert': kind('eclipse-alert', 'daysBefore days (7 by default) before the maximum of a solar or lunar eclipse', { daysBefore: Type.Optional(Type.Integer({ minimum: 0, maximum: 60, default: 7, description: 'days before the maximum (default 7)' })) }, { short: true, summary: 'Subscribe to eclipse-alert: a delivery 7 days (by default) before each eclipse' }),
  'dasha-change': kind('dasha-change', 'at each Vimshottari period boundary of the chosen level (mahadasha, antardasha or pratyantardasha)', { chart: Chart, ayanamsa: Type.Optional(StringEnum(AYANAMSA_SLUGS, { default: 'lahiri' })), level: Type.Optional(StringEnum(['maha', 'antar', 'pratyantar'] as const, { default: 'antar' })), dashaYear: Type.Optional(StringEnum(DASHA_YEARS, { default: 'gregorian', description: 'dasha year length, as the Vedic operations: gregorian 365.2425 d, sidereal 365.256363 d, savana 360 d' })) }, { needsChart: true, summary: 'Subscribe to dasha-change: Vimshottari period changes of a natal chart' }),
  'sign-ingress': kind('sign-ingress', 'a planet enters a sign (retrograde re-entries included)', { planetIds: Type.Optional(PlanetIds('default Sun and Mercury-Pluto; the Moon (1) on request')), zodiacType: Type.Optional(StringEnum(['tropical', 'sidereal'] as const, { default: 'tropical' })), ayanamsa: Type.Optional(StringEnum(AYANAMSA_SLUGS, { description: 'sidereal school (sidereal only; lahiri when omitted)' })) }, { summary: 'Subscribe to sign-ingress: a delivery at each sign ingress of the chosen planets' }),
  'transit-trigger': kind('transit-trigger', 'a transiting planet\'s orb to an aspect with a natal point falls below (entering) or rises above (leaving) the threshold', { chart: Type.Optional(Chart), transitPlanetIds: Type.Optional(PlanetIds('default Sun and Mercury-Pluto')), aspectAngles: Type.Optional(AspectAngles), orb: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 15, default: 1, description: 'threshold in degrees (default 1)' })) }, { summary: 'Subscribe to transit-trigger: natal-transit aspect threshold crossings' }),
  'retrograde-start': kind('retrograde-start', 'any of Mercury to Pluto stations retrograde', {}, { short: true, summary: 'Subscribe to retrograde-start: a delivery when a planet stations retrograde' }),
  'retrograde-end': kind('retrograde-end', 'any of Mercury to Pluto stations direct', {}, { short: true, summary: 'Subscribe to retrograde-end: a delivery when any of Mercury to Pluto stations direct' }),
  'void-of-course-start': kind('void-of-course-start', 'the Moon makes her last exact Ptolemaic aspect in a sign (minus leadMinutes)', { method: Type.Optional(VocMethod), leadMinutes: Type.Optional(Type.Integer({ minimum: 0, maximum: 1440, default: 0, description: 'deliver this many minutes before the start' })) }, { summary: 'Subscribe to void-of-course-start: a delivery when the Moon goes void of course' }),
  'void-of-course-end': kind('void-of-course-end', "the Moon's sign ingress that ends a void-of-course period", { method: Type.Optional(VocMethod) }, { summary: 'Subscribe to void-of-course-end: a delivery when a void-of-course Moon enters the next sign' }),
  'lunar-phase': kind('lunar-phase', 'the Sun-Moon elongation reaches 0, 90, 180 or 270 degrees (the phases asked)', { phases: Type.Optional(Type.Array(StringEnum(['new', 'first-quarter', 'full', 'last-quarter'] as const), { minItems: 1, maxItems: 4, uniqueItems: true, description: 'default new and full' })) }, { summary: 'Subscribe to lunar-phase: a delivery at the principal lunar phases' }),
  'aspect-exact': kind('aspect-exact', 'two transiting planets perfect an aspect', { planetIds: Type.Optional(PlanetIds('default Sun and Mercury-Pluto (no Moon)')), aspectAngles: Type.Optional(AspectAngles) }, { summary: 'Subscribe to aspect-exact: a delivery when two planets perfect an aspect' }),
};

const joinPath = (at: string, rest: string) => (at ? `${at}${rest}` : rest.replace(/^\./, ''));

/** Defaults written into the stored params, so the subscription shows what it will detect. */
const DEFAULTS: Partial<Record<WebhookEvent, Record<string, unknown>>> = {
  'transit-alert': { deliverAt: '07:00', transitPlanetIds: [0, 2, 3, 4, 5, 6, 7, 8, 9], aspectAngles: [0, 60, 90, 120, 180] },
  'eclipse-alert': { daysBefore: 7 },
  'dasha-change': { ayanamsa: 'lahiri', level: 'antar', dashaYear: 'gregorian' },
  'sign-ingress': { planetIds: [0, 2, 3, 4, 5, 6, 7, 8, 9], zodiacType: 'tropical' },
  'transit-trigger': { transitPlanetIds: [0, 2, 3, 4, 5, 6, 7, 8, 9], aspectAngles: [0, 60, 90, 120, 180], orb: 1 },
  'void-of-course-start': { method: 'modern', leadMinutes: 0 },
  'void-of-course-end': { method: 'modern' },
  'lunar-phase': { phases: ['new', 'full'] },
  'aspect-exact': { planetIds: [0, 2, 3, 4, 5, 6, 7, 8, 9], aspectAngles: [0, 60, 90, 120, 180] },
};

export interface KindServices {
  ephemeris: Ephemeris;
  timeZones: TimeZones;
}

/**
 * A kind's params checked against its schema (for /webhooks/subscribe and PATCH, whose bodies
 * carry params as an object; the registration routes' bodies are validated by the route) and
 * completed with the defaults. A chart must resolve (its zone known). `at` names the field in
 * the 400's details.
 */
export function checkedParams(event: WebhookEvent, params: Record<string, unknown>, at: string, services: KindServices): Record<string, unknown> {
  const k = EVENT_KINDS[event];
  const errors = [...Value.Errors(k.params, params)].slice(0, 10);
  if (errors.length) {
    const details = errors.map((e) => ({ path: joinPath(at, e.path.replace(/\//g, '.')), message: e.message }));
    throw new ApiError('INVALID_INPUT', `Validation failed: ${details[0]!.path} ${details[0]!.message}`, { details });
  }
  if (k.needsChart && params.chart === undefined) throw ApiError.invalidField(joinPath(at, '.chart'), 'is required for this event');
  const zone = params.timezone;
  if (typeof zone === 'string' && !services.timeZones.isValidZone(zone)) throw ApiError.invalidField(joinPath(at, '.timezone'), 'must be an IANA zone name such as Europe/Kyiv');
  if (params.chart !== undefined) {
    const c = params.chart as Record<string, unknown>;
    if (typeof c.timezone === 'string' && c.timezone !== 'auto' && !services.timeZones.isValidZone(c.timezone)) throw ApiError.invalidField(joinPath(at, '.chart.timezone'), 'must be an IANA zone name such as Europe/Kyiv, or auto');
    try {
      resolveMoment({ date: String(c.date), time: String(c.time), timezoneOffset: (c.timezoneOffset as number | null | undefined) ?? null, ...(typeof c.timezone === 'string' ? { timezone: c.timezone } : {}), latitude: Number(c.latitude), longitude: Number(c.longitude) }, services);
    } catch (e) {
      throw ApiError.invalidField(joinPath(at, '.chart'), `cannot be resolved to an instant: ${(e as Error).message}`);
    }
  }
  return { ...DEFAULTS[event], ...params };
}

/** The registration route's body split into url and the kind's params. */
export function splitRegistration(body: Record<string, unknown>): { url: string; params: Record<string, unknown> } {
  const { url, ...params } = body;
  return { url: String(url), params };
}

export const SubscriptionOut = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  event: StringEnum(WEBHOOK_EVENTS),
  url: Type.String(),
  signing_secret: Type.String({ pattern: '^[0-9a-f]{64}$', description: 'HMAC-SHA256 key of the X-Service-Signature header: 32 random bytes, hex' }),
  active: Type.Boolean(),
  params: Type.Record(Type.String(), Type.Unknown(), { description: "the kind's params with their defaults filled in" }),
});

/** The spec's short answer (eclipse-alert, retrograde-end; retrograde-start mirrors them). */
export const ShortOut = Type.Object({ id: Type.Integer({ minimum: 1 }), event: StringEnum(WEBHOOK_EVENTS) });
/** transit-trigger: the spec's five members. */
export const TriggerOut = Type.Object({ id: Type.Integer({ minimum: 1 }), event: StringEnum(WEBHOOK_EVENTS), url: Type.String(), signing_secret: SubscriptionOut.properties.signing_secret, active: Type.Boolean() });

export function answerOf(event: WebhookEvent, s: WebhookSubscription) {
  if (EVENT_KINDS[event].short) return { id: s.id, event: s.event };
  if (event === 'transit-trigger') return { id: s.id, event: s.event, url: s.url, signing_secret: s.signing_secret, active: s.active };
  return s;
}

/** The example URL of the operations: an RFC 5737 documentation address (no DNS, never routed). */
export const EXAMPLE_URL = 'https://203.0.113.10/celestial-hooks';
export const EXAMPLE_CHART = { date: '1990-07-15', time: '14:30:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52 };

/** The body of a kind's registration route: url plus the kind's params members. */
export function registrationBody(event: WebhookEvent) {
  return Type.Object({ url: WebhookUrl, ...EVENT_KINDS[event].params.properties }, { additionalProperties: false });
}

/** The registration route's description, from the kind's table row. */
export function registrationDescription(event: WebhookEvent): string {
  return `Stores a ${event} subscription (emitted when ${EVENT_KINDS[event].emittedWhen}) with a new signing_secret (32 random bytes, hex). Deliveries are HTTP POSTs of JSON { id, event, occurredAt, subscriptionId, test, late, data } signed X-Service-Signature: sha256=HMAC-SHA256(raw body, signing_secret), with Idempotency-Key = the delivery id; retried with exponential backoff; 5 consecutive failed deliveries set active false. Pro plan or above (402 below); this call costs 10 credits, deliveries are free. Private, loopback and link-local targets are refused (400 naming url) unless the operator allows them.`;
}

/** The registration handler of a kind: validate the params (a chart must resolve), store, answer in the kind's shape. */
export function registrationHandler(event: WebhookEvent) {
  return async ({ body, caller }: { body: Record<string, unknown>; caller: import('@celestial/core').Caller }, { webhooks, ephemeris, timeZones }: { webhooks: import('@celestial/core').Webhooks; ephemeris: Ephemeris; timeZones: TimeZones }) => {
    const { url, params } = splitRegistration(body);
    const stored = await webhooks.register(caller, event, url, checkedParams(event, params, '', { ephemeris, timeZones }));
    return answerOf(event, stored);
  };
}

export function registrationResponse(event: WebhookEvent) {
  return EVENT_KINDS[event].short ? ShortOut : event === 'transit-trigger' ? TriggerOut : SubscriptionOut;
}

export const WebhookId = Type.Object({ id: Type.Integer({ minimum: 1, description: 'the subscription id' }) });

export const WebhookListed = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  event: StringEnum(WEBHOOK_EVENTS),
  url: Type.String(),
  active: Type.Boolean(),
  params: Type.Record(Type.String(), Type.Unknown()),
  createdAt: Instant(),
  consecutiveFailures: Type.Integer({ minimum: 0 }),
  lastDeliveryAt: Type.Union([Instant(), Type.Null()]),
});

export const DeliveryAttempt = Type.Object({
  id: Type.String({ description: 'the attempt (log entry) id; redeliver takes it' }),
  event: StringEnum(WEBHOOK_EVENTS),
  attemptedAt: Instant(),
  attempt: Type.Integer({ minimum: 1 }),
  statusCode: Type.Union([Type.Integer(), Type.Null()]),
  durationMs: Type.Integer({ minimum: 0 }),
  success: Type.Boolean(),
  error: Type.Union([Type.String(), Type.Null()]),
});
