import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { structuredModules } from '../../content/learning/modules';
import { allResourceEntries } from '../../content/learning/resources';
import { toolboxContent } from '../../content/learning/toolbox';
import { forgetCachedUser } from '../src/core/sessions';
import {
  certificates,
  entitlements,
  lastOpenedLessons,
  lessonCompletions,
  userProgress,
} from '../src/db/schema';
import { lessonIdsOf } from '../src/features/learning/lessons';
import { createTestApp, malformedBodies, signedInUser, type TestApp } from './helpers';

let t: TestApp;
let closed: TestApp;
beforeAll(async () => {
  [t, closed] = await Promise.all([createTestApp(), createTestApp({ OPEN_ACCESS: 'false' })]);
});
afterAll(async () => {
  await Promise.all([t?.close(), closed?.close()]);
});

const inject = (
  app: TestApp,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  cookie?: string,
  payload?: object,
) => app.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

const completeLesson = (cookie: string, moduleId: string, lessonId: string) =>
  inject(t, 'PUT', `/api/user-progress/${moduleId}/lessons/${lessonId}`, cookie);
const moduleState = async (cookie: string, moduleId: string) =>
  (await inject(t, 'GET', `/api/user-progress/${moduleId}/lessons`, cookie)).json();

// The content is written alongside this code: test with the modules that have their lessons.
const firstModule = structuredModules.find((m) => m.lessons.length >= 3)!;
const moduleLessons = (id: string) => lessonIdsOf(id)!;
const fullModules = structuredModules.filter((m) => m.lessons.length > 0);
const allFour = fullModules.length === 4;

/** Completes every lesson of a module (one after another). */
async function finishModule(cookie: string, moduleId: string) {
  for (const lessonId of moduleLessons(moduleId)) {
    expect((await completeLesson(cookie, moduleId, lessonId)).statusCode).toBe(200);
  }
}

