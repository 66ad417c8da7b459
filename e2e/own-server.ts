import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { expect } from '@playwright/test';
import { SMTPServer } from 'smtp-server';

// For specs that must read the email the product sends: their own copy of the built server on a
// fresh embedded database (a copy of the one e2e/global-setup.ts migrated), delivering to an SMTP server on loopback that keeps what it receives.

const distDir = process.env.DIST_DIR ?? 'dist';

export type Mail = { to: string; body: string };

/**
 * How long a browser test file's beforeAll may wait for its own server: a wait, not a speed limit. The server
 * answers in about 3 s on a quiet machine and took over 60 s while the API suites, four browsers
 * and other work shared the two cores.
 */
export const OWN_SERVER_START_MS = 180_000;

export type OwnServer = {
  baseUrl: string;
  /** Every email received so far, oldest first. */
  mail: readonly Mail[];
  /** Stops the server and the SMTP sink and removes the database. */
  stop: () => void;
};

function startSmtp() {
  const received: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        // Quoted-printable: undo soft line breaks and the escaped "=".
        const body = data.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), body });
        callback();
      });
    },
  });
  return new Promise<{ port: number; received: Mail[]; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.server.address() as { port: number }).port,
        received,
        close: () => server.close(),
      }),
    ),
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built server (and its SMTP sink) and waits until it answers. `prepare` runs before
 * the server starts, with the server's environment, e.g. to run a command of the build
 * (`${distDir}/server/create-operator.js`) against the same database.
 */
export async function startOwnServer(
  name: string,
  prepare?: (env: NodeJS.ProcessEnv, distDir: string) => void,
): Promise<OwnServer> {
  const smtp = await startSmtp();
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const dataDir = `.tmp/e2e-${name}-${process.pid}-${randomBytes(3).toString('hex')}`;
  let server: ChildProcess | undefined;
  const stop = () => {
    if (server?.pid) process.kill(server.pid);
    smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const env = {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      CLIENT_DIST_DIR: `${distDir}/client`,
      DATA_DIR: `${dataDir}/db`,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      LOG_LEVEL: 'warn',
      REGISTER_LIMIT_PER_HOUR: '10000',
    };
    const template = process.env.E2E_DATABASE_TEMPLATE;
    if (template) cpSync(template, `${dataDir}/db`, { recursive: true });
    prepare?.(env, distDir);
    server = spawn('node', [`${distDir}/server/main.js`], { env, stdio: 'ignore' });
    await expect
      .poll(
        async () => {
          try {
            return (await fetch(`${baseUrl}/api/auth/current-user`)).status;
          } catch {
            return 0;
          }
        },
        // Within the time its beforeAll has (OWN_SERVER_START_MS), leaving it room to stop.
        { timeout: OWN_SERVER_START_MS - 10_000, intervals: [250] },
      )
      .toBe(401);
  } catch (error) {
    stop();
    throw error;
  }
  return { baseUrl, mail: smtp.received, stop };
}
