import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ContactPage } from '../../common/contracts/crm';
import { compileFits } from '../src/http/exact-answers';
import { registerResponseSchemas, responseJsonSchema } from '../src/http/response-schemas';

// Answers are written from JSON Schema derived from the zod contracts (JSON.stringify for a value
// that is exactly the contract's shape, the compiled serialiser for any other): the same text
// zod's encoding wrote, and never a property the contract does not name.

async function appAnswering(schema: z.ZodType, answer: unknown) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  registerResponseSchemas(app);
  app.get('/', { schema: { response: { 200: schema } } }, async () => answer);
  await app.ready();
  return app;
}

const contact = {
  id: '0b6f1f7e-7a55-4c1e-9a2e-0d9c3e4c5a10',
  name: 'Ada "the" Lovelace',
  email: 'ada@example.com',
  phone: '555 0100',
  company: 'Engines & Sons',
  position: 'Owner',
  industry: 'Retail',
  address: '1 Main Street\nSpringfield',
  leadSource: 'Referral',
  dealValue: 1250.5,
  notes: 'Likes </script> tags and emoji 🎉',
  status: 'client' as const,
  createdAt: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-03-02T12:00:00.999Z',
};

describe('answers written from the contracts', () => {
  it('writes exactly what zod writes for a page of contacts, nulls included', async () => {
    const page = { items: [contact, { ...contact, dealValue: null }], nextCursor: null };
    const app = await appAnswering(ContactPage, page);
    const reply = await app.inject({ method: 'GET', url: '/' });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toBe(JSON.stringify(ContactPage.encode(page)));
    await app.close();
  });

  it('never sends a property the contract does not name, at any depth', async () => {
    const leaky = {
      items: [{ ...contact, userId: 'someone', passwordHash: 'x' }],
      nextCursor: 'abc',
      internal: { secret: true },
    };
    const app = await appAnswering(ContactPage, leaky);
    const body = (await app.inject({ method: 'GET', url: '/' })).json();
    expect(Object.keys(body).sort()).toEqual(['items', 'nextCursor']);
    expect(body.items[0]).toEqual(contact);
    expect(body.items[0]).not.toHaveProperty('passwordHash');
    await app.close();
  });

  it('keeps zod for a contract zod cannot write as JSON Schema', async () => {
    const Stamped = z.object({ at: z.date() });
    const at = new Date('2026-01-01T00:00:00Z');
    const app = await appAnswering(Stamped, { at, extra: 1 });
    const reply = await app.inject({ method: 'GET', url: '/' });
    expect(reply.json()).toEqual({ at: at.toISOString() });
    await app.close();
  });

  it('writes what the contract names whatever else the answer holds: a Date, an instance, a missing field', async () => {
    const at = new Date('2026-03-01T12:00:00.000Z');
    class Row {
      constructor(readonly name: string) {}
      secret = 'kept in the object';
    }
    const Named = z.object({ name: z.string(), note: z.string().optional() });
    const cases: Array<[z.ZodType, unknown, unknown]> = [
      // A Date where the contract names text: its ISO text, as before.
      [ContactPage, { items: [{ ...contact, createdAt: at }], nextCursor: null }, null],
      // A class instance: only the named fields, never its own others.
      [Named, new Row('Ada'), { name: 'Ada' }],
      // An optional field left out, or there and undefined: not written.
      [Named, { name: 'Ada' }, { name: 'Ada' }],
      [Named, { name: 'Ada', note: undefined }, { name: 'Ada' }],
      [Named, { name: 'Ada', note: 'hi', role: 'operator' }, { name: 'Ada', note: 'hi' }],
      // In another order than the contract's: the same object.
      [Named, { note: 'hi', name: 'Ada' }, { name: 'Ada', note: 'hi' }],
    ];
    for (const [schema, answer, expected] of cases) {
      const app = await appAnswering(schema, answer);
      const body = (await app.inject({ method: 'GET', url: '/' })).json();
      if (expected) expect(body).toEqual(expected);
      else expect(body.items[0].createdAt).toBe(at.toISOString());
      await app.close();
    }
  });
});

describe('answers with a choice of shapes', () => {
  const Link = z.object({ url: z.string().startsWith('https://') });
  const Answer = z.union([Link, z.object({ missing: z.literal(true) })]);

  it('writes what the contract names of a value holding one property more, as zod did', async () => {
    const app = await appAnswering(Answer, { url: 'https://example.com', extra: 1 });
    const response = await app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('{"url":"https://example.com"}');
    await app.close();
  });

  it("puts no warning in the log for a link checked by zod's startsWith", async () => {
    expect(JSON.stringify(responseJsonSchema(Answer))).not.toContain('starts_with');
    const warned: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warned.push(args);
    try {
      const app = await appAnswering(Answer, { missing: true });
      expect((await app.inject({ url: '/' })).body).toBe('{"missing":true}');
      await app.close();
    } finally {
      console.warn = warn;
    }
    expect(warned).toEqual([]);
  });
});

describe('the test of an exact answer', () => {
  const fits = compileFits(responseJsonSchema(ContactPage))!;
  const page = { items: [contact], nextCursor: null };

  it('passes a page that holds exactly what the contract names', () => {
    expect(fits(page)).toBe(true);
    expect(fits({ items: [], nextCursor: 'abc' })).toBe(true);
  });

  it('fails anything JSON.stringify would write otherwise than the contract', () => {
    const failing: unknown[] = [
      { ...page, internal: 1 },
      { items: [{ ...contact, passwordHash: 'x' }], nextCursor: null },
      { items: [{ ...contact, dealValue: '12' }], nextCursor: null },
      { items: [{ ...contact, dealValue: Number.NaN }], nextCursor: null },
      { items: [{ ...contact, createdAt: new Date() }], nextCursor: null },
      { items: [{ ...contact, name: undefined }], nextCursor: null },
      { items: [{ ...contact, toJSON: () => 'x' }], nextCursor: null },
      { items: [Object.assign(Object.create({ inherited: 1 }), contact)], nextCursor: null },
      { items: {}, nextCursor: null },
      null,
    ];
    for (const value of failing) expect(fits(value)).toBe(false);
  });

  it('is not made for a schema whose writing depends on more than the value', () => {
    expect(compileFits({ type: 'string', default: 'x' })).toBeNull();
    expect(compileFits({ anyOf: [{ type: 'string' }, { type: 'number' }] })).toBeNull();
    expect(compileFits({ type: 'object', additionalProperties: { type: 'number' } })).toBeNull();
  });
});
