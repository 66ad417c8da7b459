import { useMutation } from '@tanstack/react-query';
import {
  type SimulatedConfirmBody,
  type SimulatedConfirmReply,
} from '../../../../../common/contracts/checkout';
import { checkoutApi } from '../../../../../common/contracts/checkout-api';
import { callApi } from '../../../lib/api';

export const confirmSimulatedPayment = (body: SimulatedConfirmBody) =>
  callApi<SimulatedConfirmReply>(checkoutApi.confirmSimulatedPayment, { body });

export function useConfirmSimulatedPayment() {
  return useMutation({ mutationFn: confirmSimulatedPayment });
}
