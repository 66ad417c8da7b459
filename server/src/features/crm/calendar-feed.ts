import { and, asc, eq, gte, sql } from 'drizzle-orm';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { brand } from '../../../../common/brand';
import { crmApi } from '../../../../common/contracts/crm-api';
import { urlOf } from '../../../../common/contracts/endpoint';
import { calendarFeedText } from '../../../../content/crm-calendar-text';
import { crmTabPath } from '../../../../common/crm-rules';
import type { Db } from '../../db/client';
import { crmContacts, crmFollowUps, users } from '../../db/schema';
import { createToken } from '../../tokens';

// A follow-up has a date and a time (the form's date-time field), so each is a timed event of
// this length; a calendar shows it as a short appointment, never as a whole day.
const EVENT_MINUTES = 30;
// Open follow-ups from a year back on: a calendar app reads the whole feed at every refresh, and
// an old overdue item is still in the CRM's own lists.
const PAST_DAYS = 365;
const MAX_EVENTS = 2000;
// Calendar apps refresh a subscription on their own clock; this asks for about every hour.
const REFRESH_SECONDS = 60 * 60;
const FEED_SUFFIX = '.ics';

/** The address calendar apps subscribe to: the token is the only key, so it is the whole secret. */
export const calendarFeedUrl = (appUrl: string, token: string) =>
  `${appUrl}${urlOf(crmApi.calendarFeedFile, { file: `${token}${FEED_SUFFIX}` })}`;

/**
 * The account's feed token, made at the first call: one statement, so two first calls at once
 * (two tabs, two processes) both answer the token the first one wrote.
 */
export async function calendarFeedToken(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .update(users)
    .set({ calendarFeedToken: sql`coalesce(${users.calendarFeedToken}, ${createToken()})` })
    .where(eq(users.id, userId))
    .returning({ token: users.calendarFeedToken });
  return row.token!;
}

/** A new token: the old address stops working at once. */
export async function rotateCalendarFeedToken(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .update(users)
    .set({ calendarFeedToken: createToken() })
    .where(eq(users.id, userId))
    .returning({ token: users.calendarFeedToken });
  return row.token!;
}

/**
 * The calendar (iCalendar text) behind a feed file name, `<token>.ics`; null when no account has
 * that token, whatever the name looks like, so a wrong, old or made-up address learns nothing.
 */
export async function calendarFeedFor(
  db: Db,
  file: string,
  options: { appUrl: string; now: Date; mayOpen: (entitlements: readonly string[]) => boolean },
): Promise<string | null> {
  if (!file.endsWith(FEED_SUFFIX)) return null;
  const token = file.slice(0, -FEED_SUFFIX.length);
  if (token.length === 0) return null;
  const [owner] = await db
    .select({
      id: users.id,
      // Named in full: inside the subquery a bare "id" would be the entitlement's own.
      entitlements: sql<
        string[]
      >`coalesce((select array_agg(e.entitlement) from entitlements e where e.user_id = "users"."id"), '{}')`,
    })
    .from(users)
    .where(eq(users.calendarFeedToken, token));
  // An account that no longer holds the CRM (a refund) no longer feeds a calendar from it either:
  // the reader sends no cookie, so the access a session would bring is checked here.
  if (!owner || !options.mayOpen(owner.entitlements)) return null;

  const since = new Date(options.now.getTime() - PAST_DAYS * 24 * 60 * 60 * 1000);
  const rows = await db
    .select({
      id: crmFollowUps.id,
      title: crmFollowUps.title,
      description: crmFollowUps.description,
      followUpDate: crmFollowUps.followUpDate,
      updatedAt: crmFollowUps.updatedAt,
      contactName: crmContacts.name,
    })
    .from(crmFollowUps)
    .innerJoin(crmContacts, eq(crmContacts.id, crmFollowUps.contactId))
    .where(
      and(
        eq(crmFollowUps.userId, owner.id),
        eq(crmFollowUps.completed, false),
        gte(crmFollowUps.followUpDate, since),
      ),
    )
    .orderBy(asc(crmFollowUps.followUpDate), asc(crmFollowUps.id))
    .limit(MAX_EVENTS);

  const crmUrl = `${options.appUrl}${crmTabPath('follow-ups')}`;
  const calendar = ical({
    name: calendarFeedText.name,
    description: calendarFeedText.description,
    prodId: { company: brand.name, product: calendarFeedText.product, language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: REFRESH_SECONDS,
    url: crmUrl,
  });
  for (const row of rows) {
    calendar.createEvent({
      // The same id at every fetch, so a calendar app updates the event rather than adding one.
      id: `${row.id}@follow-ups.${brand.siteDomain}`,
      start: row.followUpDate,
      end: new Date(row.followUpDate.getTime() + EVENT_MINUTES * 60_000),
      summary: calendarFeedText.summary(row.title, row.contactName),
      description: calendarFeedText.eventDescription(row.description, crmUrl),
      url: crmUrl,
      stamp: row.updatedAt,
      lastModified: row.updatedAt,
    });
  }
  return calendar.toString();
}
