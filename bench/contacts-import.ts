/**
 * The CRM's contacts import (docs/decisions/0055-contacts-import.md): one import of 10,000 rows as
 * the import dialog runs it (the file read and mapped in the browser's code, then sent a batch at a
 * time, one after another), timed from the first batch to the last answer; the browser's own share
 * (reading, mapping and batching the file) beside it; and a bystander's p99 on a cheap signed-in
 * route during the import, as a ratio to the same bystander at rest. `BENCH_ONLY=import` runs this
 * alone.
 */
import autocannon from 'autocannon';
import {
  importBatches,
  importRowsOf,
  mapColumns,
  readImportFile,
  type ContactImportResult,
} from '../common/contracts/crm-import';
import { benchServer, type HeavyWorkTools } from './heavy-work';

export type ContactsImportFigures = {
  database: string;
  rows: number;
  batches: number;
  created: number;
  importMs: number;
  rowsPerSec: number;
  slowestBatchMs: number;
  browserMs: number;
  listedAfter: number;
  bystanderRestP99Ms: number;
  bystanderDuringP99Ms: number;
};

const ROWS = 10_000;
const BYSTANDER = { connections: 5, overallRate: 100 };

/** A file like a CRM export edited in a spreadsheet: every column, guarded cells among them. */
function contactsFile(rows: number): string {
  const lines = [
    'ID,Name,Email,Phone,Company,Position,Industry,Address,Lead source,Deal value (USD),Notes,Status,Created at,Updated at,Status value',
  ];
  for (let i = 1; i <= rows; i++) {
    lines.push(
      `,Person ${i},person${i}@import.example,'+1 512 555 ${String(i % 10_000).padStart(4, '0')},Company ${i % 250},Owner,Dental,"${i} Main St, Austin",Referral,${(i % 50) * 100}.00,Met at the expo,Lead,,,lead`,
    );
  }
  return lines.join('\r\n');
}

export async function measureContactsImport(
  database: 'postgres' | 'pglite',
  options: {
    port: number;
    distDir: string;
    workDir: string;
    pgAdminUrl: string;
    tools: HeavyWorkTools;
  },
): Promise<ContactsImportFigures> {
  const { tools } = options;
  const { env, dropDatabase } = await benchServer(database, 'import', options);
  const server = tools.start('node', [`${options.distDir}/server/main.js`], env);
  const baseUrl = `http://127.0.0.1:${options.port}`;
  try {
    await tools.waitFor(`${baseUrl}/api/auth/current-user`);
    const importer = await tools.signedInClient(baseUrl);
    const bystander = await tools.signedInClient(baseUrl);
    const bystanderP99 = async (seconds: number) =>
      (
        await autocannon({
          url: `${baseUrl}/api/auth/current-user`,
          ...BYSTANDER,
          duration: seconds,
          headers: { cookie: bystander.cookie },
        })
      ).latency.p99;
    const bystanderRestP99Ms = await bystanderP99(3);

    // What the browser does before the first batch leaves.
    const browserStarted = performance.now();
    const file = readImportFile(contactsFile(ROWS));
    const { rows } = importRowsOf(file, mapColumns(file.header));
    const batches = importBatches(rows);
    const browserMs = performance.now() - browserStarted;

    let created = 0;
    let slowestBatchMs = 0;
    let stopBystander = () => {};
    const during = new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: `${baseUrl}/api/auth/current-user`,
          ...BYSTANDER,
          // Long enough to cover the import; stopped as soon as the import is done.
          duration: 600,
          headers: { cookie: bystander.cookie },
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
      stopBystander = () => instance.stop();
    });
    const started = performance.now();
    for (const batch of batches) {
      const batchStarted = performance.now();
      const response = await importer.request('POST', '/api/crm/contacts/import', { rows: batch });
      if (response.status !== 200) {
        throw new Error(`bench import batch failed: ${response.status} ${await response.text()}`);
      }
      created += ((await response.json()) as ContactImportResult).created;
      slowestBatchMs = Math.max(slowestBatchMs, performance.now() - batchStarted);
    }
    const importMs = performance.now() - started;
    stopBystander();
    const bystanderDuringP99Ms = (await during).latency.p99;

    // Every contact is listed: the last page of 100 is reached by its cursors.
    let listedAfter = 0;
    let cursor: string | null = null;
    do {
      const page = (await (
        await importer.request(
          'GET',
          `/api/crm/contacts?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        )
      ).json()) as { items: unknown[]; nextCursor: string | null };
      listedAfter += page.items.length;
      cursor = page.nextCursor;
    } while (cursor);

    return {
      database,
      rows: ROWS,
      batches: batches.length,
      created,
      importMs: Math.round(importMs),
      rowsPerSec: Math.round(ROWS / (importMs / 1000)),
      slowestBatchMs: Math.round(slowestBatchMs),
      browserMs: Math.round(browserMs),
      listedAfter,
      bystanderRestP99Ms,
      bystanderDuringP99Ms,
    };
  } finally {
    await tools.stop(server);
    await dropDatabase();
  }
}

export function printContactsImport(figures: readonly ContactsImportFigures[]) {
  if (figures.length === 0) return;
  console.log(
    `\nContacts import: ${ROWS.toLocaleString('en-US')} rows in one import, batches sent one after another as the dialog sends them\n`,
  );
  const head = [
    'database',
    'import ms',
    'rows/s',
    'batches',
    'slowest batch ms',
    'created',
    'listed after',
    'browser ms (read, map, batch)',
    'bystander p99 rest → during (ms)',
  ];
  const cells = figures.map((f) => [
    f.database,
    String(f.importMs),
    String(f.rowsPerSec),
    String(f.batches),
    String(f.slowestBatchMs),
    String(f.created),
    String(f.listedAfter),
    String(f.browserMs),
    `${f.bystanderRestP99Ms} → ${f.bystanderDuringP99Ms}`,
  ]);
  const w = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const fmt = (c: string[]) => c.map((x, i) => x.padEnd(w[i])).join(' | ');
  console.log(fmt(head));
  console.log(w.map((n) => '-'.repeat(n)).join('-|-'));
  for (const c of cells) console.log(fmt(c));
  const pg = figures.find((f) => f.database === 'postgres');
  const lite = figures.find((f) => f.database === 'pglite');
  if (pg && lite) {
    console.log(`PGlite ÷ PostgreSQL import time: ${(lite.importMs / pg.importMs).toFixed(2)}`);
  }
}
