import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IndustryPrompts,
  PromptLibraryIndex,
  promptLibraryMessages,
} from '../../common/contracts/prompt-library';
import { catalogue } from '../../common/catalogue';
import { accessText } from '../../content/access-text';
import { entitlements } from '../src/db/schema';
import { forgetCachedUser } from '../src/core/sessions';
import { createTestApp, signedInUser, type TestApp } from './helpers';

let closed: TestApp;
let open: TestApp;
beforeAll(async () => {
  [closed, open] = await Promise.all([createTestApp({ OPEN_ACCESS: 'false' }), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([closed?.close(), open?.close()]);
});

const get = (t: TestApp, url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('the prompt library API', () => {
  it('lists 15 industries with their categories and counts, and serves each one’s prompts', async () => {
    const { cookie } = await signedInUser(open);
    const index = await get(open, '/api/prompt-library', cookie);
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('private, no-store');
    const body = PromptLibraryIndex.parse(index.json());
    expect(body.industries).toHaveLength(15);
    expect(body.promptCount).toBeGreaterThanOrEqual(300);
    expect(body.promptCount).toBeGreaterThanOrEqual(
      Number.parseInt(catalogue.claims.prompts.value, 10),
    );
    // The index names what is inside; the prompts themselves come one industry at a time.
    expect(index.body).not.toContain('"prompts"');
    expect(index.body).not.toContain('"text"');

    let served = 0;
    for (const industry of body.industries) {
      const response = await get(open, `/api/prompt-library/${industry.id}`, cookie);
      expect(response.statusCode, industry.id).toBe(200);
      const library = IndustryPrompts.parse(response.json());
      const prompts = library.categories.flatMap((category) => category.prompts);
      expect(prompts).toHaveLength(industry.promptCount);
      expect(library.categories.map((c) => c.name)).toEqual(industry.categories.map((c) => c.name));
      for (const prompt of prompts) expect(prompt.text).toMatch(/\[[A-Z][^\]]*\]/);
      served += prompts.length;
    }
    expect(served).toBe(body.promptCount);
  });

  it('answers a signed-out caller 401 on both paths', async () => {
    expect((await get(closed, '/api/prompt-library')).statusCode).toBe(401);
    expect((await get(closed, '/api/prompt-library/restaurants-cafes')).statusCode).toBe(401);
    expect((await get(open, '/api/prompt-library/restaurants-cafes')).statusCode).toBe(401);
  });

  it('with open access off, answers 403 with a sentence until the toolbox (or the agency program) is held', async () => {
    const { user, cookie } = await signedInUser(closed);
    for (const url of ['/api/prompt-library', '/api/prompt-library/real-estate']) {
      const refused = await get(closed, url, cookie);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe(accessText.toolbox.refusal);
      expect(refused.body).not.toContain('"text"');
    }

    await closed.db.insert(entitlements).values({ userId: user.id, entitlement: 'toolbox' });
    forgetCachedUser(closed.db, user.id);
    expect((await get(closed, '/api/prompt-library', cookie)).statusCode).toBe(200);
    expect((await get(closed, '/api/prompt-library/real-estate', cookie)).statusCode).toBe(200);

    const agency = await signedInUser(closed);
    await closed.db.insert(entitlements).values({ userId: agency.user.id, entitlement: 'agency' });
    forgetCachedUser(closed.db, agency.user.id);
    expect((await get(closed, '/api/prompt-library/nonprofits', agency.cookie)).statusCode).toBe(
      200,
    );
  });

  it('answers an unknown industry 404 with a sentence, and odd or huge ids a 4xx, never 5xx', async () => {
    const { cookie } = await signedInUser(open);
    const unknown = await get(open, '/api/prompt-library/florists', cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(promptLibraryMessages.unknownIndustry);

    const odd = [
      'x'.repeat(5000),
      'x'.repeat(99),
      '%00',
      '..%2F..%2Fetc%2Fpasswd',
      '%E2%80%AE%F0%9F%92%A5',
      "restaurants-cafes'%20OR%201=1--",
      'RESTAURANTS-CAFES',
      'constructor',
      '__proto__',
      '%ZZ',
    ];
    for (const id of odd) {
      const response = await get(open, `/api/prompt-library/${id}`, cookie);
      // An id longer than the router takes is "The address is too long." (414), as on every path.
      expect([400, 404, 414], id.slice(0, 40)).toContain(response.statusCode);
      expect(typeof response.json().message, id.slice(0, 40)).toBe('string');
    }
  });
});
