/** Words every part of the app uses. */
export const appText = {
  loading: 'Loading...',
  /** What "/" shows while a signed-in browser's session is checked (never the landing page). */
  dashboardLoading: 'Loading your dashboard...',
  /** A failed call whose answer carries no sentence of its own. */
  failureFallback: 'Something went wrong. Please try again.',
  close: 'Close',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  backToHome: 'Back to Home',
  logout: 'Logout',
  login: 'Login',
  /** Read before a struck-through price and the price that replaces it. */
  regularPrice: 'Regular price',
  nowPrice: ', now',
} as const;

/** Notices about the session. */
export const authText = {
  unauthorized: { title: 'Unauthorized', description: 'You are logged out. Logging in again...' },
  logoutSuccess: { title: 'Logged out successfully', description: 'See you next time!' },
} as const;

/** Redirect delays and toast timing. */
export const timing = {
  registerRedirectMs: 2000,
  loginRedirectMs: 1000,
  logoutRedirectMs: 1000,
  unauthorizedRedirectMs: 500,
  currentUserCacheMs: 300_000,
  toastDurationMs: 5000,
  toastRemoveDelayMs: 1_000_000,
  toastLimit: 1,
  toastSwipeThresholdPx: 50,
  /** How long a signed-in page's saved answers may be shown before the server's (a week). */
  savedAnswersMaxAgeMs: 7 * 24 * 3_600_000,
  /** The longest a signed-in page's first frame waits for its first answers and code. */
  firstFrameWaitMs: 4000,
  /** Saved answers are written this long after the last one changed. */
  savedAnswersWriteDelayMs: 1000,
  /** A page's dialogs' code is fetched after this long (or at the first touch, key or focus). */
  loadAheadAfterMs: 4000,
} as const;

export const notFoundText = {
  title: '404 Page Not Found',
  body: 'The page you are looking for does not exist or has moved.',
} as const;
