import { readMealReport, type MealReport } from '../chat/meal-report';
import { readQuestion } from '../chat/question-text';
import { readPlanQuestion, type PlanQuestion } from '../meal-plan/plan-question';
import { findLinkCode } from './link-code';

/**
 * What a text sent to the Nutri number asks for. Commands are whole messages
 * (a sentence that merely contains "hoje" is a question for the nutritionist);
 * a report of eating ("almocei arroz, feijão e frango") is a meal to analyse;
 * anything else goes to the virtual nutritionist, which may still find a food list in it.
 */
export type WhatsappText =
  | { kind: 'stop' }
  | { kind: 'today' }
  | { kind: 'help' }
  | { kind: 'link'; code: string }
  /** "cardápio", "cardápio de hoje", "jantar de hoje": the person's plano alimentar (issue #27 item 5). */
  | { kind: 'plan'; question: PlanQuestion }
  | { kind: 'meal'; report: MealReport }
  | { kind: 'other'; text: string };

const STOP = /^(?:parar|pare|stop|cancelar lembretes?|parar lembretes?|sair)$/;
const TODAY = /^(?:hoje|resumo|resumo de hoje|meu dia|como estou hoje|e hoje)$/;
const HELP = /^(?:ajuda|menu|oi|ola|bom dia|boa tarde|boa noite|comecar|inicio)$/;

export function readWhatsappText(text: string): WhatsappText {
  const question = readQuestion(text);
  const command = question.key.replace(/[!.?,;:]+/g, '').trim();
  if (STOP.test(command)) return { kind: 'stop' };
  if (TODAY.test(command)) return { kind: 'today' };
  if (HELP.test(command)) return { kind: 'help' };
  const code = findLinkCode(question.original);
  if (code) return { kind: 'link', code };
  const plan = readPlanQuestion(question.original);
  if (plan) return { kind: 'plan', question: plan };
  const report = readMealReport(question);
  if (report && report.foodText.trim()) return { kind: 'meal', report };
  return { kind: 'other', text: question.original };
}

/** Reply button ids: "log:<chat action id>" logs the proposed meal; "fix" sends the app's link. */
export type ButtonPress = { kind: 'log'; actionId: string } | { kind: 'fix' } | { kind: 'unknown' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readButton(id: string): ButtonPress {
  if (id === 'fix') return { kind: 'fix' };
  const log = /^log:(.+)$/.exec(id);
  if (log?.[1] && UUID.test(log[1])) return { kind: 'log', actionId: log[1].toLowerCase() };
  return { kind: 'unknown' };
}

/** A WhatsApp id (`from`): the number in international form, digits only, 8–15 of them (ITU-T E.164). */
export function isWhatsappId(value: string): boolean {
  return /^\d{8,15}$/.test(value);
}

/** "5511987654321" → "+55 11 98765-4321" for Brazilian mobiles; other numbers as "+<digits>". */
export function formatPhone(waId: string): string {
  const br = /^55(\d{2})(\d{4,5})(\d{4})$/.exec(waId);
  if (br) return `+55 ${br[1]} ${br[2]}-${br[3]}`;
  return `+${waId}`;
}
