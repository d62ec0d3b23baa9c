import { z } from 'zod';
import { optionalText } from './config-optional';
import { vapidKeysProblem } from './adapters/push/vapid-keys';

/**
 * Web Push's part of the configuration (docs/decisions/0049-push-reminders-and-weekly-review.md), read by
 * config.ts: VAPID keys from the environment (both or neither: without them they are generated into
 * DATA_DIR/secrets.json), the subject push services may contact, and the test-only loopback switch.
 */
export const pushEnvSchema = z.object({
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  // RFC 8292 § 2.1: a mailto: or https: URI where the push service can reach the operator.
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(
        /^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/,
        'VAPID_SUBJECT precisa ser mailto:alguem@exemplo.com ou https://…',
      )
      .optional(),
  ),
  // Lets tests reach a fake push service on loopback over http; never with NODE_ENV=production.
  PUSH_ALLOW_LOOPBACK: z.enum(['true', 'false']).default('false'),
  REMINDER_JOB_INTERVAL_MS: z.coerce.number().int().min(200).max(3_600_000).default(60_000),
});

export function pushSettings(e: z.output<typeof pushEnvSchema> & { NODE_ENV: string; SUPPORT_EMAIL: string }) {
  const problems: string[] = [];
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    problems.push(
      '  VAPID_PUBLIC_KEY e VAPID_PRIVATE_KEY: informe as duas, ou nenhuma (geradas em DATA_DIR/secrets.json)',
    );
  } else if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY) {
    const problem = vapidKeysProblem({ publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY });
    if (problem) problems.push(`  ${problem}`);
  }
  if (e.PUSH_ALLOW_LOOPBACK === 'true' && e.NODE_ENV === 'production') {
    problems.push('  PUSH_ALLOW_LOOPBACK: só é permitido fora de produção (testes com um serviço de push local)');
  }
  if (problems.length) throw new Error(`Configuração inválida:\n${problems.join('\n')}`);
  return {
    /** Null: use (or generate) the pair in DATA_DIR/secrets.json. */
    vapidKeys:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : null,
    subject: e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL}`,
    allowLoopback: e.PUSH_ALLOW_LOOPBACK === 'true',
    reminderJobIntervalMs: e.REMINDER_JOB_INTERVAL_MS,
  };
}

export type PushSettings = ReturnType<typeof pushSettings>;
