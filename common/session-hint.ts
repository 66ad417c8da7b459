/**
 * A cookie that says only "this browser has signed in" (never who, never the session): the
 * session cookie itself is HttpOnly. Without it the app knows at once that the visitor is
 * signed out and skips GET /api/auth/current-user, so a public page makes no call that must
 * fail with 401 (docs/decisions/0012-signed-in-hint-cookie.md).
 */
export const SIGNED_IN_HINT_COOKIE = 'al_signed_in';
