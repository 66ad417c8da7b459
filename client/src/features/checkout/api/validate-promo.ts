import { useMutation } from '@tanstack/react-query';
import {
  type ValidatePromoBody,
  type ValidatePromoReply,
} from '../../../../../common/contracts/checkout';
import { checkoutApi } from '../../../../../common/contracts/checkout-api';
import { callApi } from '../../../lib/api';

export const validatePromo = (body: ValidatePromoBody) =>
  callApi<ValidatePromoReply>(checkoutApi.validatePromo, { body });

export function useValidatePromo() {
  return useMutation({ mutationFn: validatePromo });
}
