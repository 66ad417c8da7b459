import { describe, expect, it } from 'vitest';
import { firstAnswersOf } from '../../../common/first-answers';
import { pageRoutes } from '../../../common/routes';
import { accessKey } from '../session/access';
import { dashboardStatsKey } from '../session/dashboard-stats';
import { lastLessonKey, userProgressKey } from '../session/user-progress';

// The app puts a page's first answers in its cache under their paths (first-frame.ts): each
// must be the key the page's own query reads, or the page would ask again and show a spinner.
const keysTheAppReads = new Set<string>(
  [accessKey, dashboardStatsKey, lastLessonKey, userProgressKey].map(([path]) => path),
);

describe('first answers', () => {
  it('are each read by the app under its own path', () => {
    for (const route of pageRoutes)
      for (const answer of firstAnswersOf(route))
        expect(keysTheAppReads, `${route.path}: ${answer}`).toContain(answer);
  });

  it('include the progress of the frame and the purchases of a page that needs one', () => {
    const crm = pageRoutes.find((r) => r.path === '/crm')!;
    expect(firstAnswersOf(crm)).toEqual(['/api/user-progress', '/api/access']);
    const checkout = pageRoutes.find((r) => r.path === '/checkout')!;
    expect(firstAnswersOf(checkout)).toEqual([]);
  });
});
