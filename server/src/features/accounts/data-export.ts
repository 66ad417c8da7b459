import { and, asc, eq, getTableColumns, gt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { leadOrderNumber } from '../../../../common/contracts/lead-orders';
import { csvCell, CSV_BOM, type CsvValue } from '../../../../common/csv';
import { unpackFile } from '../../csv/packed-file';
import type { Db } from '../../db/client';
import {
  certificates,
  crmContacts,
  crmDeletedContacts,
  crmDeletedFollowUps,
  crmFollowUps,
  entitlements,
  guideSignups,
  kpiEntries,
  kpiGoals,
  lastOpenedLessons,
  leadOrders,
  lessonCompletions,
  orders,
  prospects,
  prospectStatusChanges,
  reminderDeliveries,
  resourceDownloads,
  scriptDownloads,
  userProgress,
  users,
} from '../../db/schema';
import { safeFileName } from '../../http/downloads';
import type { ZipEntry } from './zip-stream';

const BATCH = 500;
/** A delivered lead file larger than this is listed, not put in the archive. */
export const LEAD_FILE_IN_EXPORT_MAX_BYTES = 5 * 1024 * 1024;

/** A value as a CSV cell: instants in ISO 8601, objects as JSON, formulas neutralised by csvCell. */
function cellOf(value: unknown): string {
  if (value instanceof Date) return csvCell(value.toISOString());
  if (value !== null && typeof value === 'object') return csvCell(JSON.stringify(value));
  return csvCell(value as CsvValue);
}

const line = (cells: string[]) => `${cells.join(',')}\r\n`;

type Columns = Record<string, PgColumn>;

/**
 * Every row of one table that belongs to the account, as CSV, a batch at a time; the header is the
 * database's own column names, so a column added later is exported without a change here. Tables
 * with an `id` are read in pages of that key; the others hold a few rows per account.
 */
async function* tableCsv(db: Db, table: PgTable, owned: SQL): AsyncGenerator<string> {
  const all = getTableColumns(table) as Columns;
  const columns = Object.entries(all);
  yield `${CSV_BOM}${line(columns.map(([, column]) => csvCell(column.name)))}`;
  const select = Object.fromEntries(columns);
  const id = all.id as PgColumn | undefined;
  if (!id) {
    const rows = await db.select(select).from(table).where(owned);
    yield rows.map((row) => line(columns.map(([key]) => cellOf(row[key])))).join('');
    return;
  }
  let after: string | undefined;
  for (;;) {
    const rows = await db
      .select(select)
      .from(table)
      .where(after === undefined ? owned : and(owned, gt(id, after)))
      .orderBy(asc(id))
      .limit(BATCH);
    if (rows.length === 0) return;
    yield rows.map((row) => line(columns.map(([key]) => cellOf(row[key])))).join('');
    if (rows.length < BATCH) return;
    after = String(rows[rows.length - 1].id);
  }
}

/** The account's own tables, each exported whole (every row with its user id) as one file. */
const ownedTables: ReadonlyArray<readonly [string, PgTable & { userId: PgColumn }]> = [
  ['crm/contacts.csv', crmContacts],
  ['crm/follow-ups.csv', crmFollowUps],
  ['crm/recently-deleted-contacts.csv', crmDeletedContacts],
  ['crm/recently-deleted-follow-ups.csv', crmDeletedFollowUps],
  ['pipeline/deals.csv', prospects],
  ['pipeline/deal-status-changes.csv', prospectStatusChanges],
  ['growth/kpi-entries.csv', kpiEntries],
  ['growth/kpi-goals.csv', kpiGoals],
  ['growth/script-downloads.csv', scriptDownloads],
  ['learning/progress.csv', userProgress],
  ['learning/lesson-completions.csv', lessonCompletions],
  ['learning/last-opened-lesson.csv', lastOpenedLessons],
  ['learning/resource-downloads.csv', resourceDownloads],
  ['access.csv', entitlements],
  ['reminders-sent.csv', reminderDeliveries],
  ['orders/orders.csv', orders],
];

async function* once(text: string): AsyncGenerator<string> {
  yield text;
}

const json = (value: unknown) => once(`${JSON.stringify(value, null, 2)}\n`);

/**
 * Everything the account holds, as the files of its data download: its profile, CRM, deals,
 * growth figures, learning, certificate, access, purchases and lead orders (with each delivered
 * file up to 5 MB), and the free-guide sign-up of an address it proved. Secrets (the password
 * hash, session and link tokens) are never in it; nor is anyone else's row: every read is
 * filtered by this account's id, or by its verified address for the guide sign-up.
 */
export async function* accountDataFiles(
  db: Db,
  userId: string,
  appUrl: string,
): AsyncGenerator<ZipEntry> {
  const [account] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      emailVerifiedAt: users.emailVerifiedAt,
      firstSignedInAt: users.firstSignedInAt,
      timeZone: users.timeZone,
      remindersEnabled: users.remindersEnabled,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) return;
  yield { name: 'account.json', content: json(account) };

  for (const [name, table] of ownedTables) {
    yield { name, content: tableCsv(db, table, eq(table.userId, userId)) };
  }
  const [certificate] = await db
    .select({
      id: certificates.id,
      learnerName: certificates.learnerName,
      issuedAt: certificates.issuedAt,
    })
    .from(certificates)
    .where(eq(certificates.userId, userId));
  yield {
    name: 'learning/certificate.json',
    content: json(
      certificate
        ? { ...certificate, verifyUrl: `${appUrl}/certificates/${certificate.id}` }
        : null,
    ),
  };

  const leadRows = await db
    .select({
      orderId: leadOrders.orderId,
      quantity: leadOrders.quantity,
      deliveryStatus: leadOrders.deliveryStatus,
      dueAt: leadOrders.dueAt,
      deliveredCount: leadOrders.deliveredCount,
      deliveredAt: leadOrders.deliveredAt,
      failureReason: leadOrders.failureReason,
      fileName: leadOrders.fileName,
      fileBytes: leadOrders.fileBytes,
      createdAt: leadOrders.createdAt,
    })
    .from(leadOrders)
    .innerJoin(orders, eq(orders.id, leadOrders.orderId))
    .where(eq(orders.userId, userId))
    .orderBy(asc(leadOrders.createdAt));
  const fileInExport = (row: (typeof leadRows)[number]) =>
    row.fileName === null
      ? null
      : (row.fileBytes ?? Infinity) <= LEAD_FILE_IN_EXPORT_MAX_BYTES
        ? `orders/lead-files/${leadOrderNumber(row.orderId)}-${safeFileName(row.fileName, 'leads.csv')}`
        : null;
  const leadHeader = [
    'order_id',
    'order_number',
    'quantity',
    'delivery_status',
    'due_at',
    'delivered_count',
    'delivered_at',
    'failure_reason',
    'file_name',
    'file_bytes',
    'file_in_this_download',
    'created_at',
  ];
  yield {
    name: 'orders/lead-orders.csv',
    content: once(
      CSV_BOM +
        line(leadHeader.map(csvCell)) +
        leadRows
          .map((row) =>
            line(
              [
                row.orderId,
                leadOrderNumber(row.orderId),
                row.quantity,
                row.deliveryStatus,
                row.dueAt,
                row.deliveredCount,
                row.deliveredAt,
                row.failureReason,
                row.fileName,
                row.fileBytes,
                fileInExport(row),
                row.createdAt,
              ].map(cellOf),
            ),
          )
          .join(''),
    ),
  };
  for (const row of leadRows) {
    const name = fileInExport(row);
    if (name === null) continue;
    const [kept] = await db
      .select({ file: leadOrders.fileCsv })
      .from(leadOrders)
      .where(eq(leadOrders.orderId, row.orderId));
    if (kept?.file) yield { name, content: unpacked(kept.file) };
  }

  // Only an address the account proved is its own: a sign-up under an address someone merely
  // typed at registration belongs to whoever owns that mailbox.
  if (account.emailVerifiedAt !== null) {
    yield {
      name: 'free-guide-sign-up.csv',
      content: tableCsv(db, guideSignups, eq(guideSignups.emailKey, account.email.toLowerCase())),
    };
  }
}

async function* unpacked(kept: Buffer | Uint8Array): AsyncGenerator<Uint8Array> {
  yield await unpackFile(kept);
}
