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

/** Contacts created through the API, `parallel` at a time. */
async function createContacts(client: BenchClient, count: number, parallel = 1) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const response = await client.request('POST', '/api/crm/contacts', contact(i));
      if (response.status !== 201 && response.status !== 200) {
        throw new Error(`bench contact setup failed: ${response.status} ${await response.text()}`);
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

/** Prospects created through the API (each in its own transaction, as a user adds them). */
async function createProspects(client: BenchClient, count: number, parallel = 1) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const response = await client.request('POST', '/api/prospects', prospect(i));
      if (response.status !== 201) {
        throw new Error(`bench prospect setup failed: ${response.status} ${await response.text()}`);
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

/** The prospect tracker's list beside the CRM's: 50 prospects, and the first page of 10,000. */
export const prospectListScenarioName = 'GET /api/prospects (50 prospects)';
export const bigProspectListScenarioName = 'GET /api/prospects (10,000, 1st page)';

/** The scenario the list ceiling (bench/list-ceiling.mjs) is compared with. */
export const listScenarioName = 'GET /api/crm/contacts (50 contacts)';
/** The same first page, out of 10,000 contacts: paging must keep it as fast as the 50. */
export const bigListScenarioName = 'GET /api/crm/contacts (10,000, 1st page)';

export const scenarios: Scenario[] = [
  {
    name: 'GET /api/auth/current-user',
    kind: 'read',
    method: 'GET',
    path: '/api/auth/current-user',
    signedIn: true,
  },
  {
    name: listScenarioName,
    kind: 'read',
    method: 'GET',
    path: '/api/crm/contacts',
    signedIn: true,
    setup: (client) => createContacts(client, 50),
  },
  {
    name: bigListScenarioName,
    kind: 'read',
    method: 'GET',
    path: '/api/crm/contacts',
    signedIn: true,
    setup: (client) => createContacts(client, 10_000, 16),
  },
  {
    name: prospectListScenarioName,
    kind: 'read',
    method: 'GET',
    path: '/api/prospects',
    signedIn: true,
    setup: (client) => createProspects(client, 50),
  },
  {
    name: bigProspectListScenarioName,
    kind: 'read',
    method: 'GET',
    path: '/api/prospects',
    signedIn: true,
    setup: (client) => createProspects(client, 10_000, 16),
  },
  {
    name: 'POST /api/crm/contacts',
    kind: 'write',
    method: 'POST',
    path: '/api/crm/contacts',
    signedIn: true,
    body: () => contact(Math.floor(Math.random() * 1e9)),
  },
];

function contact(i: number) {
  return {
    name: `Bench Contact ${i}`,
    email: `contact${i}@example.com`,
    phone: '555-010-2000',
    company: `Company ${i % 17}`,
    position: 'Owner',
    industry: 'Retail',
    address: '1 Main Street',
    leadSource: 'Referral',
    dealValue: (i % 20) * 500,
    notes: 'Met at the chamber of commerce breakfast.',
    status: (['lead', 'prospect', 'client', 'closed_lost'] as const)[i % 4],
  };
}

function prospect(i: number) {
  return {
    companyName: `Bench Prospect ${i}`,
    contactName: `Owner ${i}`,
    email: `prospect${i}@example.com`,
    phone: '555-010-3000',
    industry: 'Dental practice',
    notes: 'Found through the local chamber of commerce directory.',
    estimatedValue: (i % 20) * 750,
    status: (
      ['new', 'contacted', 'qualified', 'proposal_sent', 'closed_won', 'closed_lost'] as const
    )[i % 6],
  };
}
