import { z } from 'zod';
import { emailSchema, nameSchema } from './auth';
import type { ContactInfo } from './contact-info';
import { safeText } from './safe-text';

export { companyLine, DEFAULT_DPO_EMAIL, DEFAULT_SUPPORT_EMAIL, type ContactInfo } from './contact-info';

export const supportTopics = ['conta', 'assinatura', 'registro', 'metas', 'dados', 'outro'] as const;
export const supportTopicLabels: Record<(typeof supportTopics)[number], string> = {
  conta: 'Conta e acesso',
  assinatura: 'Assinatura e pagamento',
  registro: 'Registro de refeições',
  metas: 'Metas e cálculos',
  dados: 'Privacidade e meus dados',
  outro: 'Outro assunto',
};

export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 3000;

/** POST /api/help/contact: the help centre's 'Fale conosco' form. */
export const contactSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  topic: z.enum(supportTopics, { error: 'Escolha o assunto' }),
  message: safeText(
    z
      .string({ error: 'Escreva sua mensagem' })
      .trim()
      .min(SUPPORT_MESSAGE_MIN, { error: `Escreva pelo menos ${SUPPORT_MESSAGE_MIN} caracteres` })
      .max(SUPPORT_MESSAGE_MAX, { error: `A mensagem deve ter no máximo ${SUPPORT_MESSAGE_MAX} caracteres` }),
    'A mensagem',
  ),
});
export type ContactInput = z.input<typeof contactSchema>;

export const contactReceiptSchema = z.object({ id: z.string(), message: z.string() });

/**
 * GET /api/help/contact-info (public): the one support address (SUPPORT_EMAIL),
 * the encarregado's (DPO_EMAIL)
 * and the company's legal identity, each null until configured.
 */
export const contactInfoSchema = z.object({
  supportEmail: z.string(),
  dpoEmail: z.string(),
  company: z.object({
    legalName: z.string().nullable(),
    cnpj: z.string().nullable(),
    address: z.string().nullable(),
  }),
}) satisfies z.ZodType<ContactInfo>;
