import { expect } from 'vitest';
import { contactPageSize, type Contact, type ContactPage } from '../../common/contracts/crm';
import type { TestApp } from './helpers';

/**
 * Every contact a list query answers, by following `nextCursor` to the last page. Each page must
 * be full except the last, and no contact may appear twice: a page walk that loses or repeats a
 * row fails here rather than in the caller.
 */
export async function listAllContacts(
  t: TestApp,
  cookie: string,
  query = '',
  limit: number = contactPageSize.default,
): Promise<Contact[]> {
  const all: Contact[] = [];
  let cursor: string | null = null;
  for (let pages = 0; ; pages++) {
    expect(pages, 'too many pages').toBeLessThan(10_000);
    const params = new URLSearchParams(query.replace(/^\?/, ''));
    if (limit !== contactPageSize.default) params.set('limit', String(limit));
    if (cursor) params.set('cursor', cursor);
    const qs = params.toString();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/crm/contacts${qs ? `?${qs}` : ''}`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const page: ContactPage = response.json();
    expect(page.items.length).toBeLessThanOrEqual(limit);
    if (page.nextCursor !== null) expect(page.items).toHaveLength(limit);
    all.push(...page.items);
    cursor = page.nextCursor;
    if (cursor === null) break;
  }
  expect(new Set(all.map((c) => c.id)).size, 'a contact listed twice').toBe(all.length);
  return all;
}