/** The text of a PDF, as pdftotext reads it. */
function pdfText(body: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-'));
  const file = join(dir, 'file.pdf');
  writeFileSync(file, body);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('lesson progress', () => {
  it('counts a lesson saved twice once, derives the figure and never goes backwards', async () => {
    const { cookie } = await signedInUser(t);
    const id = firstModule.id;
    const total = moduleLessons(id).length;
    const first = await completeLesson(cookie, id, '1');
    expect(first.statusCode).toBe(200);
    const expected = Math.round((1 / total) * 100);
    expect(first.json()).toMatchObject({
      moduleId: id,
      progressPercentage: expected,
      status: 'in_progress',
      completedLessons: ['1'],
    });
    const again = await completeLesson(cookie, id, '1');
    expect(again.json().progressPercentage).toBe(expected);
    expect(again.json().completedLessons).toEqual(['1']);

    // A direct write cannot set a module made of lessons, up or down.
    const direct = await inject(t, 'PUT', `/api/user-progress/${id}`, cookie, {
      status: 'not_started',
      progressPercentage: 0,
    });
    expect(direct.statusCode).toBe(400);
    const list = (await inject(t, 'GET', '/api/user-progress', cookie)).json();
    expect(list).toEqual([{ moduleId: id, progressPercentage: expected, status: 'in_progress' }]);
  });

  it('saves lessons done at the same moment without losing one', async () => {
    const { cookie } = await signedInUser(t);
    const id = firstModule.id;
    const lessons = moduleLessons(id);
    await Promise.all(lessons.map((lesson) => completeLesson(cookie, id, lesson)));
    expect(await moduleState(cookie, id)).toMatchObject({
      progressPercentage: 100,
      status: 'completed',
    });
  });

  it('resumes at the saved lesson index, and completing the last lesson makes the module 100%', async () => {
    const { cookie } = await signedInUser(t);
    const id = firstModule.id;
    const lessons = moduleLessons(id);
    expect((await moduleState(cookie, id)).resumeLesson).toBe(0);
    expect(
      (await inject(t, 'PUT', `/api/user-progress/${id}/position`, cookie, { lessonIndex: 2 }))
        .statusCode,
    ).toBe(200);
    expect((await moduleState(cookie, id)).resumeLesson).toBe(2);
    const beyond = await inject(t, 'PUT', `/api/user-progress/${id}/position`, cookie, {
      lessonIndex: lessons.length,
    });
    expect(beyond.statusCode).toBe(400);
    await finishModule(cookie, id);
    expect(await moduleState(cookie, id)).toMatchObject({
      progressPercentage: 100,
      status: 'completed',
      completedLessons: lessons,
    });
  });

  it('completes a toolbox track when its three lessons are, and the sidebar figures count it', async () => {
    const { cookie } = await signedInUser(t);
    const track = toolboxContent.tracks[0];
    for (const lesson of track.lessons.slice(0, 2)) {
      await completeLesson(cookie, track.id, lesson.id);
    }
    expect((await moduleState(cookie, track.id)).status).toBe('in_progress');
    await completeLesson(cookie, track.id, track.lessons[2].id);
    expect(await moduleState(cookie, track.id)).toMatchObject({
      status: 'completed',
      progressPercentage: 100,
    });
    const stats = (await inject(t, 'GET', '/api/dashboard-stats', cookie)).json();
    expect(stats).toMatchObject({ modulesCompleted: 1, lessonsCompleted: 3 });
  });

  it('refuses unknown lessons and modules, and a signed-out caller', async () => {
    const { cookie } = await signedInUser(t);
    expect((await completeLesson(cookie, firstModule.id, '99')).statusCode).toBe(404);
    expect((await completeLesson(cookie, 'toolbox-sales', 'toolbox-lesson-1')).statusCode).toBe(
      404,
    );
    expect((await completeLesson(cookie, 'not-a-module', '1')).statusCode).toBe(400);
    expect((await completeLesson(cookie, 'basics', '1')).statusCode).toBe(400);
    expect((await completeLesson(cookie, firstModule.id, 'x'.repeat(100))).statusCode).toBe(400);
    expect(
      (await inject(t, 'PUT', `/api/user-progress/${firstModule.id}/lessons/1`)).statusCode,
    ).toBe(401);
    expect((await inject(t, 'GET', '/api/dashboard-stats')).statusCode).toBe(401);
    expect((await inject(t, 'GET', '/api/lesson-completions')).statusCode).toBe(401);
    expect(await t.db.select().from(lessonCompletions)).not.toContainEqual(
      expect.objectContaining({ lessonId: '99' }),
    );
  });

  it('while the toolbox is locked, saves no lesson, position or page (403), and saves them once bought', async () => {
    const { user, cookie } = await signedInUser(closed);
    const id = firstModule.id;
    const attempts = () => [
      inject(closed, 'PUT', `/api/user-progress/${id}/lessons/1`, cookie),
      inject(closed, 'PUT', `/api/user-progress/${id}/position`, cookie, { lessonIndex: 1 }),
      inject(closed, 'PUT', '/api/user-progress/basics', cookie, {
        status: 'completed',
        progressPercentage: 100,
      }),
    ];
    for (const response of await Promise.all(attempts())) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/needs the AI Toolbox/);
    }
    const stored = await closed.db.select().from(userProgress);
    expect(stored.filter((row) => row.userId === user.id)).toEqual([]);
    expect(
      (await closed.db.select().from(lessonCompletions)).filter((row) => row.userId === user.id),
    ).toEqual([]);

    await closed.db.insert(entitlements).values({ userId: user.id, entitlement: 'toolbox' });
    forgetCachedUser(closed.db, user.id);
    for (const response of await Promise.all(attempts())) expect(response.statusCode).toBe(200);
  });

  it("keeps each user's lessons their own", async () => {
    const alice = await signedInUser(t);
    const bob = await signedInUser(t);
    await completeLesson(alice.cookie, firstModule.id, '1');
    expect((await inject(t, 'GET', '/api/lesson-completions', bob.cookie)).json()).toEqual([]);
    expect((await moduleState(bob.cookie, firstModule.id)).completedLessons).toEqual([]);
    expect((await inject(t, 'GET', '/api/user-progress', bob.cookie)).json()).toEqual([]);
  });

  for (const input of malformedBodies({ lessonIndex: 1 })) {
    it(`position with ${input.name} answers 4xx and changes nothing`, async () => {
      const { cookie } = await signedInUser(t);
      const before = (await t.db.select().from(userProgress)).length;
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/user-progress/${firstModule.id}/position`,
        headers: { cookie, 'content-type': input.contentType ?? 'application/json' },
        payload: input.payload,
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(typeof response.json().message).toBe('string');
      expect((await t.db.select().from(userProgress)).length).toBe(before);
    });
  }
});

describe('the lesson opened last', () => {
  const open = (app: TestApp, cookie: string | undefined, moduleId: string, lessonId: string) =>
    inject(app, 'PUT', `/api/user-progress/${moduleId}/lessons/${lessonId}/opened`, cookie);
  const lastOf = async (cookie: string) =>
    (await inject(t, 'GET', '/api/user-progress/last-lesson', cookie)).json().lastLesson;

  it('is kept per account, so another device continues there, for modules and toolbox lessons', async () => {
    const { user, cookie } = await signedInUser(t);
    expect(await lastOf(cookie)).toBeNull();

    const opened = await open(t, cookie, firstModule.id, '2');
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().lastLesson).toMatchObject({ moduleId: firstModule.id, lessonId: '2' });

    // A second sign-in of the same account, as from a phone, reads the same lesson.
    const phone = await inject(t, 'POST', '/api/auth/login', undefined, {
      username: user.username,
      password: user.password,
    });
    const phoneCookie = `al_session=${/al_session=([^;]+)/.exec(String(phone.headers['set-cookie']))![1]}`;
    expect(phoneCookie).not.toBe(cookie);
    expect(await lastOf(phoneCookie)).toMatchObject({ moduleId: firstModule.id, lessonId: '2' });

    // A toolbox lesson counts too, and opening one elsewhere moves the lesson for every device.
    const track = toolboxContent.tracks[1];
    await open(t, phoneCookie, track.id, track.lessons[2].id);
    expect(await lastOf(cookie)).toMatchObject({
      moduleId: track.id,
      lessonId: track.lessons[2].id,
    });
    // The older spelling of a module id is kept under the route spelling.
    await open(t, cookie, 'ai-fundamentals-2', '1');
    expect(await lastOf(cookie)).toMatchObject({ moduleId: 'ai-foundations-2', lessonId: '1' });
    const rows = await t.db.select().from(lastOpenedLessons);
    expect(rows.filter((row) => row.userId === user.id)).toHaveLength(1);
  });

  it("is each learner's own", async () => {
    const alice = await signedInUser(t);
    const bob = await signedInUser(t);
    await open(t, alice.cookie, firstModule.id, '3');
    expect(await lastOf(bob.cookie)).toBeNull();
  });

  it('refuses an unknown lesson or module, a signed-out caller and a locked module, keeping the last one', async () => {
    const { cookie } = await signedInUser(t);
    await open(t, cookie, firstModule.id, '1');
    expect((await open(t, cookie, firstModule.id, '99')).statusCode).toBe(404);
    expect((await open(t, cookie, 'toolbox-sales', 'toolbox-lesson-1')).statusCode).toBe(404);
    expect((await open(t, cookie, 'not-a-module', '1')).statusCode).toBe(400);
    expect((await open(t, cookie, 'basics', '1')).statusCode).toBe(400);
    expect((await open(t, undefined, firstModule.id, '2')).statusCode).toBe(401);
    expect((await inject(t, 'GET', '/api/user-progress/last-lesson')).statusCode).toBe(401);
    expect(await lastOf(cookie)).toMatchObject({ moduleId: firstModule.id, lessonId: '1' });

    const locked = await signedInUser(closed);
    const refused = await open(closed, locked.cookie, firstModule.id, '1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/needs the AI Toolbox/);
    const stored = await closed.db.select().from(lastOpenedLessons);
    expect(stored.filter((row) => row.userId === locked.user.id)).toEqual([]);
  });
});

describe('resource PDFs', () => {
  const entry = allResourceEntries[0];

  it('gives a real PDF named after the resource, with its title and the reader in the footer', async () => {
    const { user, cookie } = await signedInUser(t, { firstName: 'Zoë', lastName: 'Brontë' });
    const response = await inject(t, 'GET', `/api/download-pdf/${entry.slug}`, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(`${entry.resource.name}.pdf`)}`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(response.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain(entry.resource.document.title);
    expect(text).toContain(user.email);
    expect(text).toContain('Zoë Brontë');
  });

  it('answers 401 signed out, 404 for an unknown slug, 403 while locked', async () => {
    expect((await inject(t, 'GET', `/api/download-pdf/${entry.slug}`)).statusCode).toBe(401);
    const { cookie } = await signedInUser(t);
    const unknown = await inject(t, 'GET', '/api/download-pdf/no-such-resource', cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No resource has this name.');
    const locked = await signedInUser(closed);
    const refused = await inject(closed, 'GET', `/api/download-pdf/${entry.slug}`, locked.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/needs the AI Toolbox/);
    const record = await inject(
      closed,
      'POST',
      `/api/resources/${entry.slug}/download`,
      locked.cookie,
    );
    expect(record.statusCode).toBe(403);
  });

  it('records a download once and counts it', async () => {
    const { cookie } = await signedInUser(t);
    const first = await inject(t, 'POST', `/api/resources/${entry.slug}/download`, cookie);
    expect(first.json()).toEqual({ message: 'Resource downloaded successfully' });
    await inject(t, 'POST', `/api/resources/${entry.slug}/download`, cookie);
    expect(
      (await inject(t, 'GET', '/api/dashboard-stats', cookie)).json().resourcesDownloaded,
    ).toBe(1);
    expect((await inject(t, 'POST', '/api/resources/nope/download', cookie)).statusCode).toBe(404);
    expect((await inject(t, 'POST', `/api/resources/${entry.slug}/download`)).statusCode).toBe(401);
  });

  it('has a PDF for every resource of the content', async () => {
    const { cookie } = await signedInUser(t);
    for (const { slug } of allResourceEntries) {
      const response = await inject(t, 'GET', `/api/download-pdf/${slug}`, cookie);
      expect(response.statusCode, slug).toBe(200);
    }
  });
});

describe('certificate', () => {
  it('is not issued before the four modules are complete', async () => {
    const { cookie } = await signedInUser(t);
    await finishModule(cookie, firstModule.id);
    expect((await inject(t, 'GET', '/api/certificates/mine', cookie)).json()).toEqual({
      certificate: null,
      nameNeeded: false,
    });
    expect((await inject(t, 'GET', '/api/certificates/mine/pdf', cookie)).statusCode).toBe(404);
  });

  it.runIf(allFour)(
    'is issued once after the four modules, with an unguessable id and a public page',
    async () => {
      const { user, cookie } = await signedInUser(t, { firstName: 'Ada', lastName: 'Lovelace' });
      for (const module of structuredModules) await finishModule(cookie, module.id);
      const mine = (await inject(t, 'GET', '/api/certificates/mine', cookie)).json().certificate;
      expect(mine.learnerName).toBe('Ada Lovelace');
      expect(Buffer.from(mine.id, 'base64url').length).toBeGreaterThanOrEqual(16);
      // Asking again, or at once from several places, never issues a second one.
      await Promise.all(
        Array.from({ length: 5 }, () => inject(t, 'GET', '/api/certificates/mine', cookie)),
      );
      const rows = (await t.db.select().from(certificates)).filter((c) => c.userId === user.id);
      expect(rows).toHaveLength(1);
      expect(rows[0].id).toBe(mine.id);

      const pdf = await inject(t, 'GET', '/api/certificates/mine/pdf', cookie);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
      expect(text).toContain('Ada Lovelace');
      expect(text).toContain(mine.id);

      const publicView = await inject(t, 'GET', `/api/certificates/${mine.id}`);
      expect(publicView.statusCode).toBe(200);
      expect(Object.keys(publicView.json()).sort()).toEqual(
        ['course', 'id', 'issuedAt', 'learnerName'].sort(),
      );
      expect(JSON.stringify(publicView.json())).not.toContain(user.email);

      const other = await signedInUser(t);
      expect(
        (await inject(t, 'GET', '/api/certificates/mine', other.cookie)).json().certificate,
      ).toBeNull();
    },
  );

  it('an unknown or malformed id says so plainly', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'x', "' or 1=1 --", '%00']) {
      const response = await inject(t, 'GET', `/api/certificates/${encodeURIComponent(id)}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('No certificate has this id.');
    }
  });
});
