import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { kitLoadingText } from '../../../../content/growth/kit-loading-text';
import { Spinner } from '../../components/ui/spinner';
import { ErrorState } from '../../components/ui/states';
import { ApiError } from '../../lib/api';

/**
 * A kit's text comes from the server: a spinner while it loads, the server's sentence (or a plain
 * one) and a retry when it fails, and the children once it is there.
 */
export function KitState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={kitLoadingText.loading} />;
  if (query.isError) {
    const error = query.error;
    return (
      <ErrorState
        message={kitLoadingText.failed}
        detail={
          (error instanceof ApiError ? error.serverMessage : undefined) ??
          kitLoadingText.failedDetail
        }
        onRetry={() => void query.refetch()}
        retryLabel={kitLoadingText.retry}
      />
    );
  }
  return <>{children(query.data)}</>;
}
