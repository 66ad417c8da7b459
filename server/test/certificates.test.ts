import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { structuredModuleIds, toolboxTrackIds } from '../../common/curriculum';
import { buildApp } from '../src/app';
import { ConfigError, loadConfig, publicUrlWarning } from '../src/config';
import { certificates, lessonCompletions, userProgress } from '../src/db/schema';
import { lessonIdsOf } from '../src/features/learning/lessons';
import { completeLesson } from '../src/features/learning/service';
import { forgetCachedUser } from '../src/core/sessions';
import { entitlements } from '../src/db/schema';
import { createTestApp, signedInUser, type TestApp } from './helpers';

// With open access off: a lesson counts only for someone who may open it, the certificate is
// issued only to them, and it prints the name the learner chose, never the username.

const APP_URL = 'https://launchpad.example';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OPEN_ACCESS: 'false', APP_URL });
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'PUT', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const completeUrl = (moduleId: string, lessonId: string) =>
  `/api/user-progress/${moduleId}/lessons/${lessonId}`;
const mine = async (cookie: string) => (await call('GET', '/api/certificates/mine', cookie)).json();
const setName = (cookie: string, learnerName: unknown) =>
  call('PUT', '/api/certificates/mine/name', cookie, { learnerName });
const certificateRows = (userId: string) =>
  t.db.select().from(certificates).where(eq(certificates.userId, userId));

/** Completes every lesson of the four structured modules through the API. */
async function finishAllModules(cookie: string) {
  for (const moduleId of structuredModuleIds) {
    for (const lessonId of lessonIdsOf(moduleId)!) {
      const response = await call('PUT', completeUrl(moduleId, lessonId), cookie);
      expect(response.statusCode, response.body).toBe(200);
    }
  }
}

/** The text of a PDF as pdftotext reads it, without any whitespace (lines may wrap anywhere). */
function pdfTextWithoutSpaces(body: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'certificate-'));
  const file = join(dir, 'certificate.pdf');
  writeFileSync(file, body);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
}

