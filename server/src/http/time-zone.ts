import type { FastifyRequest } from 'fastify';
import { growthMessages } from '../../../common/growth-rules';
import { isTimeZone, todayIn, type IsoDate } from '../../../common/kpi-rules';
import { badRequest } from '../errors';

/** The header the browser names its time zone in (client/src/lib/api.ts sends it on every call). */
export const TIME_ZONE_HEADER = 'x-time-zone';

/**
 * The viewer's time zone: the browser's IANA name, or UTC when the request names none. A name the
 * runtime does not know is a 400, never a silent fallback that would file entries on the wrong day.
 */
export function requestTimeZone(request: FastifyRequest): string {
  const value = request.headers[TIME_ZONE_HEADER];
  if (value === undefined) return 'UTC';
  if (typeof value !== 'string' || !isTimeZone(value))
    throw badRequest(growthMessages.timeZoneInvalid);
  return value;
}

/** Today as the viewer's calendar shows it. */
export function requestToday(request: FastifyRequest, now = new Date()): IsoDate {
  return todayIn(requestTimeZone(request), now);
}

/** The browser's time zone when the request names a valid one; null otherwise, never an error. */
export function namedTimeZone(request: FastifyRequest): string | null {
  const value = request.headers[TIME_ZONE_HEADER];
  return typeof value === 'string' && isTimeZone(value) ? value : null;
}
