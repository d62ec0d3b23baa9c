import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { Deps } from '../deps';
import { registerAnalyzeMeal } from './analyze-meal-tool';
import { registerDaySummary } from './day-summary-tool';
import { registerLogMeal } from './log-meal-tool';
import { registerSearchFoods } from './search-foods-tool';
import { registerSearchHistory } from './search-history-tool';
import { toolContext, type McpCaller } from './tool-context';
import { registerWeeklyStats } from './weekly-stats-tool';

export type { McpCaller };

const SERVER_INFO = { name: 'nutri', version: '1.0.0' };
const INSTRUCTIONS =
  'Nutri: registro alimentar de uma pessoa, com alimentos da TACO (NEPA/UNICAMP) e os dela. ' +
  'Datas são do fuso de São Paulo (AAAA-MM-DD). Números de nutrientes vêm do catálogo, nunca estime-os você. ' +
  'Para "quanto ainda posso comer hoje?" use day_summary.';

/**
 * Nutri's tools for AI assistants (MCP, docs/decisions/0033-mcp-server.md).
 * Every tool runs for the token's owner only: no tool takes a person or a
 * user id, and each one calls the very use case behind the HTTP API
 * (search, analysis, meals, statistics), so figures, ownership and the
 * Premium history window are the same as on the web. Results carry a pt-BR
 * text for the assistant to read and the API's JSON as structuredContent.
 */
export function createMcpServer(deps: Deps, caller: McpCaller): McpServer {
  const server = new McpServer(SERVER_INFO, { instructions: INSTRUCTIONS });
  const context = toolContext(deps, caller);
  // The order of tools/list.
  registerSearchFoods(server, context);
  registerAnalyzeMeal(server, context);
  registerLogMeal(server, context);
  registerDaySummary(server, context);
  registerSearchHistory(server, context);
  registerWeeklyStats(server, context);
  return server;
}
