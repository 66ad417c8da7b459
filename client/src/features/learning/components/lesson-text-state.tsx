import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { lessonLoadingText } from '../../../../../content/learning/loading-text';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { ApiError } from '../../../lib/api';

/**
 * The lesson text comes from the server: a spinner while it loads, the server's sentence (or a
 * plain one) and a retry when it fails, and the children once it is there.
 */
export function LessonTextState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={lessonLoadingText.loading} />;
  if (query.isError) {
    const error = query.error;
    return (
      <ErrorState
        message={lessonLoadingText.failed}
        detail={
          (error instanceof ApiError ? error.serverMessage : undefined) ??
          lessonLoadingText.failedDetail
        }
        onRetry={() => void query.refetch()}
        retryLabel={lessonLoadingText.retry}
      />
    );
  }
  return <>{children(query.data)}</>;
}
