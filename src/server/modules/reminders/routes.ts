import { Hono } from 'hono';
import { reminderSettingsSchema, type ReminderSettingsView } from '../../../contracts/reminders';
import { withDefaultChannels } from '../../../domain/reminders/reminder-settings';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/app-env';
import { requireSession } from '../../http/session';
import { readJson } from '../../http/validate';
import { gatherReminderFacts } from './gather-reminder-facts';
import type { ReminderDeps } from './reminder-deps';
import {
  hasWhatsappLink,
  loadReminderSettings,
  saveReminderSettings,
  turnOffEmail,
} from './reminder-settings-repository';
import { readUnsubscribeToken } from './unsubscribe-token';

const KIND_WORDS = {
  meal: 'lembretes de refeição',
  water: 'lembretes de água',
  weekly: 'o resumo “Sua semana”',
  billing: 'avisos da assinatura',
};

const page = (title: string, body: string) =>
  `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · Nutri</title></head>` +
  `<body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;max-width:480px;margin:40px auto;padding:0 16px;line-height:1.5"><main><h1 style="font-size:1.4rem">${title}</h1>${body}</main></body></html>`;

/** /api/reminders: Settings → Notificações, and the one-click unsubscribe of reminder e-mails (RFC 8058). */
export function reminderRoutes(deps: ReminderDeps) {
  const settingsView = async (userId: string): Promise<ReminderSettingsView> => {
    const [facts, linked] = await Promise.all([
      gatherReminderFacts(deps.db, userId, deps.clock()),
      hasWhatsappLink(deps.db, userId),
    ]);
    return { ...facts.settings, usualTimes: facts.usualTimes, whatsappLinked: Boolean(deps.whatsapp) && linked };
  };
  const readToken = (token: string | undefined) => {
    const read = token ? readUnsubscribeToken(deps.unsubscribeKey, token) : null;
    if (!read) throw new AppError(400, 'invalid_unsubscribe_token', 'Este link de cancelamento não é válido.');
    return read;
  };
  return (
    new Hono<AppEnv>()
      .get('/settings', async (c) => {
        const { user } = requireSession(c);
        return c.json(await settingsView(user.id));
      })
      .put('/settings', async (c) => {
        const { user } = requireSession(c);
        const input = await readJson(c, reminderSettingsSchema);
        // Switches the client left out (an older page: WhatsApp, billing) keep what is saved.
        const current = await loadReminderSettings(deps.db, user.id);
        const channels = withDefaultChannels(current.channels);
        for (const kind of Object.keys(channels) as Array<keyof typeof channels>) {
          const sent = Object.fromEntries(
            Object.entries(input.channels[kind] ?? {}).filter(([, on]) => on !== undefined),
          );
          channels[kind] = { ...channels[kind], ...sent };
        }
        await saveReminderSettings(deps.db, user.id, { ...input, channels }, deps.clock());
        return c.json(await settingsView(user.id));
      })
      // The link in the e-mail's body: a page with one button, so a link scanner's GET never unsubscribes anyone.
      .get('/unsubscribe', (c) => {
        const token = c.req.query('t');
        const { kind } = readToken(token);
        return c.html(
          page(
            'Cancelar e-mails',
            `<p>Parar de receber ${KIND_WORDS[kind]} por e-mail? Você pode ligar de novo em Configurações → Notificações.</p>` +
              `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="background:#047857;color:#fff;border:0;border-radius:6px;padding:10px 16px;font-size:1rem">Cancelar estes e-mails</button></form>`,
          ),
        );
      })
      // RFC 8058 § 3.1: the mail provider POSTs "List-Unsubscribe=One-Click" to the header's URL, without cookies.
      .post('/unsubscribe', async (c) => {
        const { userId, kind } = readToken(c.req.query('t'));
        await turnOffEmail(deps.db, userId, kind, deps.clock());
        return c.html(page('Pronto', `<p>Você não vai mais receber ${KIND_WORDS[kind]} por e-mail.</p>`));
      })
  );
}

export const UNSUBSCRIBE_ROUTE = '/api/reminders/unsubscribe';
