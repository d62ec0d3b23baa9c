import { once } from '../once';

const brl = once(() => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }));
const wholeBrl = once(
  () => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', maximumFractionDigits: 0 }),
);

/**
 * "R$ 29,90" from integer centavos (money travels as centavos: decision 0005).
 * Intl puts a no-break space after "R$", which keeps the symbol with its figure.
 * The one BRL formatter of the product: web, e-mails and the chat use it.
 */
export const formatBrl = (cents: number): string => brl().format(cents / 100);

/** Whole amounts without centavos ("R$ 240"), others as formatBrl ("R$ 29,90"): for marketing copy. */
export const formatBrlCompact = (cents: number): string =>
  cents % 100 === 0 ? wholeBrl().format(cents / 100) : formatBrl(cents);
