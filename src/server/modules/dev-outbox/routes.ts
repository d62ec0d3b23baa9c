import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { html } from 'hono/html';
import type { Database } from '../../db/client';
import { outboxEmails } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import { thisComputerOnly } from './this-computer-only';

/**
 * /dev/outbox: the development mailbox, mounted only outside production and
 * without SMTP, and even then answering only requests from this computer.
 */
export function devOutboxRoutes(db: Database) {
  const latest = () => db.select().from(outboxEmails).orderBy(desc(outboxEmails.createdAt)).limit(50);
  return new Hono<AppEnv>()
    .use(thisComputerOnly())
    .get('/outbox.json', async (c) => c.json({ items: await latest() }))
    .get('/outbox', async (c) => {
      const items = await latest();
      return c.html(
        html`<!doctype html>
          <html lang="pt-BR">
            <head>
              <meta charset="utf-8" />
              <title>Caixa de saída (desenvolvimento) — Nutri</title>
              <style>
                body {
                  font:
                    16px/1.5 system-ui,
                    sans-serif;
                  max-width: 48rem;
                  margin: 2rem auto;
                  padding: 0 1rem;
                  color: #111;
                }
                article {
                  border: 1px solid #ccc;
                  border-radius: 8px;
                  padding: 1rem;
                  margin: 1rem 0;
                }
                pre {
                  white-space: pre-wrap;
                  word-break: break-word;
                }
              </style>
            </head>
            <body>
              <h1>Caixa de saída</h1>
              <p>E-mails que o Nutri enviaria. Configure <code>SMTP_URL</code> para entregá-los de verdade.</p>
              ${items.length === 0 ? html`<p>Nenhum e-mail ainda.</p>` : ''}
              ${items.map(
                (m) =>
                  html`<article>
                    <h2>${m.subject}</h2>
                    <p>Para: ${m.to} · ${m.createdAt.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' })}</p>
                    <pre>${linkify(m.text)}</pre>
                  </article>`,
              )}
            </body>
          </html>`,
      );
    });
}

/** Makes the links in an e-mail clickable (text is escaped first by the html tag). */
function linkify(text: string) {
  const parts = text.split(/(https?:\/\/\S+)/g);
  return parts.map((part, i) => (i % 2 === 1 ? html`<a href="${part}">${part}</a>` : part));
}
