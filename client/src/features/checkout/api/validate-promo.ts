import { useMutation } from '@tanstack/react-query';
import type {
  ValidatePromoBody,
  ValidatePromoReply,
} from '../../../../../common/contracts/checkout';
import { apiRequest } from '../../../lib/api';

export const validatePromo = (body: ValidatePromoBody) =>
  apiRequest<ValidatePromoReply>('POST', '/api/checkout/validate-promo', body);

export function useValidatePromo() {
  return useMutation({ mutationFn: validatePromo });
}
