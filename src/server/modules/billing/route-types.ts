import type { z } from 'zod';
import type { checkoutSchema } from '../../../contracts/billing';

export type CheckoutResponse = z.infer<typeof checkoutSchema>;
