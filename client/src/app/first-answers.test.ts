import { describe, expect, it } from 'vitest';
import { firstAnswersOf } from '../../../common/first-answers';
import { pageRoutes } from '../../../common/routes';
import { accessKey } from '../session/access';
import { dashboardStatsKey } from '../session/dashboard-stats';
import { lastLessonKey, userProgressKey } from '../session/user-progress';
import { moduleLessonsKey } from '../features/learning/api/module-lessons';
import { accountSettingsKey } from '../features/accounts/api/account-settings';
import { structuredModuleIds } from '../../../common/curriculum';

// The app puts a page's first answers in its cache (first-frame.ts): each must be under the key
// the page's own query reads, or the page would ask again and show a spinner.
const keysTheAppReads = new Set<string>(
  [
    accessKey,
    dashboardStatsKey,
    lastLessonKey,
    userProgressKey,
    accountSettingsKey,
    ...structuredModuleIds.map((id) => moduleLessonsKey(id)),
  ].map((key) => JSON.stringify(key)),
);

describe('first answers', () => {
  it('are each kept under the key the app reads them by', () => {
    for (const route of pageRoutes)
      for (const answer of firstAnswersOf(route))
        expect(keysTheAppReads, `${route.path}: ${answer.url}`).toContain(
          JSON.stringify(answer.key),
        );
  });

  it('include the progress of the frame, the purchases of a page that needs one, and a player’s lessons', () => {
    const urls = (path: string) =>
      firstAnswersOf(pageRoutes.find((r) => r.path === path)!).map((a) => a.url);
    expect(urls('/crm')).toEqual(['/api/user-progress', '/api/access']);
    expect(urls('/checkout')).toEqual([]);
    expect(urls('/learning/ai-foundations-1')).toEqual([
      '/api/user-progress',
      '/api/access',
      '/api/learning/modules/ai-foundations-1/lessons',
    ]);
  });
});
