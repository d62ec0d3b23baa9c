import { z } from 'zod';
import { PaymentProviderUnavailable } from '../payment-provider';

/**
 * The few Mercado Pago REST resources we use, validated on the way in
 * (fields per the official API reference and Node SDK types,
 * github.com/mercadopago/sdk-nodejs src/clients/preApproval and invoice).
 */
const id = z.union([z.string(), z.number()]).transform(String);

export const preapprovalSchema = z.object({
  id,
  status: z.string(), // pending | authorized | paused | cancelled
  init_point: z.string().nullish(),
  payment_method_id: z.string().nullish(),
  date_created: z.string().nullish(),
  last_modified: z.string().nullish(),
  next_payment_date: z.string().nullish(),
  external_reference: z.string().nullish(),
});
export type Preapproval = z.infer<typeof preapprovalSchema>;

/** A recurring charge ("authorized payment" / invoice) of a preapproval. */
export const authorizedPaymentSchema = z.object({
  id,
  preapproval_id: z.string(),
  status: z.string(), // scheduled | processed | recycling | cancelled
  transaction_amount: z.number(),
  debit_date: z.string().nullish(),
  date_created: z.string().nullish(),
  payment: z.object({ id, status: z.string(), status_detail: z.string().nullish() }).nullish(),
});
export type AuthorizedPayment = z.infer<typeof authorizedPaymentSchema>;

export const authorizedPaymentSearchSchema = z.object({ results: z.array(authorizedPaymentSchema) });

export const paymentSchema = z.object({
  id,
  status: z.string(),
  payment_method_id: z.string().nullish(),
  card: z.object({ last_four_digits: z.string().nullish() }).nullish(),
});

const TIMEOUT_MS = 10_000;

export function mercadoPagoClient(options: { apiUrl: string; accessToken: string }) {
  return async function call<S extends z.ZodType>(
    schema: S,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<z.output<S>> {
    let response: Response;
    try {
      response = await fetch(new URL(path, options.apiUrl), {
        method,
        headers: {
          Authorization: `Bearer ${options.accessToken}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(idempotencyKey ? { 'X-Idempotency-Key': idempotencyKey } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new PaymentProviderUnavailable(`mercadopago ${method} ${path}: no answer`, { cause: error });
    }
    const text = await response.text();
    if (!response.ok) {
      throw new PaymentProviderUnavailable(
        `mercadopago ${method} ${path}: HTTP ${response.status} ${text.slice(0, 200)}`,
      );
    }
    const parsed = schema.safeParse(text ? JSON.parse(text) : {});
    if (!parsed.success) throw new PaymentProviderUnavailable(`mercadopago ${method} ${path}: unexpected body`);
    return parsed.data;
  };
}
