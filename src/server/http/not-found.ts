import { AppError } from './app-error';

/**
 * Every 404 message the API says about a thing that is not there (or is
 * another person's), whole: the participle agrees with its noun ("Refeição
 * não encontrada", "Alimento não encontrado"). A key instead of a noun, so a
 * call site cannot build a message of its own; not-found.test.ts reads them all.
 */
export const NOT_FOUND_MESSAGES = {
  account: 'Conta não encontrada.',
  action: 'Ação não encontrada.',
  checkout: 'Sessão de pagamento não encontrada.',
  device: 'Dispositivo não encontrado.',
  food: 'Alimento não encontrado.',
  meal: 'Refeição não encontrada.',
  mealPlan: 'Cardápio não encontrado.',
  planItem: 'Item de cardápio não encontrado.',
  message: 'Mensagem não encontrada.',
  notification: 'Notificação não encontrada.',
  passkey: 'Passkey não encontrada.',
  photo: 'Foto não encontrada.',
  profile: 'Perfil não encontrado.',
  pushDevice: 'Aparelho não encontrado.',
  route: 'Rota não encontrada.',
  session: 'Sessão não encontrada.',
  token: 'Token não encontrado.',
  water: 'Registro de água não encontrado.',
  weight: 'Peso não encontrado.',
  webhook: 'Webhook não encontrado.',
} as const;

export type NotFoundSubject = keyof typeof NOT_FOUND_MESSAGES;

export const notFound = (what: NotFoundSubject) => new AppError(404, 'not_found', NOT_FOUND_MESSAGES[what]);
