import { accountsApi } from './contracts/accounts-api';
import { urlOf } from './contracts/endpoint';
import { learningApi } from './contracts/learning-api';
import { settingsApi } from './contracts/settings-api';
import type { PageRouteEntry } from './routes';

/** One answer: the address asked, and the query key the app keeps it under. */
export type FirstAnswer = { url: string; key: readonly string[] };

/** A call without parameters, kept under its own path. */
const plain = (path: string): FirstAnswer => ({ url: path, key: [path] });

/** Beyond the frame and the purchase check: what a page itself reads before anything else. */
function pageAnswers(route: PageRouteEntry): FirstAnswer[] {
  switch (route.page) {
    case 'home/home-page':
      return [
        plain(accountsApi.access.path),
        plain(learningApi.dashboardStats.path),
        plain(learningApi.lastLesson.path),
      ];
    case 'learning/module-page': {
      // Each module's player has a route of its own, named by the module (/learning/<id>).
      const moduleId = route.path.slice(route.path.lastIndexOf('/') + 1);
      return [
        {
          url: urlOf(learningApi.moduleLessons, { moduleId }),
          key: [learningApi.moduleLessons.path, moduleId],
        },
      ];
    }
    case 'accounts/settings-page':
      return [plain(settingsApi.settings.path)];
    default:
      return [];
  }
}

/**
 * What a signed-in page shows in its first frame besides who is signed in. The server names
 * these calls in the shell's HTML for a live session, so they arrive with the page's code, and
 * the app waits for them before its first frame, so the page appears whole instead of growing
 * as each answer comes in (the home dashboard moved by a quarter of its height, a module's player
 * waited for its lessons).
 */
export function firstAnswersOf(route: PageRouteEntry): FirstAnswer[] {
  const answers = [
    ...('shell' in route && route.shell ? [plain(learningApi.listProgress.path)] : []),
    ...('needs' in route && route.needs ? [plain(accountsApi.access.path)] : []),
    ...pageAnswers(route),
  ];
  return answers.filter((answer, at) => answers.findIndex((a) => a.url === answer.url) === at);
}
