import { expect } from 'vitest';
import {
  contactPageSize,
  followUpPageSize,
  type Contact,
  type FollowUp,
} from '../../common/contracts/crm';
import type { TestApp } from './helpers';

/**
 * Every row a paged list answers, by following `nextCursor` to the last page. Each page must be
 * full except the last, and no row may appear twice: a page walk that loses or repeats a row
 * fails here rather than in the caller.
 */
async function listAllPages<Row extends { id: string }>(
  t: TestApp,
  cookie: string,
  path: string,
  query: string,
  limit: number,
  defaultLimit: number,
): Promise<Row[]> {
  const all: Row[] = [];
  let cursor: string | null = null;
  for (let pages = 0; ; pages++) {
    expect(pages, 'too many pages').toBeLessThan(10_000);
    const params = new URLSearchParams(query.replace(/^\?/, ''));
    if (limit !== defaultLimit) params.set('limit', String(limit));
    if (cursor) params.set('cursor', cursor);
    const qs = params.toString();
    const response = await t.app.inject({
      method: 'GET',
      url: `${path}${qs ? `?${qs}` : ''}`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const page: { items: Row[]; nextCursor: string | null } = response.json();
    expect(page.items.length).toBeLessThanOrEqual(limit);
    if (page.nextCursor !== null) expect(page.items).toHaveLength(limit);
    all.push(...page.items);
    cursor = page.nextCursor;
    if (cursor === null) break;
  }
  expect(new Set(all.map((row) => row.id)).size, 'a row listed twice').toBe(all.length);
  return all;
}

/** Every contact a list query answers (see listAllPages). */
export const listAllContacts = (
  t: TestApp,
  cookie: string,
  query = '',
  limit: number = contactPageSize.default,
): Promise<Contact[]> =>
  listAllPages(t, cookie, '/api/crm/contacts', query, limit, contactPageSize.default);

/** Every follow-up, soonest first (see listAllPages). */
export const listAllFollowUps = (
  t: TestApp,
  cookie: string,
  limit: number = followUpPageSize.default,
): Promise<FollowUp[]> =>
  listAllPages(t, cookie, '/api/crm/follow-ups', '', limit, followUpPageSize.default);