describe('lessons and the certificate with open access off', () => {
  it('refuses every completion of an account without the toolbox (403, nothing stored) and issues no certificate', async () => {
    const { user, cookie } = await signedInUser(t, { firstName: 'Mallory', lastName: 'Doe' });
    for (const moduleId of [...structuredModuleIds, ...toolboxTrackIds]) {
      for (const lessonId of lessonIdsOf(moduleId)!) {
        const refused = await call('PUT', completeUrl(moduleId, lessonId), cookie);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toMatch(/needs the AI Toolbox/);
      }
      const position = await call('PUT', `/api/user-progress/${moduleId}/position`, cookie, {
        lessonIndex: 1,
      });
      expect(position.statusCode).toBe(403);
    }
    const page = await call('PUT', '/api/user-progress/basics', cookie, {
      status: 'completed',
      progressPercentage: 100,
    });
    expect(page.statusCode).toBe(403);
    expect(page.json().message).toMatch(/needs the AI Toolbox/);
    const guide = await call('PUT', '/api/user-progress/kpi-tracker', cookie, {
      status: 'completed',
      progressPercentage: 100,
    });
    expect(guide.statusCode).toBe(403);
    expect(guide.json().message).toMatch(/needs the .*Agency Program/);

    expect(
      await t.db.select().from(lessonCompletions).where(eq(lessonCompletions.userId, user.id)),
    ).toEqual([]);
    expect(await t.db.select().from(userProgress).where(eq(userProgress.userId, user.id))).toEqual(
      [],
    );
    expect(await mine(cookie)).toEqual({ certificate: null, nameNeeded: false });
    const named = await setName(cookie, 'Mallory Doe');
    expect(named.statusCode).toBe(403);
    expect(named.json().message).toMatch(/needs the AI Toolbox/);
    expect((await call('GET', '/api/certificates/mine/pdf', cookie)).statusCode).toBe(404);
    expect(await certificateRows(user.id)).toEqual([]);
  });

  it('issues the certificate to a buyer who completes the four modules, under their first and last name', async () => {
    const { user, cookie } = await signedInUser(t, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      grants: ['toolbox'],
    });
    await finishAllModules(cookie);
    const { certificate, nameNeeded } = await mine(cookie);
    expect(nameNeeded).toBe(false);
    expect(certificate.learnerName).toBe('Ada Lovelace');
    const publicView = (await call('GET', `/api/certificates/${certificate.id}`)).json();
    expect(publicView.learnerName).toBe('Ada Lovelace');
    expect(JSON.stringify(publicView)).not.toContain(user.username);
    expect(JSON.stringify(publicView)).not.toContain(user.email);
  });

  it('lets the agency program (which includes the toolbox) complete lessons too', async () => {
    const { cookie } = await signedInUser(t, { grants: ['agency'] });
    const moduleId = structuredModuleIds[0];
    expect((await call('PUT', completeUrl(moduleId, '1'), cookie)).statusCode).toBe(200);
    expect(
      (
        await call('PUT', '/api/user-progress/kpi-tracker', cookie, {
          status: 'completed',
          progressPercentage: 100,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('counts completions recorded without access (before the guard) only once the learner may open the modules', async () => {
    const { user, cookie } = await signedInUser(t, { firstName: 'Eve', lastName: 'Early' });
    // As the unguarded endpoint once stored them: straight through the service.
    for (const moduleId of structuredModuleIds) {
      for (const lessonId of lessonIdsOf(moduleId)!) {
        await completeLesson(t.db, user.id, moduleId, lessonId);
      }
    }
    expect(await mine(cookie)).toEqual({ certificate: null, nameNeeded: false });
    expect((await setName(cookie, 'Eve Early')).statusCode).toBe(403);
    expect(await certificateRows(user.id)).toEqual([]);

    await t.db.insert(entitlements).values({ userId: user.id, entitlement: 'toolbox' });
    forgetCachedUser(t.db, user.id);
    expect((await mine(cookie)).certificate.learnerName).toBe('Eve Early');
  });
});

describe('the name printed on the certificate', () => {
  it('is asked for when the account has no first or last name, and the username is never published', async () => {
    const { user, cookie } = await signedInUser(t, {
      firstName: '',
      lastName: '',
      grants: ['toolbox'],
    });
    await finishAllModules(cookie);
    expect(await mine(cookie)).toEqual({ certificate: null, nameNeeded: true });
    expect(await certificateRows(user.id)).toEqual([]);
    expect((await call('GET', '/api/certificates/mine/pdf', cookie)).statusCode).toBe(404);

    for (const login of [user.username, user.username.toUpperCase(), ` ${user.email} `]) {
      const refused = await setName(cookie, login);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(
        'This is what you sign in with, not your name: enter the name to print on your certificate.',
      );
    }
    expect(await certificateRows(user.id)).toEqual([]);

    const named = await setName(cookie, '  Grace Hopper  ');
    expect(named.statusCode).toBe(200);
    const { certificate } = named.json();
    expect(certificate.learnerName).toBe('Grace Hopper');
    expect(await mine(cookie)).toEqual({ certificate, nameNeeded: false });

    const publicView = await call('GET', `/api/certificates/${certificate.id}`);
    expect(publicView.json()).toMatchObject({ id: certificate.id, learnerName: 'Grace Hopper' });
    expect(publicView.body).not.toContain(user.username);
  });

  it('may be changed after issue: same id and date, and the public page shows the new name', async () => {
    const { cookie } = await signedInUser(t, {
      firstName: 'Jon',
      lastName: 'Smith',
      grants: ['toolbox'],
    });
    await finishAllModules(cookie);
    const before = (await mine(cookie)).certificate;
    expect(before.learnerName).toBe('Jon Smith');
    const renamed = await setName(cookie, 'Jonathan Smith-Ørsted');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().certificate).toEqual({ ...before, learnerName: 'Jonathan Smith-Ørsted' });
    expect((await call('GET', `/api/certificates/${before.id}`)).json().learnerName).toBe(
      'Jonathan Smith-Ørsted',
    );
  });

  it('is printed on the PDF, with a verify link at APP_URL', async () => {
    const { cookie } = await signedInUser(t, {
      firstName: '',
      lastName: '',
      grants: ['toolbox'],
    });
    await finishAllModules(cookie);
    const { certificate } = (await setName(cookie, 'Katherine Johnson')).json();
    const pdf = await call('GET', '/api/certificates/mine/pdf', cookie);
    expect(pdf.statusCode).toBe(200);
    const text = pdfTextWithoutSpaces(pdf.rawPayload);
    expect(text).toContain('KatherineJohnson');
    expect(text).toContain(`${APP_URL}/certificates/${certificate.id}`);
  });

  it('cannot be given before the four modules are complete (409, nothing stored)', async () => {
    const { user, cookie } = await signedInUser(t, { grants: ['toolbox'] });
    const refused = await setName(cookie, 'Too Early');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The certificate is issued once all four structured modules are complete.',
    );
    expect(await certificateRows(user.id)).toEqual([]);
  });

  it.each([
    ['an empty name', '', 'Enter the name to print on your certificate.'],
    ['only spaces', '   ', 'Enter the name to print on your certificate.'],
    [
      'a name over 100 characters',
      'x'.repeat(101),
      'The name on your certificate must be at most 100 characters long.',
    ],
    [
      'a line break',
      'Grace\nHopper',
      'The name on your certificate must be one line of printable text, without line breaks or control characters.',
    ],
    [
      'a NUL',
      'Grace\u0000',
      'The name on your certificate must be one line of printable text, without line breaks or control characters.',
    ],
    [
      'a bell',
      'Grace\u0007',
      'The name on your certificate must be one line of printable text, without line breaks or control characters.',
    ],
  ])('refuses %s with a sentence and changes nothing', async (_what, learnerName, message) => {
    const { user, cookie } = await signedInUser(t, {
      firstName: '',
      lastName: '',
      grants: ['toolbox'],
    });
    await finishAllModules(cookie);
    const refused = await setName(cookie, learnerName);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(message);
    expect(await certificateRows(user.id)).toEqual([]);
  });

  it('refuses a name that is not text, extra fields and a signed-out caller', async () => {
    const { cookie } = await signedInUser(t, { grants: ['toolbox'] });
    expect((await setName(cookie, 42)).statusCode).toBe(400);
    expect(
      (await call('PUT', '/api/certificates/mine/name', cookie, { learnerName: 'A', x: 1 }))
        .statusCode,
    ).toBe(400);
    expect((await setName('', 'Grace Hopper')).statusCode).toBe(401);
  });

  it('withholds a certificate stored under the username (before names were chosen) until a name is given', async () => {
    const { user, cookie } = await signedInUser(t, {
      firstName: '',
      lastName: '',
      grants: ['toolbox'],
    });
    await finishAllModules(cookie);
    // What the old issue stored when the account had no name.
    await t.db
      .insert(certificates)
      .values({ id: 'old-certificate-id-0001', userId: user.id, learnerName: user.username });
    expect((await call('GET', '/api/certificates/old-certificate-id-0001')).statusCode).toBe(404);
    expect(await mine(cookie)).toEqual({ certificate: null, nameNeeded: true });

    const named = await setName(cookie, 'Dorothy Vaughan');
    expect(named.json().certificate).toMatchObject({
      id: 'old-certificate-id-0001',
      learnerName: 'Dorothy Vaughan',
    });
    expect(
      (await call('GET', '/api/certificates/old-certificate-id-0001')).json().learnerName,
    ).toBe('Dorothy Vaughan');
    expect(await certificateRows(user.id)).toHaveLength(1);
  });
});

describe('the public address (APP_URL)', () => {
  it('is read from APP_URL (or PUBLIC_URL), and two different values stop the start', () => {
    expect(loadConfig({ APP_URL: 'https://launchpad.example/' }).publicUrl).toBe(
      'https://launchpad.example',
    );
    expect(loadConfig({ PUBLIC_URL: 'https://launchpad.example' }).publicUrl).toBe(
      'https://launchpad.example',
    );
    expect(() =>
      loadConfig({ APP_URL: 'https://a.example', PUBLIC_URL: 'https://b.example' }),
    ).toThrow(ConfigError);
    expect(() => loadConfig({ APP_URL: 'not a url' })).toThrow(/^Invalid configuration: APP_URL /);
  });

  it('a production start without APP_URL logs a warning; with it, or outside production, none', async () => {
    expect(publicUrlWarning(loadConfig({ NODE_ENV: 'production' }))).toMatch(/APP_URL is not set/);
    expect(publicUrlWarning(loadConfig({ NODE_ENV: 'production', APP_URL }))).toBeNull();
    expect(publicUrlWarning(loadConfig({ NODE_ENV: 'development' }))).toBeNull();

    const linesOf = async (env: Record<string, string>) => {
      const lines: string[] = [];
      const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
      const config = loadConfig({ CLIENT_DIST_DIR: '/nonexistent', ...env });
      const app = await buildApp({ config, db: t.db, mailer: t.mailer, logger });
      await app.close();
      return lines.filter((line) => line.includes('APP_URL is not set'));
    };
    const warned = await linesOf({ NODE_ENV: 'production' });
    expect(warned).toHaveLength(1);
    expect(JSON.parse(warned[0])).toMatchObject({ level: 40 });
    expect(await linesOf({ NODE_ENV: 'production', APP_URL })).toEqual([]);
  });
});
