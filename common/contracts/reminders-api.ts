import { endpoint } from './endpoint';

/** The morning reminder's own call: the "turn off these reminders" link, used without signing in. */
export const remindersApi = {
  /** `TurnOffRemindersBody` with the emailed token; answers `MessageReply`. */
  turnOff: endpoint('POST', '/api/reminders/turn-off'),
} as const;
