import pino, { type DestinationStream, type Logger } from 'pino';
import { crmApi } from '../../common/contracts/crm-api';

// Logs carry ids, never personal data or secrets. A failed query's error embeds its parameters
// (drizzle's "params: ..." and PostgreSQL's detail, "Key (email)=(...)"), and a request's query
// string can carry an email or a client secret: both are cut before a line is written.

const REDACTED = '[redacted]';
/** Error fields that hold a query's values rather than describe the failure. */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery', 'hint']);

/** A message or stack without the values a database error quotes. */
export function scrubErrorText(text: string): string {
  return (
    text
      // drizzle: "Failed query: <sql>\nparams: <values>", up to the stack's first frame.
      .replace(/\nparams: [\s\S]*?(?=\n\s+at |\ncaused by: |$)/g, `\nparams: ${REDACTED}`)
      // PostgreSQL quotes the offending value: invalid input syntax for type uuid: "..."
      .replace(/: "(?:[^"]|"")*"/g, `: "${REDACTED}"`)
      // ... and names it in a key: Key (email)=(ann@example.com) already exists.
      .replace(/=\([^)]*\)/g, `=(${REDACTED})`)
  );
}

function scrubSerializedError(value: Record<string, unknown>): Record<string, unknown> {
  for (const key of Object.keys(value)) {
    const field = value[key];
    if (VALUE_FIELDS.has(key)) value[key] = REDACTED;
    else if (typeof field === 'string' && (key === 'message' || key === 'stack')) {
      value[key] = scrubErrorText(field);
    } else if (Array.isArray(field)) {
      value[key] = field.map((item) =>
        item && typeof item === 'object'
          ? scrubSerializedError(item as Record<string, unknown>)
          : item,
      );
    } else if (field && typeof field === 'object') {
      value[key] = scrubSerializedError(field as Record<string, unknown>);
    }
  }
  return value;
}

export function serializeError(error: unknown): unknown {
  const serialized = pino.stdSerializers.err(error as Error);
  if (!serialized || typeof serialized !== 'object') return serialized;
  return scrubSerializedError(serialized);
}

type LoggedRequest = {
  id?: unknown;
  method?: string;
  url?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/**
 * Paths whose last part is a secret that works without signing in (the calendar feed's token, which
 * calendar apps fetch with it): logged with that part cut.
 */
const SECRET_PATH_PREFIXES = [crmApi.calendarFeedFile.path.replace(/:file$/, '')];

/** A request's path as logged: no query string (an email, a secret) and no secret in the path. */
export function loggedPath(url: string): string {
  const path = url.split('?')[0];
  const prefix = SECRET_PATH_PREFIXES.find((p) => path.startsWith(p) && path.length > p.length);
  return prefix ? `${prefix}${REDACTED}` : path;
}

/** A request as logged: its path without the query string, which may carry an email or a secret. */
export function serializeRequest(request: LoggedRequest) {
  return {
    id: request.id,
    method: request.method,
    url: request.url === undefined ? undefined : loggedPath(request.url),
    remoteAddress: request.ip,
  };
}

export function createLogger(
  options: { level: string; pretty?: boolean },
  destination?: DestinationStream,
): Logger {
  return pino(
    {
      level: options.level,
      serializers: { err: serializeError, req: serializeRequest },
      // Addresses a line names (the outbox's recipient) stay out; the email's id says which.
      redact: { paths: ['to', 'email', 'password', 'passwordHash'], censor: REDACTED },
      transport: options.pretty && !destination ? { target: 'pino-pretty' } : undefined,
    },
    destination,
  );
}
