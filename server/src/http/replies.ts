import { MessageReply } from '../../../common/contracts/accounts';

/** The error answers a route declares: each status carries the one `{ message }` shape. */
export const errorReplies = <const Status extends number>(...statuses: Status[]) =>
  Object.fromEntries(statuses.map((status) => [status, MessageReply])) as Record<
    Status,
    typeof MessageReply
  >;
