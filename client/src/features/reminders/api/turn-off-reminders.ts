import { useMutation } from '@tanstack/react-query';
import type { MessageReply } from '../../../../../common/contracts/accounts';
import type { TurnOffRemindersBody } from '../../../../../common/contracts/reminders';
import { remindersApi } from '../../../../../common/contracts/reminders-api';
import { callApi } from '../../../lib/api';

export const turnOffReminders = (body: TurnOffRemindersBody) =>
  callApi<MessageReply>(remindersApi.turnOff, { body });

export function useTurnOffReminders() {
  return useMutation({ mutationFn: turnOffReminders });
}
