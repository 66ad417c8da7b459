import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPrefix, type Endpoint } from '../../common/contracts/endpoint';
import { createTestApp, type TestApp } from './helpers';

// Every endpoint a contract names is a route of the built app, under that method and path: the
// list is read from common/contracts (each module's exports named `...Api`), so an endpoint added
// there without its route, or a route registered under another path, fails here.

const contractModules = import.meta.glob<Record<string, unknown>>(
  ['../../common/contracts/*.ts', '!../../common/contracts/*.test.ts'],
  { eager: true },
);

type NamedEndpoint = { name: string } & Endpoint;

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  typeof value.method === 'string' &&
  typeof value.path === 'string';

// A contract may re-export another module's object (crm.ts re-exports crm-api.ts's crmApi): each
// object counts once, under the first name found for it.
const apiObjects = new Map<object, string>();
for (const [file, exports] of Object.entries(contractModules)) {
  for (const [name, value] of Object.entries(exports)) {
    if (!name.endsWith('Api') || typeof value !== 'object' || value === null) continue;
    if (!apiObjects.has(value)) apiObjects.set(value, `${file.replace(/^.*\//, '')} ${name}`);
  }
}

const endpoints: NamedEndpoint[] = [...apiObjects].flatMap(([value, name]) =>
  Object.entries(value).map(([key, endpoint]) => {
    if (!isEndpoint(endpoint)) throw new Error(`${name}.${key} is not an endpoint`);
    return { name: `${name}.${key}`, method: endpoint.method, path: endpoint.path };
  }),
);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the endpoints named in common/contracts', () => {
  it('are read from every contract that declares some', () => {
    expect(apiObjects.size).toBeGreaterThan(0);
    for (const [value, name] of apiObjects) {
      expect(Object.keys(value).length, name).toBeGreaterThan(0);
    }
  });

  it.each(endpoints)('$name ($method $path) is a route of the app', ({ method, path }) => {
    expect(path.startsWith(apiPrefix)).toBe(true);
    expect(t.app.hasRoute({ method, url: path })).toBe(true);
  });

  it('name each method and path once', () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const { name, method, path } of endpoints) {
      const key = `${method} ${path}`;
      const first = seen.get(key);
      if (first) repeated.push(`${key}: ${first} and ${name}`);
      else seen.set(key, name);
    }
    expect(repeated).toEqual([]);
  });
});
