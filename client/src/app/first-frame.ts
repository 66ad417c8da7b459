import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../../../common/contracts/accounts';
import { firstAnswersOf } from '../../../common/first-answers';
import { routeAt } from '../../../common/routes';
import { timing } from '../../../content/app-text';
import { apiGet } from '../lib/api';
import { currentUserKey, getCurrentUser, hasSignedInHint } from '../session/current-user';
import { preloadRouteAt } from './app-routes';
import { restoreSavedQueries } from './saved-queries';

/**
 * What the app has in hand before its first frame on a page the shell serves, so the page
 * appears whole rather than as a spinner that grows into it:
 * - the answers this sign-in saved, when the page was open before (saved-queries.ts); shown at
 *   once and asked again in the background;
 * - otherwise who is signed in and the page's first answers (common/first-answers.ts), which the
 *   shell's HTML already asked for alongside the code;
 * - the page's code.
 * A slow answer holds the first frame back `timing.firstFrameWaitMs` at most: the page then
 * opens with its loading states.
 */
export async function prepareFirstFrame(client: QueryClient, path: string): Promise<void> {
  const restored = restoreSavedQueries(client) > 0;
  const answers = async () => {
    if (restored || !hasSignedInHint()) return;
    const user = await client.fetchQuery({ queryKey: currentUserKey, queryFn: getCurrentUser });
    const route = user ? routeAt(user.isOperator ? 'operator' : 'member', path) : undefined;
    if (!route) return;
    await Promise.all(
      firstAnswersOf(route).map(({ url, key }) =>
        client.prefetchQuery({ queryKey: key, queryFn: () => apiGet(url) }),
      ),
    );
  };
  const code = async () => {
    await answers().catch(() => {});
    const user = client.getQueryData<CurrentUser | null>(currentUserKey);
    const viewer = !hasSignedInHint() ? 'visitor' : user?.isOperator ? 'operator' : 'member';
    await preloadRouteAt(viewer, path);
  };
  await Promise.race([
    code(),
    new Promise((resolve) => setTimeout(resolve, timing.firstFrameWaitMs)),
  ]);
}
