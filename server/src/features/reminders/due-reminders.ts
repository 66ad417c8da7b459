import { and, asc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { isTimeZone, todayIn, type IsoDate } from '../../../../common/kpi-rules';
import { dueFollowUpsEmail, type ReminderLine } from '../../../../content/reminder-emails';
import { enqueueEmail } from '../../core/email/outbox';
import { renderEmail } from '../../core/email/render';
import { crmTabPath } from '../../../../common/crm-rules';
import type { Db } from '../../db/client';
import { crmContacts, crmFollowUps, reminderDeliveries, users } from '../../db/schema';

/**
 * The morning, in the account's own time zone: a reminder goes out from 07:00 to noon. Not later,
 * so that a follow-up typed in for today in the afternoon (on a day with nothing else due) does
 * not bring an email about what the reader has just written down.
 */
export const reminderHours = { from: 7, until: 12 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

export type ReminderRun = { sent: number };

/** The account's zone: null (not yet known) and a name this runtime does not know are UTC. */
const zoneOf = (timeZone: string | null) =>
  timeZone !== null && isTimeZone(timeZone) ? timeZone : 'UTC';

function hourIn(timeZone: string, at: Date): number {
  const hour = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return Number(hour);
}

/** "Mon, Nov 30, 9:30 AM": the follow-up's time as the reader's calendar shows it. */
const whenIn = (timeZone: string, at: Date) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);

/**
 * The accounts a reminder may be due for at `now`: reminders on, a confirmed email address (an
 * unconfirmed one may be someone else's, typed in by whoever registered: daily emails carrying
 * their words must not go there), and a follow-up not completed dated before now + 24 hours,
 * which holds every follow-up that is on or before today anywhere on Earth. The last local day
 * already sent to comes along, so the morning and the day are then checked per zone here.
 */
async function candidates(db: Db, now: Date) {
  const until = new Date(now.getTime() + DAY_MS);
  return db
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      firstName: users.firstName,
      timeZone: users.timeZone,
      emailSettingsToken: users.emailSettingsToken,
      // Named in full: drizzle writes a selected expression's columns without their table.
      lastSentOn: sql<
        string | null
      >`(select max(d.local_date)::text from reminder_deliveries d where d.user_id = "users"."id")`,
    })
    .from(users)
    .where(
      and(
        eq(users.remindersEnabled, true),
        isNotNull(users.emailVerifiedAt),
        sql`exists (select 1 from ${crmFollowUps} where ${crmFollowUps.userId} = ${users.id} and not ${crmFollowUps.completed} and ${crmFollowUps.followUpDate} < ${until.toISOString()}::timestamptz)`,
      ),
    );
}

/** The account's follow-ups not completed that fall on or before its local today, oldest first. */
async function dueFollowUps(
  db: Db,
  userId: string,
  timeZone: string,
  today: IsoDate,
  now: Date,
): Promise<ReminderLine[]> {
  const rows = await db
    .select({
      title: crmFollowUps.title,
      contactName: crmContacts.name,
      followUpDate: crmFollowUps.followUpDate,
    })
    .from(crmFollowUps)
    .innerJoin(crmContacts, eq(crmContacts.id, crmFollowUps.contactId))
    .where(
      and(
        eq(crmFollowUps.userId, userId),
        eq(crmFollowUps.completed, false),
        lt(crmFollowUps.followUpDate, new Date(now.getTime() + DAY_MS)),
      ),
    )
    .orderBy(asc(crmFollowUps.followUpDate), asc(crmFollowUps.id));
  return rows
    .map((row) => ({ row, day: todayIn(timeZone, row.followUpDate) }))
    .filter(({ day }) => day <= today)
    .map(({ row, day }) => ({
      title: row.title,
      contactName: row.contactName,
      when: whenIn(timeZone, row.followUpDate),
      isOverdue: day < today,
    }));
}

/**
 * One run of the morning reminder, the same whether the server's own schedule or
 * `npm run send-reminders` calls it: every account whose morning it is at `now`, that has
 * follow-ups due today or overdue and has had no reminder on its local day, gets one email. The
 * day's delivery row and the email are written in one transaction, and the row's key (account,
 * local day) lets only one writer through: two processes, a second run or a restart the same day
 * send nothing more.
 */
export async function sendDueReminders(
  db: Db,
  options: { appUrl: string; now: Date },
): Promise<ReminderRun> {
  const { appUrl, now } = options;
  let sent = 0;
  for (const account of await candidates(db, now)) {
    const timeZone = zoneOf(account.timeZone);
    const hour = hourIn(timeZone, now);
    if (hour < reminderHours.from || hour >= reminderHours.until) continue;
    const today = todayIn(timeZone, now);
    if (account.lastSentOn !== null && account.lastSentOn >= today) continue;
    const lines = await dueFollowUps(db, account.id, timeZone, today, now);
    if (lines.length === 0) continue;
    const overdueFirst = [
      ...lines.filter((l) => l.isOverdue),
      ...lines.filter((l) => !l.isOverdue),
    ];
    // Rendered before the transaction, so the row stays locked for the two inserts alone.
    const email = await renderEmail(
      dueFollowUpsEmail({
        firstName: account.firstName,
        username: account.username,
        lines: overdueFirst,
        crmUrl: `${appUrl}${crmTabPath('follow-ups')}`,
        turnOffUrl: turnOffUrl(appUrl, account.emailSettingsToken),
        settingsUrl: `${appUrl}${settingsPath}`,
      }),
    );
    const isSent = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(reminderDeliveries)
        .values({ userId: account.id, localDate: today, followUpCount: lines.length, sentAt: now })
        .onConflictDoNothing()
        .returning({ userId: reminderDeliveries.userId });
      if (!claimed) return false;
      await enqueueEmail(tx, { to: account.email, ...email });
      return true;
    });
    if (isSent) sent++;
  }
  return { sent };
}

/** The public page that turns the reminders off with the account's email-settings token. */
export const turnOffUrl = (appUrl: string, token: string) =>
  `${appUrl}${remindersOffPath}?token=${encodeURIComponent(token)}`;

export const remindersOffPath = '/reminders/off';

/** Where the account's reminders can be turned on again (a page of common/routes.ts). */
export const settingsPath = '/settings';
