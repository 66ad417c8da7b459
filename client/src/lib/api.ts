import {
  type Endpoint,
  type HttpMethod,
  type PathParams,
  type QueryValues,
  urlOf,
} from '../../../common/contracts/endpoint';
/** An answer other than 2xx. Its message is "status: response text", so a raw error still says what the server answered. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly responseText: string,
  ) {
    super(`${status}: ${responseText}`);
  }

  /** The server's own sentence ({ message }) when it sent one. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.responseText) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof Error && /^401: /.test(error.message);
}

/** The browser's IANA time zone: the server dates "today", KPI periods and automatic entries by it. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Every call names the viewer's time zone (X-Time-Zone), so days are the viewer's own. */
export async function apiRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: {
      'x-time-zone': viewerTimeZone(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    throw new ApiError(response.status, text);
  }
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await response.json() : await response.text()) as T;
}

export const apiGet = <T>(path: string) => apiRequest<T>('GET', path);

type CallOptions<P extends string> = (string extends P
  ? { params?: Record<string, string> }
  : [PathParams<P>] extends [never]
    ? { params?: undefined }
    : { params: Record<PathParams<P>, string> }) & { query?: QueryValues; body?: unknown };

/**
 * Calls one endpoint of a contract with its own method: `params` fill the path, `query` is
 * added when set, `body` is sent as JSON. With the reply type named (`callApi<Contact>(...)`)
 * TypeScript no longer infers the path, so the parameters are then checked at run time only:
 * a parameter the path names but the call left out is an error, never "undefined" in a URL.
 */
export function callApi<T, P extends string = string>(
  target: Endpoint<HttpMethod, P>,
  ...[options]: string extends P
    ? [options?: CallOptions<P>]
    : [PathParams<P>] extends [never]
      ? [options?: CallOptions<P>]
      : [options: CallOptions<P>]
): Promise<T> {
  const { params, query, body } = (options ?? {}) as CallOptions<string>;
  const url = urlOf(
    target as Endpoint<HttpMethod, string>,
    params as Record<string, string>,
    query,
  );
  return apiRequest<T>(target.method, url, body);
}
