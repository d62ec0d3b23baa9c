import { z } from 'zod';
import { safeLine } from './safe-text';

/**
 * Personal access tokens for AI assistants (MCP, docs/decisions/0033-mcp-server.md).
 * "read": look only (foods, analyses, the day, history, statistics);
 * "read_write": also log meals.
 */
export const ACCESS_TOKEN_SCOPES = ['read', 'read_write'] as const;
export type AccessTokenScope = (typeof ACCESS_TOKEN_SCOPES)[number];
export const ACCESS_TOKEN_SCOPE_LABELS: Record<AccessTokenScope, string> = {
  read: 'Somente leitura',
  read_write: 'Leitura e registro',
};

/** Tokens a person may hold at once: one per assistant or computer, with room to spare. */
export const ACCESS_TOKENS_MAX = 10;
export const ACCESS_TOKEN_NAME_MAX = 60;
/** Every token starts with it, so secret scanners and people recognise one. */
export const ACCESS_TOKEN_PREFIX = 'nutri_pat_';

export const accessTokenCreateSchema = z.object({
  name: safeLine(
    z
      .string({ error: 'Dê um nome ao token' })
      .trim()
      .min(1, { error: 'Dê um nome ao token' })
      .max(ACCESS_TOKEN_NAME_MAX, { error: `O nome pode ter no máximo ${ACCESS_TOKEN_NAME_MAX} caracteres` }),
    'O nome',
  ),
  scope: z.enum(ACCESS_TOKEN_SCOPES, { error: 'Escolha o acesso: Somente leitura ou Leitura e registro' }),
});
export type AccessTokenCreate = z.infer<typeof accessTokenCreateSchema>;

/** A token as listed: never the token itself, only its first characters. */
export const accessTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(ACCESS_TOKEN_SCOPES),
  /** "nutri_pat_AbC1": enough to tell tokens apart, far too little to use. */
  preview: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;

export const accessTokenListSchema = z.object({ items: z.array(accessTokenSchema), max: z.number() });

/** POST answer: the one and only time the token is shown. */
export const accessTokenCreatedSchema = accessTokenSchema.extend({ token: z.string() });
export type AccessTokenCreated = z.infer<typeof accessTokenCreatedSchema>;
