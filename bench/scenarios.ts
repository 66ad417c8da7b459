/**
 * What `npm run bench` loads, per database. Each scenario may prepare data for the benchmark
 * user first; `setup` receives a signed-in client for that user.
 */
export type BenchClient = {
  baseUrl: string;
  cookie: string;
  request: (method: string, path: string, body?: unknown) => Promise<Response>;
};

export type Scenario = {
  name: string;
  kind: 'read' | 'write';
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /** A fresh body for each request (writes), or a fixed one. */
  body?: () => unknown;
  signedIn: boolean;
  setup?: (client: BenchClient) => Promise<void>;
};

export const scenarios: Scenario[] = [
  {
    name: 'GET /api/auth/current-user',
    kind: 'read',
    method: 'GET',
    path: '/api/auth/current-user',
    signedIn: true,
  },
];
