import type { DayStats } from '../../../contracts/stats';
import { pricingAt } from '../../../domain/billing/pricing';
import { TRIAL_DAYS, trialDaysLeft } from '../../../domain/billing/trial';
import { localDate } from '../../../domain/calendar/sao-paulo';
import type { AccountFacts } from '../../../domain/chat/facts';
import { roundFigure } from '../../../domain/foods/nutrients';
import { isOnTarget } from '../../../domain/stats/day-stats';
import { addDays } from '../../../domain/calendar/local-days';
import type { Deps } from '../deps';
import { getRangeStats } from '../stats/get-range-stats';

/** Tool results in pt-BR keys: the model reads them, the person never sees them raw. */
const left = (target: number | null, eaten: number) => (target === null ? null : roundFigure(target - eaten));

export function daySummary(day: DayStats | undefined) {
  if (!day) return { erro: 'Dia indisponível' };
  return {
    data: day.date,
    refeicoesRegistradas: day.mealsLogged,
    energiaKcal: {
      consumido: day.energyKcal,
      meta: day.energyTargetKcal,
      falta: left(day.energyTargetKcal, day.energyKcal),
    },
    proteinaG: { consumido: day.proteinG, meta: day.proteinTargetG, falta: left(day.proteinTargetG, day.proteinG) },
    carboidratosG: { consumido: day.carbsG, meta: day.carbsTargetG, falta: left(day.carbsTargetG, day.carbsG) },
    gordurasG: { consumido: day.fatG, meta: day.fatTargetG, falta: left(day.fatTargetG, day.fatG) },
    aguaMl: { consumido: day.waterMl, meta: day.waterTargetMl },
    sequenciaDias: day.streakDays,
    metaSemanalPct: day.weeklyProgressPct,
  };
}

export async function periodSummary(deps: Pick<Deps, 'db' | 'clock'>, userId: string, days: number) {
  const to = localDate(deps.clock());
  const range = await getRangeStats(deps.db, userId, addDays(to, -(days - 1)), to);
  const logged = range.days.filter((d) => d.mealsLogged > 0);
  const average = (pick: (d: (typeof logged)[number]) => number) =>
    logged.length ? roundFigure(logged.reduce((s, d) => s + pick(d), 0) / logged.length) : null;
  const target = range.energyTargetKcal;
  return {
    de: range.from,
    ate: range.to,
    metaEnergiaKcal: target,
    diasComRegistro: logged.length,
    diasDentroDaMeta: target === null ? null : logged.filter((d) => isOnTarget(d.energyKcal, target)).length,
    mediaDiasRegistrados: {
      energiaKcal: average((d) => d.energyKcal),
      proteinaG: average((d) => d.proteinG),
      carboidratosG: average((d) => d.carbsG),
      gordurasG: average((d) => d.fatG),
    },
    dias: range.days.map((d) => ({ data: d.date, energiaKcal: roundFigure(d.energyKcal), refeicoes: d.mealsLogged })),
  };
}

export function accountSummary(account: AccountFacts | undefined, now: Date) {
  const pricing = pricingAt(now);
  return {
    situacao: account?.status ?? null,
    testeGratis: {
      dias: TRIAL_DAYS,
      terminaEm: account ? localDate(account.trialEndsAt) : null,
      diasRestantes: account ? trialDaysLeft(account.trialEndsAt, now) : null,
      semCobranca: true,
    },
    assinante: account?.subscribed ?? false,
    precoMensalCentavos: account?.subscribed ? account.priceCents : pricing.priceCents,
    precoDeLancamentoAtivo: pricing.offerActive,
    acessoAte: account?.accessEndsAt ? localDate(account.accessEndsAt) : null,
    cancelamento:
      'Grátis, a qualquer momento, em Configurações › Assinatura. No teste grátis nada é cobrado; depois, o acesso continua até o fim do período pago.',
    pagamento: 'Cartão de crédito: Visa, Mastercard, Elo, American Express.',
    dados:
      'LGPD (Lei 13.709/2018, art. 18): acesso, correção, portabilidade e exclusão. Exportação e exclusão da conta em Configurações; a conversa se apaga em "Limpar conversa". No modo com modelo de IA, as mensagens vão ao provedor do modelo.',
  };
}
