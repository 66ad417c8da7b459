import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { unstorableTextMessage } from '../../common/contracts/zod';
import {
  certificates,
  emailOutbox,
  entitlements,
  guideSignups,
  leadOrderEvents,
  leadOrders,
  orderRefunds,
  orders,
  users,
} from '../src/db/schema';
import { findUnstorableText } from '../src/plugins/storable-text';
import { createTestApp, signedInUser, type TestApp } from './helpers';
import { allTables, caller, createEach, snapshot } from './resources';

// Every route the app registers, read from the app itself as it is built (an onRoute hook on each
// Fastify instance), gets text PostgreSQL cannot store in each of its path parameters, each query
// parameter its schema names and each string of the body its schema describes. Each answer is a
// 4xx with a sentence, never a 5xx, and not one row changes.

const registered = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const withRouteList = ((options?: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route) => {
      registered.push(route);
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: withRouteList, fastify: withRouteList };
});

// Zod's own description of a schema, as much of it as a sample needs.
type ZodDef = {
  type: string;
  format?: string;
  shape?: Record<string, { _zod: { def: ZodDef } }>;
  element?: { _zod: { def: ZodDef } };
  innerType?: { _zod: { def: ZodDef } };
  in?: { _zod: { def: ZodDef } };
  options?: Array<{ _zod: { def: ZodDef } }>;
  left?: { _zod: { def: ZodDef } };
  valueType?: { _zod: { def: ZodDef } };
  items?: Array<{ _zod: { def: ZodDef } }>;
  entries?: Record<string, string | number>;
  values?: unknown[];
  getter?: () => { _zod: { def: ZodDef } };
  checks?: Array<{ _zod: { def: { check: string; minimum?: number; value?: number } } }>;
};
const defOf = (schema: unknown) => (schema as { _zod: { def: ZodDef } })._zod.def;

const minimumOf = (def: ZodDef, check: string) =>
  def.checks?.map((c) => c._zod.def).find((c) => c.check === check);

const stringSamples: Record<string, string> = {
  email: 'someone@example.com',
  uuid: '00000000-0000-4000-8000-000000000000',
  guid: '00000000-0000-4000-8000-000000000000',
  datetime: '2030-01-15T10:00:00.000Z',
  date: '2030-01-15',
  url: 'https://example.com/',
};

/**
 * A value the schema (nearly) accepts, and the paths of its free-text strings: the places where a
 * person's text goes, each of which must refuse a character PostgreSQL cannot store.
 */
function sample(schema: unknown, path: string[] = [], texts: string[][] = []): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'string': {
      texts.push(path);
      if (def.format && stringSamples[def.format]) return stringSamples[def.format];
      return 'x'.repeat(Math.max(1, minimumOf(def, 'min_length')?.minimum ?? 1));
    }
    case 'any':
    case 'unknown':
      texts.push(path);
      return 'x';
    case 'number':
    case 'int': {
      const low = minimumOf(def, 'greater_than')?.value;
      return low === undefined ? 1 : Math.max(1, Math.ceil(low));
    }
    case 'boolean':
      return true;
    case 'date':
      return new Date('2030-01-15T10:00:00Z').toISOString();
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([key, child]) => [
          key,
          sample(child, [...path, key], texts),
        ]),
      );
    case 'array':
      return [sample(def.element, [...path, '0'], texts)];
    case 'tuple':
      return (def.items ?? []).map((item, index) => sample(item, [...path, String(index)], texts));
    case 'record':
      return { key: sample(def.valueType, [...path, 'key'], texts) };
    case 'union':
      return sample(def.options?.[0], path, texts);
    case 'intersection':
      return sample(def.left, path, texts);
    case 'pipe':
      return sample(def.in, path, texts);
    case 'lazy':
      return sample(def.getter?.(), path, texts);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return sample(def.innerType, path, texts);
    default:
      return null;
  }
}

function withTextAt(value: unknown, path: string[], text: string): unknown {
  if (path.length === 0) return text;
  const copy = structuredClone(value) as Record<string, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[path.at(-1)!] = text;
  return copy;
}

