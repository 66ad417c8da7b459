import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessText } from '../../content/access-text';
import { structuredModules } from '../../content/learning/modules';
import { learningPages } from '../../content/learning/pages';
import { toolboxContent } from '../../content/learning/toolbox';
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

const foundations = structuredModules[0];
const track = toolboxContent.tracks[1];
const lessonsUrl = (id: string) => `/api/learning/modules/${id}/lessons`;

describe('lesson text from the server', () => {
  it('serves every structured module’s lesson bodies, as the content writes them', async () => {
    const { cookie } = await signedInUser(open);
    for (const module of structuredModules) {
      const response = await get(open, lessonsUrl(module.id), cookie);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.kind).toBe('structured');
      expect(body.moduleId).toBe(module.id);
      expect(body.lessons).toEqual(
        module.lessons.map((lesson) => ({
          id: String(lesson.id),
          content: lesson.content,
          ...(lesson.exercises ? { exercises: lesson.exercises } : {}),
        })),
      );
      // A practice project's text (Essential AI Tools) comes with the lessons, as paid text.
      expect(body.practice).toEqual(
        module.practice
          ? { overview: module.practice.overview, topics: module.practice.topics }
          : undefined,
      );
    }
    expect(structuredModules.some((module) => module.practice)).toBe(true);
    // An older spelling of a module id still finds it.
    const alias = await get(open, lessonsUrl('ai-fundamentals-1'), cookie);
    expect(alias.json().moduleId).toBe('ai-foundations-1');
  });

  it('serves every toolbox track’s lessons and every learning page’s text', async () => {
    const { cookie } = await signedInUser(open);
    for (const t of toolboxContent.tracks) {
      const body = (await get(open, lessonsUrl(t.id), cookie)).json();
      expect(body).toEqual({
        kind: 'toolbox',
        moduleId: t.id,
        lessons: t.lessons.map(({ id, outcome, sections, takeaways, actionItems }) => ({
          id,
          outcome,
          sections,
          takeaways,
          actionItems,
        })),
      });
    }
    for (const page of Object.values(learningPages)) {
      const response = await get(open, `/api/learning/pages/${page.id}`, cookie);
      expect(response.statusCode).toBe(200);
      // eslint-disable-next-line @typescript-eslint/no-unused-vars
      const { header, actions, resources, ...body } = page;
      expect(response.json()).toEqual(JSON.parse(JSON.stringify(body)));
    }
  });

  it('answers 404 with a sentence for an unknown module or page, never 5xx', async () => {
    const { cookie } = await signedInUser(open);
    for (const url of [
      lessonsUrl('no-such-module'),
      lessonsUrl('basics'),
      lessonsUrl('sales-scripts'),
      lessonsUrl('%E2%80%9C'),
      '/api/learning/pages/no-such-page',
      '/api/learning/pages/ai-foundations-1',
      '/api/learning/pages/constructor',
      lessonsUrl('x'.repeat(90)),
    ]) {
      const response = await get(open, url, cookie);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toMatch(/^No learning (module|page) has this id\.$/);
    }
    // Fastify refuses an over-long path segment itself (414), still with a sentence.
    const tooLong = await get(open, lessonsUrl('x'.repeat(300)), cookie);
    expect(tooLong.statusCode).toBeGreaterThanOrEqual(400);
    expect(tooLong.statusCode).toBeLessThan(500);
    expect(tooLong.json().message).toEqual(expect.any(String));
  });

  it('a signed-out caller gets 401, whether open access is on or off', async () => {
    for (const t of [open, closed]) {
      expect((await get(t, lessonsUrl(foundations.id))).statusCode).toBe(401);
      expect((await get(t, '/api/learning/pages/basics')).statusCode).toBe(401);
      expect((await get(t, lessonsUrl('no-such-module'))).statusCode).toBe(401);
    }
  });

  it('with open access off, the text needs the toolbox (or the agency program)', async () => {
    const { user, cookie } = await signedInUser(closed);
    for (const url of [
      lessonsUrl(foundations.id),
      lessonsUrl(track.id),
      '/api/learning/pages/ai-tools',
    ]) {
      const refused = await get(closed, url, cookie);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe(accessText.toolbox.refusal);
      expect(refused.body).not.toContain(foundations.lessons[0].content.overview);
    }

    await closed.db.insert(entitlements).values({ userId: user.id, entitlement: 'toolbox' });
    forgetCachedUser(closed.db, user.id);
    const served = await get(closed, lessonsUrl(foundations.id), cookie);
    expect(served.statusCode).toBe(200);
    expect(served.json().lessons[0].content.overview).toBe(foundations.lessons[0].content.overview);
    expect((await get(closed, '/api/learning/pages/ai-tools', cookie)).statusCode).toBe(200);

    const agency = await signedInUser(closed);
    await closed.db.insert(entitlements).values({ userId: agency.user.id, entitlement: 'agency' });
    forgetCachedUser(closed.db, agency.user.id);
    expect((await get(closed, lessonsUrl(track.id), agency.cookie)).statusCode).toBe(200);
  });
});
