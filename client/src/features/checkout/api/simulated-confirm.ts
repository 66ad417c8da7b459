import { useMutation } from '@tanstack/react-query';
import type {
  SimulatedConfirmBody,
  SimulatedConfirmReply,
} from '../../../../../common/contracts/checkout';
import { apiRequest } from '../../../lib/api';

export const confirmSimulatedPayment = (body: SimulatedConfirmBody) =>
  apiRequest<SimulatedConfirmReply>('POST', '/api/payments/simulated/confirm', body);

export function useConfirmSimulatedPayment() {
  return useMutation({ mutationFn: confirmSimulatedPayment });
}