/** The text each probe carries: a NUL, and half of an emoji alone. */
const nul = 'x\u0000y';
const unstorable = [
  ['a NUL', nul],
  ['a lone surrogate', 'x\ud83dy'],
] as const;

type Probe = {
  name: string;
  method: string;
  url: string;
  payload?: unknown;
};

let t: TestApp;
let memberCookie: string;
let operatorCookie: string;
let probes: Probe[] = [];
const tables = [
  ...allTables,
  users,
  entitlements,
  certificates,
  guideSignups,
  orders,
  orderRefunds,
  leadOrders,
  leadOrderEvents,
  emailOutbox,
];

const isOperatorRoute = (url: string) => url.startsWith('/api/operator');
let sent = 0;
const send = (method: string, url: string, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: { cookie: isOperatorRoute(url) ? operatorCookie : memberCookie },
    // Each request from its own address, so no rate limit answers in the route's place.
    remoteAddress: `10.77.${Math.floor(++sent / 250) % 250}.${sent % 250}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** The first row's id of the list a path's parameter picks from, so the route finds a real row. */
const listedIds = new Map<string, string>();
async function realIdBefore(prefix: string): Promise<string> {
  const fallback = '00000000-0000-4000-8000-000000000000';
  if (prefix.includes(':')) return fallback;
  if (!listedIds.has(prefix)) {
    const listed = registered.some((r) => r.url === prefix && [r.method].flat().includes('GET'))
      ? await send('GET', prefix)
      : null;
    const body = listed?.statusCode === 200 ? (listed.json() as unknown) : null;
    const items = Array.isArray(body) ? body : (body as { items?: unknown[] } | null)?.items;
    const first = items?.[0] as { id?: unknown } | undefined;
    listedIds.set(prefix, typeof first?.id === 'string' ? first.id : fallback);
  }
  return listedIds.get(prefix)!;
}

/** The route's path with every parameter filled: `chosen` in one of them, real ids elsewhere. */
async function fill(url: string, chosen?: { name: string; text: string }) {
  const parts = url.split('/');
  const filled: string[] = [];
  for (const part of parts) {
    if (!part.startsWith(':')) {
      filled.push(part);
      continue;
    }
    const name = part.slice(1);
    filled.push(
      chosen?.name === name
        ? encodeURIComponent(chosen.text)
        : await realIdBefore(filled.join('/')),
    );
  }
  return filled.join('/');
}

async function probesOf(route: RouteOptions): Promise<Probe[]> {
  const method = [route.method].flat()[0];
  const schema = (route.schema ?? {}) as { querystring?: unknown; body?: unknown };
  const found: Probe[] = [];
  for (const [what, text] of unstorable) {
    const name = (where: string) => `${method} ${route.url}: ${what} in ${where}`;
    const base = await fill(route.url);
    if (method !== 'GET' && method !== 'DELETE') {
      if (schema.body) {
        const texts: string[][] = [];
        const valid = sample(schema.body, [], texts);
        for (const path of texts) {
          found.push({
            name: name(`the body field ${path.join('.') || '(the body)'}`),
            method,
            url: base,
            payload: withTextAt(valid, path, text),
          });
        }
      } else {
        found.push({ name: name('a body'), method, url: base, payload: { text } });
      }
    }
    // A URL cannot carry a lone surrogate: its bytes are not UTF-8, so no decoder yields one.
    if (text !== nul) continue;
    for (const param of route.url.match(/:\w+/g) ?? []) {
      const url = await fill(route.url, { name: param.slice(1), text });
      found.push({ name: name(`the path parameter ${param}`), method, url });
    }
    if (schema.querystring) {
      const keys: string[][] = [];
      sample(schema.querystring, [], keys);
      for (const [key] of keys.filter((k) => k.length > 0)) {
        const url = `${base}?${encodeURIComponent(key)}=${encodeURIComponent(text)}`;
        found.push({ name: name(`the query parameter ${key}`), method, url });
      }
    }
  }
  return found;
}

beforeAll(async () => {
  registered.length = 0;
  t = await createTestApp({ CHECKOUT_LIMIT_PER_MINUTE: '100000' });
  const member = await signedInUser(t, { grants: ['agency', 'toolbox'] });
  memberCookie = member.cookie;
  operatorCookie = (await signedInUser(t, { role: 'operator' })).cookie;
  // One of every row a route may name: the member's CRM and growth rows, and a paid lead order
  // in the operator's queue.
  await createEach(caller(t, memberCookie));
  const created = await send('POST', '/api/create-payment-intent', {
    email: member.user.email,
    product: 'blu_leads',
    orderDetails: {
      customerName: 'Nul Tester',
      customerEmail: member.user.email,
      quantity: 500,
      filters: [{ type: 'City', value: 'Austin' }],
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  const paid = await send('POST', '/api/payments/simulated/confirm', {
    clientSecret: created.json().clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/40',
    cvc: '123',
  });
  expect(paid.statusCode, paid.body).toBe(200);

  const routes = registered.filter(
    (route) => route.url.startsWith('/api/') && [route.method].flat()[0] !== 'HEAD',
  );
  for (const route of routes) probes.push(...(await probesOf(route)));
  probes = probes.sort((a, b) => Number(a.method === 'GET') - Number(b.method === 'GET'));
});
afterAll(async () => {
  await t?.close();
});

describe('text PostgreSQL cannot store, on every registered route', () => {
  it('reaches the routes the app registers, with their schemas', () => {
    const urls = new Set(registered.map((route) => route.url));
    for (const url of [
      '/api/certificates/:id',
      '/api/operator/lead-orders/:orderId/notes',
      '/api/operator/lead-orders/:orderId/fail',
      '/api/crm/contacts',
    ]) {
      expect(urls).toContain(url);
    }
    expect(probes.length).toBeGreaterThan(100);
    expect(probes.some((p) => p.name.includes('the body field note'))).toBe(true);
    expect(probes.some((p) => p.name.includes('the query parameter search'))).toBe(true);
  });

  it('is refused with a 4xx and a sentence everywhere, and changes nothing', async () => {
    const before = await snapshot(t, tables);
    const failures: string[] = [];
    for (const probe of probes) {
      const response = await send(probe.method, probe.url, probe.payload);
      const body = response.body;
      if (response.statusCode >= 500 || response.statusCode < 400) {
        failures.push(`${probe.name}: ${response.statusCode} ${body.slice(0, 200)}`);
        continue;
      }
      const message = (response.json() as { message?: unknown }).message;
      if (typeof message !== 'string' || message.length === 0 || /\n\s+at /.test(body)) {
        failures.push(`${probe.name}: ${response.statusCode} without a sentence: ${body}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot(t, tables)).toEqual(before);
  });

  it('names the character in the sentence', async () => {
    const note = await send('POST', await fill('/api/operator/lead-orders/:orderId/notes'), {
      note: 'Called \u0000 back',
    });
    expect(note.statusCode).toBe(400);
    expect(note.json().message).toBe(
      'Text cannot contain the null character (U+0000). Remove it and try again.',
    );
    const certificate = await send('GET', '/api/certificates/%00');
    expect([certificate.statusCode, certificate.json().message]).toEqual([
      400,
      unstorableTextMessage('\u0000'),
    ]);
    const half = await send('POST', await fill('/api/operator/lead-orders/:orderId/notes'), {
      note: 'Called \ud83d back',
    });
    expect([half.statusCode, half.json().message]).toEqual([
      400,
      'Text cannot contain a broken character (U+D83D, half of an emoji or symbol). Remove it and try again.',
    ]);
    // A whole emoji is text like any other.
    const whole = await send('POST', '/api/crm/contacts', { name: 'Ann \ud83d\ude00' });
    expect(whole.statusCode, whole.body).toBe(201);
  });
});

describe('findUnstorableText', () => {
  it('finds such text at any depth, in values and keys, and nothing in storable text', () => {
    expect(findUnstorableText({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toEqual({
      path: 'a/1/c',
      value: 'x\u0000',
    });
    expect(findUnstorableText({ ['k\ud800']: 1 })?.path).toBe('k\ud800');
    expect(findUnstorableText({ a: 'emoji \ud83d\ude00', b: [1, true, null] })).toBeNull();
    expect(findUnstorableText(Buffer.from([0, 1, 2]))).toBeNull();
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnstorableText(deep)?.value).toBe('x\u0000');
  });
});
