import { cardBrandLabels, cardBrands } from '../billing/cards';
import { LAUNCH_OFFER_LAST_SECOND, REGULAR_PRICE_CENTS, pricingAt } from '../billing/pricing';
import { TRIAL_DAYS, trialDaysLeft } from '../billing/trial';
import type { AccountFacts, AssistantReply } from './facts';
import { dateOf, money, plural } from './reply-format';

const brands = cardBrands.map((b) => cardBrandLabels[b]).join(', ');
const reply = (lines: string[]): AssistantReply => ({ text: lines.join('\n'), actions: [] });
const WHERE = 'Tudo isso fica em Configurações › Assinatura.';

/** The price a person subscribing now pays, and the launch-offer rule (domain/billing/pricing). */
function priceLines(now: Date): string[] {
  const pricing = pricingAt(now);
  return pricing.offerActive
    ? [
        `O Premium custa ${money(pricing.priceCents)} por mês no preço de lançamento (de ${money(REGULAR_PRICE_CENTS)}), garantido enquanto a assinatura ficar ativa, para quem assinar até ${dateOf(LAUNCH_OFFER_LAST_SECOND)} às 23:59:59.`,
      ]
    : [`O Premium custa ${money(pricing.priceCents)} por mês.`];
}

export function trialReply(account: AccountFacts | undefined, now: Date): AssistantReply {
  const lines = [`O teste grátis dura ${TRIAL_DAYS} dias, começa quando você cria a conta e não pede cartão.`];
  if (account?.status === 'trialing' && !account.subscribed) {
    const left = trialDaysLeft(account.trialEndsAt, now);
    lines.push(`O seu vai até ${dateOf(account.trialEndsAt)} (${plural(left, 'dia restante', 'dias restantes')}).`);
  } else if (account?.subscribed && account.status !== 'canceled') {
    lines.push('Você já assinou o Premium, então o teste não se aplica mais a você.');
  } else if (account?.status === 'expired') {
    lines.push(`O seu terminou em ${dateOf(account.trialEndsAt)}.`);
  }
  lines.push('Durante o teste nada é cobrado. Para continuar depois, assine o Premium.');
  lines.push(...priceLines(now), WHERE);
  return reply(lines);
}

export function priceReply(account: AccountFacts | undefined, now: Date): AssistantReply {
  const lines = priceLines(now);
  if (account?.subscribed && account.status !== 'expired') {
    lines.push(`Na sua assinatura, o valor é ${money(account.priceCents)} por mês.`);
  }
  lines.push(`Pagamento só com cartão de crédito: ${brands}. Cancelar é grátis, a qualquer momento.`, WHERE);
  return reply(lines);
}

export function cancellationReply(account: AccountFacts | undefined): AssistantReply {
  const lines = [
    'Você pode cancelar quando quiser, sem multa, em Configurações › Assinatura.',
    'Se cancelar durante o teste grátis, nada é cobrado. Se cancelar depois, o acesso continua até o fim do período já pago.',
  ];
  if (account?.cancelAtPeriodEnd && account.accessEndsAt) {
    lines.push(`A sua assinatura já está cancelada: o acesso vai até ${dateOf(account.accessEndsAt)}.`);
  } else if (account?.status === 'active' && account.currentPeriodEndsAt) {
    lines.push(`Se cancelar agora, o seu acesso vai até ${dateOf(account.currentPeriodEndsAt)}.`);
  } else if (account?.status === 'trialing' && !account.subscribed) {
    lines.push(`Você está no teste grátis (até ${dateOf(account.trialEndsAt)}): sem assinatura, nada será cobrado.`);
  }
  return reply(lines);
}

/** LGPD (Lei 13.709/2018), art. 18: confirmation, access, correction, portability, deletion, information on sharing. */
export function dataRightsReply(mode: 'offline' | 'model'): AssistantReply {
  return reply([
    'Seus registros e esta conversa são só seus: nenhuma outra pessoa tem acesso a eles.',
    'Pela LGPD (Lei 13.709/2018, art. 18) você pode confirmar e acessar seus dados, corrigi-los, levá-los para outro serviço (portabilidade) e pedir a exclusão.',
    'No Nutri: a exportação de todos os seus dados e a exclusão da conta ficam em Configurações; esta conversa você apaga quando quiser em “Limpar conversa”.',
    mode === 'offline'
      ? 'Neste modo (assistente offline), suas mensagens não saem do Nutri.'
      : 'Neste modo, suas mensagens são enviadas ao provedor do modelo de IA para gerar a resposta. A Política de Privacidade explica esse compartilhamento.',
  ]);
}
