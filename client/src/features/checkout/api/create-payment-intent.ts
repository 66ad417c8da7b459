import { useMutation } from '@tanstack/react-query';
import type {
  CreatePaymentIntentBody,
  CreatePaymentIntentReply,
} from '../../../../../common/contracts/checkout';
import { apiRequest } from '../../../lib/api';

export const createPaymentIntent = (body: CreatePaymentIntentBody) =>
  apiRequest<CreatePaymentIntentReply>('POST', '/api/create-payment-intent', body);

export function useCreatePaymentIntent() {
  return useMutation({ mutationFn: createPaymentIntent });
}
