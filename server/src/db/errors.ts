/** The PostgreSQL error codes the services act on (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
export const pgErrorCodes = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
} as const;

type PgErrorCode = (typeof pgErrorCodes)[keyof typeof pgErrorCodes];

/** Both drivers: pg throws the database error itself, drizzle on PGlite wraps it as the cause. */
function hasPgErrorCode(error: unknown, code: PgErrorCode): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code: own, cause } = error as { code?: unknown; cause?: { code?: unknown } };
  return own === code || cause?.code === code;
}

export const isUniqueViolation = (error: unknown): boolean =>
  hasPgErrorCode(error, pgErrorCodes.uniqueViolation);

export const isForeignKeyViolation = (error: unknown): boolean =>
  hasPgErrorCode(error, pgErrorCodes.foreignKeyViolation);
