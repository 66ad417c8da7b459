import type { AppDeps } from '../app-context';
import type { orders } from '../../db/schema';
import type { SessionUser } from '../sessions';

/** One order of any product: the row every payment, fulfilment and refund is about. */
export type Order = typeof orders.$inferSelect;

/** Who is buying: the signed-in account, or nobody yet (a purchase made signed out). */
export type Buyer = SessionUser | null;

/**
 * What the work inside an order's transaction reads: links, the team's addresses, the clock, and
 * the log (for an order nobody could be told of).
 */
export type OrderContext = Pick<AppDeps, 'appUrl' | 'operatorEmails' | 'now'> &
  Partial<Pick<AppDeps, 'log'>>;
