/**
 * One API call's method and path, named once in its feature's contract: the server registers
 * the route from it and the client's fetcher calls it, so neither writes the path again.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Endpoint<M extends HttpMethod = HttpMethod, P extends string = string> = {
  readonly method: M;
  readonly path: P;
};

/** The names of a path's parameters: '/api/orders/:orderId/claim' gives 'orderId'. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export const endpoint = <const M extends HttpMethod, const P extends `/api/${string}`>(
  method: M,
  path: P,
): Endpoint<M, P> => ({ method, path });

export type QueryValues = Record<string, string | number | boolean | null | undefined>;

type UrlArgs<P extends string> = string extends P
  ? [params?: Record<string, string>, query?: QueryValues]
  : [PathParams<P>] extends [never]
    ? [params?: undefined, query?: QueryValues]
    : [params: Record<PathParams<P>, string>, query?: QueryValues];

/**
 * The address of one call: the path with its parameters filled in (each encoded) and the query
 * values that are set. A parameter the path names but the caller left out is a type error.
 */
export function urlOf<P extends string>(
  { path }: Endpoint<HttpMethod, P>,
  ...[params, query]: UrlArgs<P>
): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = (params as Record<string, string> | undefined)?.[name];
    if (value === undefined) throw new Error(`${path} needs its ${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

/** Every API path starts here; what does not is a page or an asset. */
export const apiPrefix = '/api/';
