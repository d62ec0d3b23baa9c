/**
 * What of the conversation goes to the model: the most recent turns that fit
 * a token budget, and a short summary of what came before (the person's
 * earlier questions), so long conversations cost a bounded, predictable amount.
 * Tokens are estimated at 4 characters each — OpenAI's rule of thumb for
 * English, slightly generous for Portuguese — which is enough for a budget.
 */
export interface Turn {
  role: 'user' | 'assistant';
  text: string;
}

export const CHARS_PER_TOKEN = 4;
/** Older questions quoted in the summary, at most this many characters each. */
const QUOTE_CHARS = 80;

export const estimateTokens = (text: string): number => Math.ceil(text.length / CHARS_PER_TOKEN);

export function fitHistory(
  turns: readonly Turn[],
  budgetTokens: number,
  summaryBudgetTokens = Math.floor(budgetTokens / 5),
): { recent: Turn[]; summary: string | null } {
  const recent: Turn[] = [];
  let used = 0;
  let start = turns.length;
  for (let i = turns.length - 1; i >= 0; i--) {
    const turn = turns[i] as Turn;
    const cost = estimateTokens(turn.text) + 4; // role and separators
    if (used + cost > budgetTokens - summaryBudgetTokens) break;
    used += cost;
    recent.unshift(turn);
    start = i;
  }
  // A conversation sent to a model starts with the person speaking.
  while (recent[0]?.role === 'assistant') recent.shift();
  const older = turns.slice(0, start).filter((t) => t.role === 'user');
  if (older.length === 0) return { recent, summary: null };
  const quotes: string[] = [];
  let summaryChars = 0;
  for (let i = older.length - 1; i >= 0; i--) {
    const text = (older[i] as Turn).text.replace(/\s+/g, ' ').trim();
    const quote = `“${text.length > QUOTE_CHARS ? `${text.slice(0, QUOTE_CHARS - 1)}…` : text}”`;
    if ((summaryChars + quote.length) / CHARS_PER_TOKEN > summaryBudgetTokens) break;
    summaryChars += quote.length + 2;
    quotes.unshift(quote);
  }
  const skipped = older.length - quotes.length;
  return {
    recent,
    summary: `Resumo das mensagens anteriores: a pessoa perguntou${skipped > 0 ? ` (entre outras ${skipped} perguntas)` : ''}: ${quotes.join('; ')}.`,
  };
}
