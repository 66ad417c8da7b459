import { useNavigate } from 'react-router';
import type { CheckoutProduct } from '../../../../common/pricing';
import { orderSuccessText } from '../../../../content/checkout-text';
import { toast } from '../../lib/use-toast';
import { ApiError } from '../../lib/api';
import { useCreatePaymentIntent } from './api/create-payment-intent';

/**
 * Starts a purchase from the order success page: with a known email the intent is created here
 * (server-priced, e.g. the upgrade) and the checkout opens at step 2; otherwise at step 1.
 */
export function useStartPurchase() {
  const create = useCreatePaymentIntent();
  const navigate = useNavigate();

  async function start(input: {
    product: CheckoutProduct;
    email: string | null;
    upgradeFromOrderId?: string;
  }) {
    if (!input.email) {
      navigate(`/checkout?${new URLSearchParams({ product: input.product })}`);
      return;
    }
    try {
      const reply = await create.mutateAsync({
        email: input.email,
        product: input.product,
        ...(input.upgradeFromOrderId ? { upgradeFromOrderId: input.upgradeFromOrderId } : {}),
      });
      navigate(
        `/checkout?${new URLSearchParams({ product: input.product, client_secret: reply.clientSecret })}`,
      );
    } catch (error) {
      const explained =
        error instanceof ApiError && error.status === 409 ? error.serverMessage : undefined;
      toast({
        title: orderSuccessText.startPurchaseFailed.title,
        description: explained ?? orderSuccessText.startPurchaseFailed.description,
        variant: 'destructive',
      });
    }
  }

  return { start, isStarting: create.isPending };
}
