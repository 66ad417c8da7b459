import type { Db } from '../server/src/db/client';
import { listFollowUps } from '../server/src/features/crm/follow-ups-service';
import { listContacts } from '../server/src/features/crm/contacts-service';
import { listProspects } from '../server/src/features/growth/prospects-service';
import { listLeadOrders } from '../server/src/features/operator/lists';
import { operatorQueue } from '../server/src/features/operator/lead-order-view';

/**
 * What `npm run bench` loads, per database. Each scenario may prepare data for the benchmark
 * user first; `setup` receives a signed-in client for that user.
 */
export type BenchClient = {
  baseUrl: string;
  cookie: string;
  request: (method: string, path: string, body?: unknown) => Promise<Response>;
};

/** What a scenario's setup may use beside its own client. */
export type SetupTools = {
  /** A fresh signed-in member (a customer who buys lead orders, say). */
  newMember: () => Promise<BenchClient>;
};

export type Scenario = {
  name: string;
  kind: 'read' | 'write' | 'list';
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /** A fresh body for each request (writes), or a fixed one. */
  body?: () => unknown;
  signedIn: boolean;
  /** Loads the route as the bench's operator rather than as a fresh member. */
  asOperator?: boolean;
  setup?: (client: BenchClient, tools: SetupTools) => Promise<void>;
  /**
   * A list's ceiling (bench/list-ceiling.mjs): the product's own list function, run once on a
   * database handle that records the statements it sends, so the bare route runs exactly them.
   */
  ceiling?: { pageSize: number; run: (db: Db, userId: string) => Promise<unknown> };
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

/** Follow-ups on one contact, `parallel` at a time, a day apart from tomorrow. */
async function createFollowUps(client: BenchClient, count: number, parallel = 1) {
  const created = await client.request('POST', '/api/crm/contacts', contact(1_000_000));
  const { id: contactId } = (await created.json()) as { id: string };
  const day = 24 * 60 * 60 * 1000;
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const response = await client.request('POST', '/api/crm/follow-ups', {
        contactId,
        type: 'call',
        title: `Call back ${i}`,
        description: 'Ask how the first month went.',
        followUpDate: new Date(Date.now() + (i + 1) * day).toISOString(),
      });
      if (response.status !== 201) {
        throw new Error(
          `bench follow-up setup failed: ${response.status} ${await response.text()}`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

/** Lead orders bought and paid by one member with the test card, as the checkout does. */
async function buyLeadOrders(customer: BenchClient, count: number) {
  for (let i = 0; i < count; i++) {
    const started = await customer.request('POST', '/api/create-payment-intent', {
      email: `customer${i}@example.com`,
      product: 'blu_leads',
      orderDetails: {
        customerName: `Customer ${i}`,
        customerEmail: `customer${i}@example.com`,
        quantity: 500,
        filters: [
          { type: 'Industry', value: 'Dental clinics' },
          { type: 'City', value: 'Austin' },
        ],
      },
    });
    if (started.status !== 200)
      throw new Error(`bench lead order failed: ${started.status} ${await started.text()}`);
    const { clientSecret } = (await started.json()) as { clientSecret: string };
    const paid = await customer.request('POST', '/api/payments/simulated/confirm', {
      clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 40',
      cvc: '123',
    });
    const { paymentIntentId } = (await paid.json()) as { paymentIntentId: string };
    const completed = await customer.request('POST', '/api/complete-blu-order', {
      paymentIntentId,
    });
    if (completed.status !== 200)
      throw new Error(`bench lead order failed: ${completed.status} ${await completed.text()}`);
  }
}

/** The prospect tracker's list beside the CRM's: 50 prospects, and the first page of 10,000. */
export const prospectListScenarioName = 'GET /api/prospects (50 prospects)';
export const bigProspectListScenarioName = 'GET /api/prospects (10,000, 1st page)';

/** The CRM's contact list: 50 contacts. */
export const listScenarioName = 'GET /api/crm/contacts (50 contacts)';
/** The same first page, out of 10,000 contacts: paging must keep it as fast as the 50. */
export const bigListScenarioName = 'GET /api/crm/contacts (10,000, 1st page)';

/** The lists of 50 rows, each measured against its own ceiling. */
export const listScenarios: Scenario[] = [
  {
    name: listScenarioName,
    kind: 'list',
    method: 'GET',
    path: '/api/crm/contacts',
    signedIn: true,
    setup: (client) => createContacts(client, 50),
    ceiling: { pageSize: 50, run: (db, userId) => listContacts(db, userId) },
  },
  {
    name: prospectListScenarioName,
    kind: 'list',
    method: 'GET',
    path: '/api/prospects',
    signedIn: true,
    setup: (client) => createProspects(client, 50),
    ceiling: { pageSize: 50, run: (db, userId) => listProspects(db, userId) },
  },
  {
    name: 'GET /api/crm/follow-ups (1st page of 60)',
    kind: 'list',
    method: 'GET',
    path: '/api/crm/follow-ups',
    signedIn: true,
    setup: (client) => createFollowUps(client, 60, 4),
    ceiling: { pageSize: 50, run: (db, userId) => listFollowUps(db, userId) },
  },
  {
    name: 'GET /api/operator/lists/lead-orders (50)',
    kind: 'list',
    method: 'GET',
    path: '/api/operator/lists/lead-orders',
    signedIn: true,
    asOperator: true,
    setup: async (_client, tools) => buyLeadOrders(await tools.newMember(), 50),
    ceiling: { pageSize: 50, run: (db) => listLeadOrders(db) },
  },
  {
    // The same 50 orders, paid and not yet delivered: the queue the operator works from.
    name: 'GET /api/operator/lead-orders (queue of 50)',
    kind: 'list',
    method: 'GET',
    path: '/api/operator/lead-orders',
    signedIn: true,
    asOperator: true,
    ceiling: { pageSize: 500, run: (db) => operatorQueue(db, new Date()) },
  },
];

export const scenarios: Scenario[] = [
  {
    name: 'GET /api/auth/current-user',
    kind: 'read',
    method: 'GET',
    path: '/api/auth/current-user',
    signedIn: true,
  },
  ...listScenarios.slice(0, 1),
  {
    name: bigListScenarioName,
    kind: 'read',
    method: 'GET',
    path: '/api/crm/contacts',
    signedIn: true,
    setup: (client) => createContacts(client, 10_000, 16),
  },
  ...listScenarios.slice(1, 2),
  {
    name: bigProspectListScenarioName,
    kind: 'read',
    method: 'GET',
    path: '/api/prospects',
    signedIn: true,
    setup: (client) => createProspects(client, 10_000, 16),
  },
  ...listScenarios.slice(2),
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
