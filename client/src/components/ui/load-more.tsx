import { Button } from './button';

/** What a list paged on the server (useInfiniteQuery) tells its footer. */
type PagedList = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
  data?: { pages: readonly unknown[] };
};

export type LoadMoreText = {
  shown: (count: number) => string;
  loadMore: string;
  loadingMore: string;
  loadMoreError: string;
};

/**
 * The end of a list paged on the server: how many rows are shown once there is more than one
 * page, and a button rather than loading on scroll (reachable by keyboard, and the page keeps an
 * end).
 */
export function LoadMoreFooter({
  list,
  shown,
  text,
}: {
  list: PagedList;
  shown: number;
  text: LoadMoreText;
}) {
  return (
    <div className="flex flex-col items-center gap-2">
      {list.hasNextPage || (list.data?.pages.length ?? 0) > 1 ? (
        <p className="text-sm text-slate-600" role="status">
          {text.shown(shown)}
        </p>
      ) : null}
      {list.isFetchNextPageError ? (
        <p className="text-sm text-red-700" role="alert">
          {text.loadMoreError}
        </p>
      ) : null}
      {list.hasNextPage ? (
        <Button
          variant="secondary"
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {list.isFetchingNextPage ? text.loadingMore : text.loadMore}
        </Button>
      ) : null}
    </div>
  );
}
