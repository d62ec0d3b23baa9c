import { localDate, localTime } from '../calendar/sao-paulo';
import { figuresPhrase, grams, kcal } from '../chat/reply-format';
import { itemLabel } from '../chat/reply-food';
import type { CoreNutrients } from '../foods/nutrients';
import type { MealTextItem } from '../meal-text/place-item';
import { MEAL_SLOT_LABELS, type MealSlot } from '../meals/meal-slots';
import type { DayStats } from '../stats/stats-report';
import {
  fitButtons,
  fitText,
  WHATSAPP_BUTTON_TITLE_MAX,
  WHATSAPP_INTERACTIVE_BODY_MAX,
  type ReplyButton,
} from './limits';

/**
 * The pt-BR messages of the WhatsApp channel. Figures use the chat's formats
 * ("1.450 kcal", "0,9 g"); every text is cut to WhatsApp's limits here, so the
 * adapter never sends one Meta would refuse.
 */
export type Outgoing =
  | { kind: 'text'; text: string }
  | { kind: 'buttons'; text: string; buttons: ReplyButton[] }
  | { kind: 'template'; name: string; params: string[] };

export const text = (body: string): Outgoing => ({ kind: 'text', text: fitText(body) });

export function withButtons(body: string, buttons: ReplyButton[]): Outgoing {
  return { kind: 'buttons', text: fitText(body, WHATSAPP_INTERACTIVE_BODY_MAX), buttons: fitButtons(buttons) };
}

/**
 * "Registrar Almoço": "Registrar como Almoço" has 21 characters, one more
 * than a button title may have, so every meal drops the "como" alike.
 */
export function registerTitle(slot: MealSlot): string {
  return fitText(`Registrar ${MEAL_SLOT_LABELS[slot]}`, WHATSAPP_BUTTON_TITLE_MAX);
}

export const FIX_BUTTON: ReplyButton = { id: 'fix', title: 'Corrigir no app' };

export interface MealProposal {
  items: Array<Pick<MealTextItem, 'foodName' | 'quantity' | 'unit' | 'grams' | 'nutrients'>>;
  totals: CoreNutrients;
  unmatched: string[];
  slot: MealSlot;
  eatenAt: Date;
}

/** Items, totals and what was not recognised, with the two buttons (the log button carries the chat action id). */
export function mealProposalReply(meal: MealProposal, actionId: string, now: Date): Outgoing {
  const day = localDate(meal.eatenAt) === localDate(now) ? 'hoje' : 'ontem';
  const lines = [`${MEAL_SLOT_LABELS[meal.slot]}, ${day} às ${localTime(meal.eatenAt)}:`];
  for (const item of meal.items) lines.push(`• ${itemLabel(item)}: ${kcal(item.nutrients.energyKcal ?? 0)}`);
  lines.push(`Total: ${figuresPhrase(meal.totals, ['energyKcal', 'proteinG', 'carbsG', 'fatG'])}.`);
  if (meal.unmatched.length > 0) lines.push(`Não reconheci: ${meal.unmatched.join(', ')} (fica de fora).`);
  lines.push('Confira e toque em registrar, ou corrija no app.');
  // The interactive body is limited to 1024 characters: a very long meal keeps its first items and the totals.
  let body = lines.join('\n');
  while ([...body].length > WHATSAPP_INTERACTIVE_BODY_MAX && lines.length > 4) {
    lines.splice(lines.length - 4, 1);
    body = lines.join('\n');
  }
  return withButtons(body, [{ id: `log:${actionId}`, title: registerTitle(meal.slot) }, FIX_BUTTON]);
}

export function nothingRecognised(foodText: string): Outgoing {
  return text(
    `Não consegui identificar os alimentos em “${foodText}”. Conte o que comeu com as quantidades, ` +
      'por exemplo: “almocei 4 colheres de arroz, 1 concha de feijão e 1 filé de frango”.',
  );
}

export function mealLogged(slot: MealSlot, totalKcal: number | null, dashboardUrl: string): Outgoing {
  const energy = totalKcal === null ? '' : ` (${kcal(totalKcal)})`;
  return text(`Pronto! ${MEAL_SLOT_LABELS[slot]} registrado${energy}. Veja no painel: ${dashboardUrl}`);
}

export const alreadyLogged = (): Outgoing => text('Essa refeição já estava registrada; não registrei de novo.');
export const proposalGone = (): Outgoing =>
  text('Não encontrei essa refeição para registrar. Mande de novo o que comeu.');

export const fixInApp = (analysisUrl: string): Outgoing =>
  text(`Para corrigir itens, quantidades ou o horário, abra o Nutri: ${analysisUrl}`);

