import { z } from 'zod';

/**
 * What the person's audit log records ("Atividade da conta", decision 0046):
 * sign-ins by each way in, exports, the deletion request, access tokens made
 * and used, the health-data consent, two-factor sign-in on and off, new
 * recovery codes, passkeys added and removed (decision 0052).
 */
export const AUDIT_EVENT_KINDS = [
  'sign_up',
  'sign_in_password',
  'sign_in_google',
  'sign_in_two_factor',
  'sign_in_passkey',
  'export',
  'deletion_requested',
  'token_created',
  'token_used',
  'health_consent_given',
  'health_consent_withdrawn',
  'two_factor_on',
  'two_factor_off',
  'recovery_codes_regenerated',
  'passkey_added',
  'passkey_removed',
] as const;
export type AuditEventKind = (typeof AUDIT_EVENT_KINDS)[number];

/** How each event reads in the list. */
export const AUDIT_EVENT_LABELS: Record<AuditEventKind, string> = {
  sign_up: 'Conta criada',
  sign_in_password: 'Entrada com e-mail e senha',
  sign_in_google: 'Entrada com o Google',
  sign_in_two_factor: 'Entrada com verificação em duas etapas',
  sign_in_passkey: 'Entrada com passkey',
  export: 'Exportação dos dados',
  deletion_requested: 'Pedido de exclusão da conta',
  token_created: 'Token de acesso criado',
  token_used: 'Token de acesso usado',
  health_consent_given: 'Autorização para tratar dados de saúde dada',
  health_consent_withdrawn: 'Autorização para tratar dados de saúde retirada',
  two_factor_on: 'Verificação em duas etapas ativada',
  two_factor_off: 'Verificação em duas etapas desativada',
  recovery_codes_regenerated: 'Novos códigos de recuperação gerados',
  passkey_added: 'Passkey adicionada',
  passkey_removed: 'Passkey removida',
};

/** Rows per page of GET /api/settings/audit-log. */
export const AUDIT_LOG_PAGE_SIZE = 20;
/** Pages past this are refused: 100 pages of 20 is far more than a person scrolls. */
export const AUDIT_LOG_MAX_PAGE = 100;

const pageMessage = `A página deve ser um número inteiro entre 1 e ${AUDIT_LOG_MAX_PAGE}`;

export const auditLogQuerySchema = z.object({
  page: z
    .string()
    .regex(/^\d{1,3}$/, { error: pageMessage })
    .transform(Number)
    .pipe(z.number().int().min(1, { error: pageMessage }).max(AUDIT_LOG_MAX_PAGE, { error: pageMessage }))
    .optional()
    .default(1),
});

export const auditEventSchema = z.object({
  id: z.string(),
  kind: z.enum(AUDIT_EVENT_KINDS),
  at: z.string(),
  /** A short label: the browser, the token's name. */
  detail: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditLogPageSchema = z.object({
  items: z.array(auditEventSchema),
  page: z.number(),
  /** The next page's number, or null on the last. */
  nextPage: z.number().nullable(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
