import { useMutation, useQueryClient } from '@tanstack/react-query';
import { urlOf } from '../../../../../common/contracts/endpoint';
import type {
  FailLeadOrderBody,
  LeadNoteBody,
  OperatorLeadOrder,
  RefundLeadOrderBody,
} from '../../../../../common/contracts/lead-orders';
import { operatorApi } from '../../../../../common/contracts/operator-api';
import { ApiError, callApi } from '../../../lib/api';
import { showMovedOrder } from './get-lead-order';

/** The operator's moves on a lead order; each answers the order as it now is. */
export type LeadOrderMove =
  | { kind: 'start-processing' }
  | { kind: 'deliver'; file: File }
  | { kind: 'fail'; body: FailLeadOrderBody }
  | { kind: 'refund'; body: RefundLeadOrderBody }
  | { kind: 'note'; body: LeadNoteBody };

/** The file is the request body as it is (text/csv), so a 10 MB list is never re-encoded. */
async function uploadLeadFile(orderId: string, file: File): Promise<OperatorLeadOrder> {
  const fileName = file.name.replace(/[^\w .()-]/g, '_').slice(0, 120);
  const response = await fetch(urlOf(operatorApi.deliver, { orderId }, { fileName }), {
    method: operatorApi.deliver.method,
    credentials: 'include',
    headers: { 'content-type': 'text/csv' },
    body: file,
  });
  if (!response.ok)
    throw new ApiError(response.status, (await response.text()) || response.statusText);
  return (await response.json()) as OperatorLeadOrder;
}

function send(orderId: string, move: LeadOrderMove): Promise<OperatorLeadOrder> {
  const params = { orderId };
  switch (move.kind) {
    case 'start-processing':
      return callApi(operatorApi.startProcessing, { params, body: {} });
    case 'deliver':
      return uploadLeadFile(orderId, move.file);
    case 'fail':
      return callApi(operatorApi.fail, { params, body: move.body });
    case 'refund':
      return callApi(operatorApi.refund, { params, body: move.body });
    case 'note':
      return callApi(operatorApi.notes, { params, body: move.body });
  }
}

export function useMoveLeadOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: LeadOrderMove) => send(orderId, move),
    onSuccess: (order) => showMovedOrder(queryClient, order),
  });
}
