import { z } from 'zod';
import { emailDeliverySchema } from './email-delivery';

/** A device remembered for the second step ("Lembrar este dispositivo por 30 dias", decision 0042). */
export const rememberedDeviceSchema = z.object({
  id: z.string(),
  device: z.string(),
  rememberedUntil: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type RememberedDevice = z.infer<typeof rememberedDeviceSchema>;

/** GET /api/settings/devices. */
export const rememberedDevicesSchema = z.object({ devices: z.array(rememberedDeviceSchema) });

/** POST /api/auth/not-me: the token of the "Não fui eu" link of a sign-in alert. */
export const notMeSchema = z.object({
  token: z
    .string({ error: 'Link inválido. Abra o link do e-mail de novo.' })
    .min(16, { error: 'Link inválido. Abra o link do e-mail de novo.' })
    .max(200, { error: 'Link inválido. Abra o link do e-mail de novo.' }),
});

export const notMeAnswerSchema = z.object({ message: z.string(), email: emailDeliverySchema });
