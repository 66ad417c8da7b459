import { useQuery } from '@tanstack/react-query';
import { crmApi } from '../../../../../common/contracts/crm-api';
import type { CalendarFeedReply } from '../../../../../common/contracts/crm';
import { callApi } from '../../../lib/api';

export const calendarFeedKey = [crmApi.calendarFeed.path] as const;

/** The private address of the account's follow-ups as a calendar (made on first ask). */
export const getCalendarFeed = () => callApi<CalendarFeedReply>(crmApi.calendarFeed);

export function useCalendarFeed() {
  return useQuery({ queryKey: calendarFeedKey, queryFn: getCalendarFeed });
}
