import { accountsApi } from './contracts/accounts-api';
import { learningApi } from './contracts/learning-api';
import type { PageId, PageRouteEntry } from './routes';

/** Beyond the frame and the purchase check: what a page itself reads before anything else. */
const pageAnswers: Partial<Record<PageId, readonly string[]>> = {
  'home/home-page': [
    accountsApi.access.path,
    learningApi.dashboardStats.path,
    learningApi.lastLesson.path,
  ],
};

/**
 * What a signed-in page shows in its first frame besides who is signed in: GET calls without
 * parameters. The server names them in the shell's HTML for a live session, so they arrive with
 * the page's code, and the app waits for them before its first frame, so the page appears whole
 * instead of growing as each answer comes in (the home dashboard moved by a quarter of its
 * height). In the app each is kept under its own path as its query key.
 */
export function firstAnswersOf(route: PageRouteEntry): string[] {
  return [
    ...new Set([
      ...('shell' in route && route.shell ? [learningApi.listProgress.path] : []),
      ...('needs' in route && route.needs ? [accountsApi.access.path] : []),
      ...(pageAnswers[route.page] ?? []),
    ]),
  ];
}
