import { localDate, localTime } from '../calendar/sao-paulo';
import type { AssistantReply } from './facts';
import { dayMonth, ml as mL } from './reply-format';

/** The most water one entry logs (POST /api/water's limit, src/contracts/body.ts). */
export const WATER_MAX_ML = 3000;
const CONFIRM = 'Nada é registrado sem a sua confirmação.';

/** "bebi 2 copos de água" → a proposal; the water is logged only when the person confirms. */
export function waterReply(ml: number, now: Date): AssistantReply {
  if (ml < 1 || ml > WATER_MAX_ML) {
    return {
      text: `Registro até ${mL(WATER_MAX_ML)} de água por vez. Me conte em partes, por exemplo: “bebi 1 litro de água”.`,
      actions: [],
    };
  }
  return {
    text: `Entendi: ${mL(ml)} de água hoje às ${localTime(now)}. Toque em “Registrar água” para somar ao seu dia. ${CONFIRM}`,
    actions: [{ kind: 'log_water', water: { ml, at: now.toISOString() } }],
  };
}

/** "pesei 71,5 hoje" → a proposal for today's weighing (a second one that day replaces the first). */
export function weightReply(weightKg: number, now: Date): AssistantReply {
  const date = localDate(now);
  const kg = weightKg.toLocaleString('pt-BR', { maximumFractionDigits: 2 });
  return {
    text: `Entendi: peso de ${kg} kg hoje (${dayMonth(date)}). Toque em “Registrar peso” para salvar. ${CONFIRM}`,
    actions: [{ kind: 'log_weight', weight: { weightKg, date } }],
  };
}
