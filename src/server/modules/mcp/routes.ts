import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { bodyLimits } from '../../http/body-limits';
import { PERSON_LIMITS, takePersonLimit } from '../../http/person-limits';
import { parseJsonBytes } from '../../http/validate';
import { authenticateAccessToken } from '../access-tokens/access-tokens';
import type { Deps } from '../deps';

/** JSON-RPC messages are small; the largest argument (a meal description) is 2,000 characters. */
const MCP_BODY_LIMIT = 100 * 1024;
/** MCP messages per person per hour: every message of a batch counts (person-limits.ts). */
export const MCP_REQUESTS_PER_HOUR = PERSON_LIMITS.mcp.perHour;
/**
 * Messages in one POST. The MCP revision of 2025-06-18 dropped JSON-RPC batches, so
 * assistants send one; older clients batch a few. Ten bounds what one request can ask
 * (ten long analyses are well under a second, run one at a time: tool-context.ts).
 */
export const MCP_MAX_MESSAGES_PER_REQUEST = 10;

/**
 * The MCP SDK and the tools load on the first call, not at start-up: with the
 * JSON-schema code they bring they were a fifth of the server's modules and
 * about 0.2 s of its cold start (decision 0023, second addendum of 2026-11-27).
 */
const loadMcp = () =>
  Promise.all([
    import('@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'),
    import('./mcp-tools'),
    import('./mcp-pt-br'),
  ]);
let mcpModules: ReturnType<typeof loadMcp> | null = null;

/** RFC 6750 §3: a 401 names the scheme, and why when a token was sent. */
const challenge = (invalid: boolean) =>
  invalid ? 'Bearer realm="nutri", error="invalid_token"' : 'Bearer realm="nutri"';

/**
 * /mcp: Nutri as an MCP server over Streamable HTTP (docs/decisions/0033-mcp-server.md).
 * Stateless: each POST gets its own server and transport, bound to the
 * token's owner, so any app server answers any request and nothing is kept
 * in memory between calls. Authenticated by `Authorization: Bearer
 * nutri_pat_…` only — never by the session cookie, so a web page cannot make
 * a browser call it (no ambient credential, hence no CSRF check here).
 */
export function mcpRoutes(deps: Deps) {
  return (
    new Hono<AppEnv>()
      .use(bodyLimits({ maxSize: MCP_BODY_LIMIT, message: 'O conteúdo enviado é grande demais.' }, {}))
      .post('/', async (c) => {
        const header = c.req.header('authorization') ?? '';
        const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
        const holder = match?.[1] ? await authenticateAccessToken(deps, match[1]) : null;
        if (!holder) {
          throw new AppError(
            401,
            'unauthenticated',
            'Token de acesso ausente, inválido ou revogado. Crie um em Configurações › Assistentes de IA › Avançado.',
            undefined,
            { 'WWW-Authenticate': challenge(header !== '') },
          );
        }
        c.var.log.info({ userId: holder.userId, tokenId: holder.tokenId }, 'mcp request');
        const [{ WebStandardStreamableHTTPServerTransport }, { createMcpServer }, ptBr] = await (mcpModules ??=
          loadMcp());
        let sent: unknown;
        try {
          sent = parseJsonBytes(await c.req.arrayBuffer());
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          return c.json(ptBr.jsonRpcError(ptBr.JSON_RPC.parseError, error.message), 400);
        }
        const messages = Array.isArray(sent) ? sent.length : 1;
        if (messages === 0 || messages > MCP_MAX_MESSAGES_PER_REQUEST) {
          const message =
            messages === 0
              ? 'Lote vazio: envie pelo menos uma mensagem JSON-RPC.'
              : `Lote grande demais: no máximo ${MCP_MAX_MESSAGES_PER_REQUEST} mensagens por requisição (chegaram ${messages}). Envie uma chamada por vez.`;
          return c.json(ptBr.jsonRpcError(ptBr.JSON_RPC.invalidRequest, message), 400);
        }
        // Work is counted, not requests: a batch takes a unit per message, all or none (issue 29 finding 1).
        await takePersonLimit(deps.db, 'mcp', holder.userId, deps.clock(), messages);
        const { forSdk, refused } = ptBr.screen(sent);
        if (forSdk === undefined) return ptBr.refusedAnswer(sent, refused);
        const server = createMcpServer(deps, { userId: holder.userId, scope: holder.scope });
        // JSON answers instead of an SSE stream: every tool answers at once, and proxies pass JSON untouched.
        const transport = new WebStandardStreamableHTTPServerTransport({
          sessionIdGenerator: undefined,
          enableJsonResponse: true,
        });
        await server.connect(transport);
        try {
          const answer = await transport.handleRequest(c.req.raw, { parsedBody: forSdk });
          return await ptBr.answerInPortuguese(answer, forSdk, refused);
        } finally {
          await transport.close();
          await server.close();
        }
      })
      // Stateless: no server-initiated stream to open (GET) and no session to end (DELETE).
      .on(['GET', 'DELETE'], '/', (c) =>
        c.json({ jsonrpc: '2.0', error: { code: -32000, message: 'Método não permitido.' }, id: null }, 405, {
          Allow: 'POST',
        }),
      )
  );
}
