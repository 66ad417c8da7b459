import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ContactPage } from '../../common/contracts/crm';
import { registerResponseSchemas } from '../src/http/response-schemas';

// Answers are written by Fastify's compiled serialiser from JSON Schema derived from the zod
// contracts: the same text zod's encoding wrote, and never a property the contract does not name.

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
});
