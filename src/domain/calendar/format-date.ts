import { once } from '../once';
import { APP_TIME_ZONE } from './sao-paulo';

const fullDate = once(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      timeZone: APP_TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }),
);

/**
 * "29/11/2026": the São Paulo calendar date of an instant (decision 0004). The
 * one date formatter of the product: web, e-mails and the chat use it.
 */
export const formatDateBR = (instant: Date): string => fullDate().format(instant);
