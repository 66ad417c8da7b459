import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Stripe from 'stripe';

// A small stand-in for the Stripe API on loopback, for tests only. The real SDK talks to it
// (new Stripe(key, { host, port, protocol: 'http' })), so the server's Stripe code runs as is.
// It implements what the server calls: creating (with idempotency keys) and retrieving
// payment intents, and making (with idempotency keys) and listing refunds. Webhook events are
// built here and signed with the SDK's own test helper.

export type FakeIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
};

export type FakeRefund = {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: string;
  metadata: Record<string, string>;
};

type Params = Record<string, unknown>;

/** Stripe's form encoding (a[b]=1) back into objects. */
function parseForm(body: string): Params {
  const result: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter(Boolean);
    let target = result;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) target[part] = value;
      else target = (target[part] ??= {}) as Params;
    });
  }
  return result;
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

export async function startFakeStripe(secretKey = 'sk_test_fake_key') {
  const intents = new Map<string, FakeIntent>();
  const idempotency = new Map<string, { body: string; intentId: string }>();
  const refunds = new Map<string, FakeRefund>();
  const refundKeys = new Map<string, string>();
  const calls: Array<{ method: string; path: string; idempotencyKey?: string }> = [];
  let failingCreates = 0;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': `req_${calls.length}`,
    });
    res.end(JSON.stringify(body));
  };
  const stripeError = (res: ServerResponse, status: number, code: string, message: string) =>
    send(res, status, { error: { type: 'invalid_request_error', code, message } });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let body = '';
    for await (const chunk of req) body += chunk;
    const path = (req.url ?? '').split('?')[0];
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    calls.push({ method: req.method ?? '', path, idempotencyKey });

    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return stripeError(res, 401, 'api_key_invalid', 'Invalid API Key provided.');
    }
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      if (idempotencyKey) {
        const earlier = idempotency.get(idempotencyKey);
        if (earlier) {
          if (earlier.body !== body) {
            return stripeError(
              res,
              400,
              'idempotency_key_in_use',
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            );
          }
          res.setHeader('idempotent-replayed', 'true');
          return send(res, 200, intents.get(earlier.intentId));
        }
      }
      if (failingCreates > 0) {
        failingCreates--;
        return send(res, 500, { error: { type: 'api_error', message: 'Something went wrong.' } });
      }
      const params = parseForm(body);
      const id = `pi_fake_${randomBytes(8).toString('hex')}`;
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(params.amount),
        currency: String(params.currency),
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        description: (params.description as string | undefined) ?? null,
        metadata: (params.metadata as Record<string, string> | undefined) ?? {},
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      intents.set(id, intent);
      if (idempotencyKey) idempotency.set(idempotencyKey, { body, intentId: id });
      return send(res, 200, intent);
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const params = parseForm(body);
      if (idempotencyKey) {
        const earlier = refundKeys.get(idempotencyKey);
        if (earlier) {
          res.setHeader('idempotent-replayed', 'true');
          return send(res, 200, refunds.get(earlier));
        }
      }
      const intent = intents.get(String(params.payment_intent));
      if (!intent) {
        return stripeError(
          res,
          404,
          'resource_missing',
          `No such payment_intent: '${String(params.payment_intent)}'`,
        );
      }
      if (intent.status !== 'succeeded') {
        return stripeError(
          res,
          400,
          'charge_not_refundable',
          'This PaymentIntent has no charge to refund.',
        );
      }
      const already = [...refunds.values()]
        .filter((r) => r.payment_intent === intent.id)
        .reduce((sum, r) => sum + r.amount, 0);
      const amount = params.amount === undefined ? intent.amount - already : Number(params.amount);
      if (amount <= 0 || already + amount > intent.amount) {
        return stripeError(
          res,
          400,
          'amount_too_large',
          'Refund amount is greater than unrefunded amount on charge.',
        );
      }
      const refund: FakeRefund = {
        id: `re_fake_${randomBytes(8).toString('hex')}`,
        object: 'refund',
        amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
        metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      };
      refunds.set(refund.id, refund);
      if (idempotencyKey) refundKeys.set(idempotencyKey, refund.id);
      return send(res, 200, refund);
    }
    if (req.method === 'GET' && path === '/v1/refunds') {
      const intentId = new URL(req.url ?? '', 'http://fake').searchParams.get('payment_intent');
      const data = [...refunds.values()].filter((r) => r.payment_intent === intentId).reverse();
      return send(res, 200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
    }
    const retrieve = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)$/.exec(path);
    if (req.method === 'GET' && retrieve) {
      const intent = intents.get(retrieve[1]);
      if (!intent) {
        return stripeError(
          res,
          404,
          'resource_missing',
          `No such payment_intent: '${retrieve[1]}'`,
        );
      }
      return send(res, 200, intent);
    }
    return stripeError(
      res,
      404,
      'resource_missing',
      `Unrecognized request URL (${req.method}: ${path}).`,
    );
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => send(res, 500, { error: { message: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;

  let eventCounter = 0;
  const event = (type: string, object: unknown) => ({
    id: `evt_fake_${++eventCounter}_${randomBytes(4).toString('hex')}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });

  return {
    port,
    secretKey,
    /** Every request the server made, in order. */
    calls,
    intents,
    /** Refunds made, by id. */
    refunds,
    refundCalls: () => calls.filter((c) => c.method === 'POST' && c.path === '/v1/refunds'),
    /** How many distinct intents exist: what a buyer could be charged for. */
    intentCount: () => intents.size,
    createCalls: () => calls.filter((c) => c.method === 'POST' && c.path === '/v1/payment_intents'),
    intent: (id: string) => {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no fake intent ${id}`);
      return intent;
    },
    /** The buyer paid (Stripe.js confirmed the card): the intent is now succeeded. */
    succeed: (id: string) => {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no fake intent ${id}`);
      intent.status = 'succeeded';
      return intent;
    },
    /** Stripe has an outage for the next `count` create calls (the SDK retries twice). */
    failCreates: (count: number) => {
      failingCreates = count;
    },
    paymentSucceededEvent: (intent: FakeIntent, overrides: Partial<FakeIntent> = {}) =>
      event('payment_intent.succeeded', { ...intent, status: 'succeeded', ...overrides }),
    /** Someone refunds part of the charge in Stripe's dashboard: a refund without our metadata. */
    refundInDashboard: (intent: FakeIntent, amount: number) => {
      const refund: FakeRefund = {
        id: `re_fake_${randomBytes(8).toString('hex')}`,
        object: 'refund',
        amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
        metadata: {},
      };
      refunds.set(refund.id, refund);
      return refund;
    },
    /** charge.refunded as an API version that lists the charge's refunds sends it. */
    chargeRefundedEventWithRefunds: (intent: FakeIntent) => {
      const data = [...refunds.values()].filter((r) => r.payment_intent === intent.id).reverse();
      const refunded = data.reduce((sum, r) => sum + r.amount, 0);
      return event('charge.refunded', {
        id: `ch_fake_${randomBytes(6).toString('hex')}`,
        object: 'charge',
        amount: intent.amount,
        amount_refunded: refunded,
        currency: intent.currency,
        payment_intent: intent.id,
        refunded: refunded >= intent.amount,
        refunds: { object: 'list', data, has_more: false, url: '/v1/charges/x/refunds' },
        status: 'succeeded',
      });
    },
    chargeRefundedEvent: (
      intent: FakeIntent,
      options: { fullyRefunded?: boolean; amountRefunded?: number } = {},
    ) => {
      const fully = options.fullyRefunded ?? true;
      return event('charge.refunded', {
        id: `ch_fake_${randomBytes(6).toString('hex')}`,
        object: 'charge',
        amount: intent.amount,
        amount_refunded:
          options.amountRefunded ?? (fully ? intent.amount : Math.floor(intent.amount / 2)),
        currency: intent.currency,
        payment_intent: intent.id,
        refunded: fully,
        status: 'succeeded',
      });
    },
    event,
    /** A Stripe-Signature header for this exact payload, as Stripe would send it. */
    sign: (payload: string, secret: string, timestamp?: number) =>
      Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
