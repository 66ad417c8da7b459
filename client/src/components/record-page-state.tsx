import ArrowLeft from 'lucide-react/icons/arrow-left';
import SearchX from 'lucide-react/icons/search-x';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from './ui/button';
import { EmptyState, ErrorState, Skeleton, SkeletonRows } from './ui/states';

export type RecordPageText = {
  notFound: { title: string; body: string };
  loading: string;
  loadFailed: string;
  retry: string;
};

/** The way back from a page about one record, above each of its states. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button asChild variant="ghost" size="sm">
      <Link to={to}>
        <ArrowLeft className="h-4 w-4" aria-hidden /> {label}
      </Link>
    </Button>
  );
}

/**
 * A page about one record fetched by its id (a lead order, for its customer or for the team)
 * before the record is in: "not found" when `isMissing`, a skeleton while it loads, the failure
 * with a retry otherwise. Each under the way back.
 */
export function RecordPageState({
  isMissing,
  isPending,
  onRetry,
  back,
  text,
}: {
  isMissing: boolean;
  isPending: boolean;
  onRetry: () => void;
  back: { to: string; label: string };
  text: RecordPageText;
}): ReactNode {
  return (
    <div className="space-y-4">
      <BackLink {...back} />
      {isMissing ? (
        <EmptyState icon={SearchX} title={text.notFound.title} body={text.notFound.body} />
      ) : isPending ? (
        <SkeletonRows
          count={3}
          label={text.loading}
          className="space-y-4"
          row={<Skeleton className="h-32 w-full rounded-xl" />}
        />
      ) : (
        <ErrorState message={text.loadFailed} onRetry={onRetry} retryLabel={text.retry} />
      )}
    </div>
  );
}
