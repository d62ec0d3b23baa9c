import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signManifest, signatureManifest } from '../adapters/payments/mercadopago/webhook-signature';

/**
 * A local Mercado Pago speaking the subset of its REST API the adapter uses
 * (POST/GET/PUT /preapproval, /authorized_payments/search, /authorized_payments/:id,
 * /v1/payments/:id), on 127.0.0.1. Tests play the payer and the processor with
 * `authorize`, `charge` and `retry`, and get signed webhooks from `webhook`.
 */
export const FAKE_MP_TOKEN = 'TEST-fake-access-token';
export const FAKE_MP_SECRET = 'fake-webhook-secret';

interface Preapproval {
  id: string;
  status: 'pending' | 'authorized' | 'paused' | 'cancelled';
  init_point: string;
  payer_email: string;
  external_reference: string;
  back_url: string;
  reason: string;
  auto_recurring: {
    frequency: number;
    frequency_type: string;
    transaction_amount: number;
    currency_id: string;
    start_date?: string;
  };
  payment_method_id: string | null;
  date_created: string;
  last_modified: string;
}
interface AuthorizedPayment {
  id: number;
  preapproval_id: string;
  status: string;
  transaction_amount: number;
  debit_date: string;
  date_created: string;
  retry_attempt: number;
  payment: { id: number; status: string; status_detail: string };
}
interface Payment {
  id: number;
  status: string;
  payment_method_id: string;
  card: { last_four_digits: string };
}

export async function startFakeMercadoPago(clock: () => Date) {
  const preapprovals = new Map<string, Preapproval>();
  const authorized = new Map<number, AuthorizedPayment>();
  const payments = new Map<number, Payment>();
  const idempotency = new Map<string, string>();
  const cards = new Map<string, string>(); // preapproval id → last four digits
  const requests: string[] = [];
  let nextId = 7_000_000_000;

  function send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(`${req.method} ${url.pathname}`);
    if (req.headers.authorization !== `Bearer ${FAKE_MP_TOKEN}`) return send(res, 401, { message: 'invalid token' });
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
    const now = clock().toISOString();
    let match: RegExpExecArray | null;

    if (req.method === 'POST' && url.pathname === '/preapproval') {
      const key = req.headers['x-idempotency-key'];
      if (typeof key === 'string' && idempotency.has(key))
        return send(res, 201, preapprovals.get(idempotency.get(key)!));
      if (!body.payer_email || !body.auto_recurring?.transaction_amount || body.auto_recurring.currency_id !== 'BRL') {
        return send(res, 400, { message: 'invalid preapproval' });
      }
      const id = randomUUID().replaceAll('-', '');
      const pre: Preapproval = {
        id,
        status: 'pending',
        init_point: `https://www.mercadopago.com.br/subscriptions/checkout?preapproval_id=${id}`,
        payer_email: body.payer_email,
        external_reference: body.external_reference,
        back_url: body.back_url,
        reason: body.reason,
        auto_recurring: body.auto_recurring,
        payment_method_id: null,
        date_created: now,
        last_modified: now,
      };
      preapprovals.set(id, pre);
      if (typeof key === 'string') idempotency.set(key, id);
      return send(res, 201, pre);
    }
    if ((match = /^\/preapproval\/([^/]+)$/.exec(url.pathname))) {
      const pre = preapprovals.get(match[1]!);
      if (!pre) return send(res, 404, { message: 'not found' });
      if (req.method === 'GET') return send(res, 200, pre);
      if (req.method === 'PUT') {
        if (pre.status === 'cancelled') return send(res, 400, { message: 'cancelled preapproval cannot be modified' });
        if (body.status) pre.status = body.status;
        pre.last_modified = now;
        return send(res, 200, pre);
      }
    }
    if (req.method === 'GET' && url.pathname === '/authorized_payments/search') {
      const id = url.searchParams.get('preapproval_id');
      return send(res, 200, { results: [...authorized.values()].filter((a) => a.preapproval_id === id) });
    }
    if (req.method === 'GET' && (match = /^\/authorized_payments\/(\d+)$/.exec(url.pathname))) {
      const ap = authorized.get(Number(match[1]));
      return ap ? send(res, 200, ap) : send(res, 404, { message: 'not found' });
    }
    if (req.method === 'GET' && (match = /^\/v1\/payments\/(\d+)$/.exec(url.pathname))) {
      const payment = payments.get(Number(match[1]));
      return payment ? send(res, 200, payment) : send(res, 404, { message: 'not found' });
    }
    return send(res, 404, { message: 'route not found' });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function only(): Preapproval {
    const all = [...preapprovals.values()];
    if (all.length !== 1) throw new Error(`expected one preapproval, found ${all.length}`);
    return all[0]!;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    preapprovals,
    authorized,
    requests,
    only,
    /** The payer completes the hosted checkout with a card. */
    authorize(id: string, paymentMethodId: string, last4: string) {
      const pre = preapprovals.get(id)!;
      pre.status = 'authorized';
      pre.payment_method_id = paymentMethodId;
      pre.last_modified = clock().toISOString();
      cards.set(id, last4);
    },
    /** The processor runs one recurring charge of the preapproval. */
    charge(id: string, approved: boolean): AuthorizedPayment {
      const pre = preapprovals.get(id)!;
      const paymentId = nextId++;
      payments.set(paymentId, {
        id: paymentId,
        status: approved ? 'approved' : 'rejected',
        payment_method_id: pre.payment_method_id ?? 'visa',
        card: { last_four_digits: cards.get(id) ?? '0000' },
      });
      const ap: AuthorizedPayment = {
        id: nextId++,
        preapproval_id: id,
        status: approved ? 'processed' : 'recycling',
        transaction_amount: pre.auto_recurring.transaction_amount,
        debit_date: clock().toISOString(),
        date_created: clock().toISOString(),
        retry_attempt: 0,
        payment: {
          id: paymentId,
          status: approved ? 'approved' : 'rejected',
          status_detail: approved ? 'accredited' : 'cc_rejected_other_reason',
        },
      };
      authorized.set(ap.id, ap);
      return ap;
    },
    /** A retry of a failed recurring charge. */
    retry(apId: number, approved: boolean) {
      const ap = authorized.get(apId)!;
      ap.retry_attempt += 1;
      ap.status = approved ? 'processed' : 'recycling';
      ap.payment.status = approved ? 'approved' : 'rejected';
      payments.get(ap.payment.id)!.status = ap.payment.status;
    },
    /** A webhook delivery as Mercado Pago sends it: query `data.id` and `type`, headers signed with the secret. */
    webhook(topic: string, dataId: string | number, options: { requestId?: string; secret?: string } = {}) {
      const requestId = options.requestId ?? randomUUID();
      const ts = String(clock().getTime());
      const v1 = signManifest(options.secret ?? FAKE_MP_SECRET, signatureManifest(String(dataId), requestId, ts));
      return {
        path: `/api/billing/webhooks/mercadopago?data.id=${dataId}&type=${topic}`,
        headers: { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId, 'content-type': 'application/json' },
        body: JSON.stringify({ action: `${topic}.updated`, type: topic, data: { id: String(dataId) } }),
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeMercadoPago = Awaited<ReturnType<typeof startFakeMercadoPago>>;
