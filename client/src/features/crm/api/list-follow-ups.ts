import {
  type InfiniteData,
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { crmApi } from '../../../../../common/contracts/crm-api';
import type { FollowUp, FollowUpPage } from '../../../../../common/contracts/crm';
import { callApi } from '../../../lib/api';

/** Every follow-ups query (pages, upcoming, each contact page's next ones) lives under this key. */
export const followUpsKey = [crmApi.listFollowUps.path] as const;
const pagesKey = [...followUpsKey, 'pages'] as const;

export const getFollowUpPage = (cursor?: string) =>
  callApi<FollowUpPage>(crmApi.listFollowUps, { query: { cursor } });

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
      callApi<FollowUp[]>(crmApi.upcomingFollowUps, { query: { now: new Date().toISOString() } }),
  });
}

/**
 * The next follow-up of each contact on screen: `pages` holds each page of contacts' ids, one
 * request per page. Answers the follow-ups by contact id, and for each contact how far its
 * loading is: while a new page loads, the cards already shown keep their answer.
 */
export function useNextFollowUps(pages: readonly (readonly string[])[]) {
  const query = useQuery({
    queryKey: [...followUpsKey, 'next', pages] as const,
    queryFn: async () => {
      const answers = await Promise.all(
        pages
          .filter((ids) => ids.length > 0)
          .map((ids) =>
            callApi<FollowUp[]>(crmApi.nextFollowUps, { query: { contactIds: ids.join(',') } }),
          ),
      );
      // Plain arrays: the answers are kept in the browser's storage as JSON (app/saved-queries.ts).
      return { askedFor: pages.flat(), followUps: answers.flat() };
    },
    // No contacts on screen, nothing to ask (an empty list of ids is a 400).
    enabled: pages.some((ids) => ids.length > 0),
    placeholderData: keepPreviousData,
  });
  const byContact = new Map(query.data?.followUps.map((f) => [f.contactId, f]));
  const askedFor = new Set(query.data?.askedFor);
  const statusOf = (contactId: string): 'pending' | 'error' | 'success' =>
    askedFor.has(contactId) ? 'success' : query.isError ? 'error' : 'pending';
  return { byContact, statusOf };
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
