import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { leadOrderMessages } from '../../../../common/contracts/lead-orders';
import { leadOrderApi } from '../../../../common/contracts/lead-orders-api';
import { toast, toastThen } from '../../lib/use-toast';
import { useCompleteLeadOrder } from './api/complete-lead-order';
import { provenReceiptsKey } from './api/proven-receipt';
import { forgetStoredLeadOrder, readStoredLeadOrder } from '../../lib/stored-lead-order';

// How long "Order Notification Sent" stays before "Order Successfully Placed!" replaces it
// (one toast at a time).
const NOTICE_MS = 2500;

/**
 * A lead order's success page completes the order (the server confirms the payment and tells
 * the team): by the payment intent id from the address, or, without one, by the order the form
 * stored (free orders only; the server refuses anything else). Repeating it (a reload) completes
 * nothing twice.
 */
export function LeadOrderCompletion({ paymentIntentId }: { paymentIntentId: string | null }) {
  const queryClient = useQueryClient();
  const completion = useCompleteLeadOrder(
    paymentIntentId ? { paymentIntentId } : readStoredLeadOrder(),
  );
  const reply = completion.data;

  useEffect(() => {
    if (completion.isError) console.error('Lead order completion failed', completion.error);
  }, [completion.isError, completion.error]);

  useEffect(() => {
    if (!reply) return;
    if (!reply.success) return;
    forgetStoredLeadOrder();
    // Query keys start with their endpoint's path, so the order history and the allowance of
    // the lead-order pages are asked again by their contract's paths.
    void queryClient.invalidateQueries({ queryKey: [leadOrderApi.list.path] });
    void queryClient.invalidateQueries({ queryKey: [leadOrderApi.allowance.path] });
    // The page's receipt was asked for before the order was complete: ask again.
    void queryClient.invalidateQueries({ queryKey: provenReceiptsKey });
    const placed = () =>
      toast({
        title: leadOrderMessages.orderPlaced.title,
        description: leadOrderMessages.orderPlaced.text,
        variant: 'success',
      });
    if (reply.emailSent) {
      toastThen(
        {
          title: leadOrderMessages.notificationSent.title,
          description: leadOrderMessages.notificationSent.text,
        },
        NOTICE_MS,
        placed,
      );
    } else {
      console.warn('Lead order completed, but no team notification was sent');
      placed();
    }
  }, [reply, queryClient]);

  return null;
}
