/**
 * One app per test file, built from the real registry and services (no mocks), called
 * through fastify's inject: a real HTTP request/response cycle without a socket.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { buildApp } from '../../runtime/src/app.js';
import type { BuildOptions } from '../../runtime/src/app.js';

let shared: Promise<FastifyInstance> | undefined;

/** The app with the full registry, built once per test process. */
export function app(): Promise<FastifyInstance> {
  shared ??= buildApp({ logger: false });
  return shared;
}

export async function freshApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  return buildApp({ logger: false }, options);
}

export interface Answer<T = any> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: T;
  raw: string;
}

export async function call<T = any>(method: InjectOptions['method'], url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
  const a = await app();
  const r = await a.inject({ method, url, headers, ...(payload === undefined ? {} : typeof payload === 'string' ? { payload, headers: { 'content-type': 'application/json', ...headers } } : { payload: payload as object }) });
  let body: any = r.body;
  try {
    body = JSON.parse(r.body);
  } catch {
    /* non-JSON answers (HTML widgets) stay text */
  }
  return { status: r.statusCode, headers: r.headers as Answer['headers'], body, raw: r.body };
}

export const post = <T = any>(url: string, payload: unknown, headers?: Record<string, string>) => call<T>('POST', url, payload, headers);
export const get = <T = any>(url: string, headers?: Record<string, string>) => call<T>('GET', url, undefined, headers);

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);

/** Validates `data` against a TypeBox/JSON schema; returns ajv's error text or null. */
export function schemaErrors(schema: object, data: unknown): string | null {
  const validate = ajv.compile(JSON.parse(JSON.stringify(schema)));
  return validate(data) ? null : ajv.errorsText(validate.errors, { separator: '\n' });
}

/** A birth-data body used across tests: Kyiv, 15 July 1990, 14:30 local summer time. */
export const KYIV = { date: '1990-07-15', time: '14:30:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52 };
