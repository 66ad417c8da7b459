import { useMutation, useQueryClient } from '@tanstack/react-query';
import { crmApi } from '../../../../../common/contracts/crm-api';
import type { CalendarFeedReply } from '../../../../../common/contracts/crm';
import { callApi } from '../../../lib/api';
import { calendarFeedKey } from './calendar-feed';
import { putAnswer } from '../../../lib/put-answer';

export const rotateCalendarFeed = () => callApi<CalendarFeedReply>(crmApi.rotateCalendarFeed);

/** A new address; the old one stops working at once. */
export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateCalendarFeed,
    onSuccess: (reply) => putAnswer(queryClient, calendarFeedKey, reply),
  });
}