/** "hoje": the day's figures against the targets, as the dashboard shows them. */
export function daySummary(stats: DayStats): Outgoing {
  const line = (label: string, value: number, target: number | null, format: (n: number) => string) =>
    target === null ? `${label}: ${format(value)}` : `${label}: ${format(value)} de ${format(target)}`;
  const lines = [
    'Seu dia até agora:',
    line('Energia', stats.energyKcal, stats.energyTargetKcal, kcal),
    line('Proteína', stats.proteinG, stats.proteinTargetG, grams),
    line('Carboidratos', stats.carbsG, stats.carbsTargetG, grams),
    line('Gorduras', stats.fatG, stats.fatTargetG, grams),
  ];
  if (stats.energyTargetKcal !== null) {
    const left = stats.energyTargetKcal - stats.energyKcal;
    lines.push(left >= 0 ? `Ainda cabem ${kcal(left)} hoje.` : `Você passou ${kcal(-left)} da meta de hoje.`);
  }
  lines.push(
    stats.slotsLogged.length > 0
      ? `Refeições registradas: ${stats.slotsLogged.map((s) => MEAL_SLOT_LABELS[s]).join(', ')}.`
      : 'Nenhuma refeição registrada hoje. Mande o que comeu, por exemplo “almocei arroz, feijão e frango”.',
  );
  return text(lines.join('\n'));
}

/** To a number no account has linked: how to link, and nothing about anyone. */
export function unlinkedNotice(settingsUrl: string): Outgoing {
  return text(
    'Olá! Este número ainda não está conectado a uma conta do Nutri. Para conectar, entre no Nutri, ' +
      `abra Configurações → WhatsApp (${settingsUrl}), gere um código e envie o código aqui.`,
  );
}

export const helpText = (): Outgoing =>
  text(
    [
      'Sou a Nutri, sua nutricionista virtual. Por aqui você pode:',
      '• contar o que comeu (“almocei arroz, feijão e frango”) e registrar com um toque;',
      '• mandar a foto do prato;',
      '• perguntar (“quanto ainda posso comer hoje?”);',
      '• mandar “hoje” para ver o resumo do dia;',
      '• mandar “cardápio” para ver o plano alimentar de hoje;',
      '• mandar “PARAR” para desligar os lembretes.',
    ].join('\n'),
  );

export const linked = (): Outgoing =>
  text('Pronto! Este WhatsApp está conectado à sua conta do Nutri. Mande “ajuda” para ver o que dá para fazer.');
export const alreadyLinkedHere = (): Outgoing => text('Este WhatsApp já está conectado à sua conta do Nutri.');
export const linkedElsewhere = (): Outgoing =>
  text(
    'Este número já está conectado a outra conta do Nutri. Desconecte-o em Configurações → WhatsApp naquela conta e tente de novo.',
  );
export const codeInvalid = (): Outgoing =>
  text('Código inválido ou vencido. Gere um novo código em Configurações → WhatsApp; ele vale por 10 minutos.');
export const tooManyCodes = (): Outgoing =>
  text('Muitas tentativas com códigos errados. Espere uma hora e gere um novo código em Configurações → WhatsApp.');

export const remindersOff = (): Outgoing =>
  text('Pronto, os lembretes pelo WhatsApp estão desligados. Para religar: Configurações → WhatsApp.');

/**
 * A photo that gave no food: why, in one sentence, then one request to describe the plate. The app's notices end
 * with their own "descreva o prato abaixo" (the box below the photo in the app), so only their first sentence is
 * kept; WhatsApp asked twice (issue 25, item 13).
 */
export function describePlate(notice: string | null): Outgoing {
  const reason = notice
    ?.split(/(?<=[.!?])\s+|:\s+|\s+—\s+/)[0]
    ?.trim()
    .replace(/[.:—]*$/, '.');
  const why = reason && !/descrev/i.test(reason) ? `${reason} ` : '';
  return text(`${why}Descreva o prato em texto, por exemplo: “arroz, feijão, bife e salada”.`);
}

export const unsupportedMessage = (): Outgoing =>
  text('Por aqui eu entendo texto e fotos. Conte o que comeu ou mande a foto do prato.');

/** The reminder inside the 24-hour window, where free text is allowed. */
export function reminderText(slot: MealSlot): Outgoing {
  return text(
    `Ainda não registrou o ${MEAL_SLOT_LABELS[slot].toLowerCase()}? Me conte o que comeu ou mande a foto do prato. ` +
      '(Para não receber lembretes, responda PARAR.)',
  );
}

/** Outside the window only an approved template may be sent; its one parameter is the meal's name. */
export function reminderTemplate(name: string, slot: MealSlot): Outgoing {
  return { kind: 'template', name, params: [MEAL_SLOT_LABELS[slot].toLowerCase()] };
}
