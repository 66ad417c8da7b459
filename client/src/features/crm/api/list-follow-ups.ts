import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useQueries,
  useQuery,
} from '@tanstack/react-query';
import type { FollowUp, FollowUpPage } from '../../../../../common/contracts/crm';
import { apiGet } from '../../../lib/api';

/** Every follow-ups query (pages, upcoming, each contact page's next ones) lives under this key. */
export const followUpsKey = ['/api/crm/follow-ups'] as const;
const pagesKey = [...followUpsKey, 'pages'] as const;

export const getFollowUpPage = (cursor?: string) =>
  apiGet<FollowUpPage>(`/api/crm/follow-ups${cursor ? `?${new URLSearchParams({ cursor })}` : ''}`);

/** Every follow-up of the signed-in user, soonest first, a page at a time (fetchNextPage). */
export function useFollowUpPages() {
  return useInfiniteQuery({
    queryKey: pagesKey,
    queryFn: ({ pageParam }) => getFollowUpPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The soonest follow-ups not completed, from the viewer's clock on (the Upcoming list). */
export function useUpcomingFollowUps() {
  return useQuery({
    queryKey: [...followUpsKey, 'upcoming'] as const,
    queryFn: () =>
      apiGet<FollowUp[]>(
        `/api/crm/follow-ups/upcoming?${new URLSearchParams({ now: new Date().toISOString() })}`,
      ),
  });
}

/**
 * The next follow-up of each contact on screen, one request per page of contacts: `pages` holds
 * each page's contact ids. Answers the follow-ups by contact id, and how far their loading is.
 */
export function useNextFollowUps(pages: readonly (readonly string[])[]) {
  return useQueries({
    queries: pages.map((ids) => ({
      queryKey: [...followUpsKey, 'next', ids] as const,
      queryFn: () =>
        apiGet<FollowUp[]>(
          `/api/crm/follow-ups/next?${new URLSearchParams({ contactIds: ids.join(',') })}`,
        ),
      enabled: ids.length > 0,
    })),
    combine: (results) => {
      const byContact = new Map<string, FollowUp>();
      const status = new Map<string, 'pending' | 'error' | 'success'>();
      results.forEach((result, index) => {
        for (const followUp of result.data ?? []) byContact.set(followUp.contactId, followUp);
        for (const id of pages[index] ?? []) status.set(id, result.status);
      });
      return { byContact, status };
    },
  });
}

/** Puts a write's answer in place in the loaded pages at once; a refresh follows. */
export function patchFollowUpPages(
  queryClient: QueryClient,
  change: (items: FollowUp[]) => FollowUp[],
) {
  queryClient.setQueryData<InfiniteData<FollowUpPage>>(
    pagesKey,
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({ ...page, items: change(page.items) })),
      },
  );
}
