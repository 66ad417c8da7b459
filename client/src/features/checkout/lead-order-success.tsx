import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { leadOrderMessages } from '../../../../common/contracts/lead-orders';
import { toast, toastThen } from '../../components/ui/use-toast';
import {
  completeLeadOrder,
  forgetStoredLeadOrder,
  leadAllowanceKey,
  leadOrdersKey,
  readStoredLeadOrder,
} from '../leads/api';

// How long "Order Notification Sent" stays before "Order Successfully Placed!" replaces it
// (one toast at a time).
const NOTICE_MS = 2500;

/**
 * /order-success?product=blu_leads completes the lead order (spec section 7): with the payment
 * intent id from the address, or, without one, the order stored by the form (free orders only;
 * the server refuses anything else). Repeating it (a reload) completes nothing twice.
 */
export function LeadOrderCompletion({ paymentIntentId }: { paymentIntentId: string | null }) {
  const queryClient = useQueryClient();
  const stored = paymentIntentId ? null : readStoredLeadOrder();
  const input = paymentIntentId ? { paymentIntentId } : stored;
  const completion = useQuery({
    queryKey: ['lead-order-completion', paymentIntentId ?? stored?.orderId ?? ''],
    queryFn: () => completeLeadOrder(input!),
    enabled: input !== null,
    staleTime: Infinity,
    retry: false,
  });
  const reply = completion.data;

  useEffect(() => {
    if (completion.isError) console.error('Lead order completion failed', completion.error);
  }, [completion.isError, completion.error]);

  useEffect(() => {
    if (!reply) return;
    if (!reply.success) return;
    forgetStoredLeadOrder();
    void queryClient.invalidateQueries({ queryKey: leadOrdersKey });
    void queryClient.invalidateQueries({ queryKey: leadAllowanceKey });
    // The page's receipt was asked for before the order was complete: ask again.
    void queryClient.invalidateQueries({ queryKey: ['/api/checkout/receipt'] });
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
