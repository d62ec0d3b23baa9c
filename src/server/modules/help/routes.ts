import { Hono } from 'hono';
import { type ContactInfo, contactSchema } from '../../../contracts/help';
import type { AppEnv } from '../../http/app-env';
import { readJson } from '../../http/validate';
import type { Deps } from '../deps';
import { sendSupportRequest } from './send-support-request';

/**
 * /api/help: the help centre's contact form (public; the session, if any, ties
 * the request to the account) and the contact details the web shows.
 */
export function helpRoutes(deps: Deps & ContactInfo) {
  return new Hono<AppEnv>()
    .get('/contact-info', (c) =>
      c.json({ supportEmail: deps.supportEmail, dpoEmail: deps.dpoEmail, company: deps.company } satisfies ContactInfo),
    )
    .post('/contact', async (c) => {
      const input = await readJson(c, contactSchema);
      const { id } = await sendSupportRequest(deps, input, {
        ip: c.var.clientIp,
        userId: c.var.session?.user.id ?? null,
      });
      return c.json({ id, message: 'Recebemos sua mensagem. Responderemos no seu e-mail em até 2 dias úteis.' }, 201);
    });
}
