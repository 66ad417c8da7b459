import type { CurrentUser } from '../../../../common/contracts/accounts';
import type { Entitlement } from '../../../../common/catalogue';

/** The current user's access as the entitlement list the pricing rules take. */
export function heldEntitlements(user: CurrentUser | null): Entitlement[] {
  if (!user) return [];
  return [
    ...(user.hasToolboxAccess ? (['toolbox'] as const) : []),
    ...(user.hasAgencyAccess ? (['agency'] as const) : []),
  ];
}
