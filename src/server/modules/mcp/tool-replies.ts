import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

/**
 * What every MCP tool answers: a pt-BR text for the assistant to read and the API's JSON as
 * structuredContent, or a refusal the assistant can repeat to the person.
 */
export const ptNumber = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** A figure with its unit; "?" when unknown (missing is not zero). */
export const fmt = (value: number | null | undefined, unit: string) =>
  value === null || value === undefined ? `? ${unit}` : `${ptNumber.format(value)} ${unit}`;

export const ok = (text: string, structured: Record<string, unknown>): CallToolResult => ({
  content: [{ type: 'text', text }],
  structuredContent: structured,
});
export const refuse = (text: string): CallToolResult => ({ content: [{ type: 'text', text }], isError: true });
