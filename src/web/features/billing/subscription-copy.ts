import type { Invoice, SubscriptionView } from '@/contracts/billing';
import type { Me } from '@/contracts/me';
import { cardBrandLabels } from '@/domain/billing/cards';
import { formatBrl, formatDate } from '@/web/lib/format';

/**
 * Every sentence the subscription screens show, from the server's view of the
 * subscription: what the state is, and — in each confirmation — exactly what
 * happens to access and to charges. Pure, so it is tested without a browser.
 */
type Status = Me['subscription']['status'];

const statusLabels: Record<Status, string> = {
  trialing: 'Teste grátis ativo',
  active: 'Premium Ativo',
  past_due: 'Pagamento pendente',
  canceled: 'Cancelada',
  expired: 'Expirada',
};

/**
 * The badge of the user menu's 'Gerenciar assinatura' and of the settings section.
 * A trial already paid for is Premium: saying "Teste grátis" there made people pay twice.
 */
export const statusLabel = (status: Status, subscribed = false): string =>
  status === 'trialing' && subscribed ? statusLabels.active : statusLabels[status];

const date = (iso: string | null) => (iso ? formatDate(iso) : '—');
const perMonth = (s: SubscriptionView) => `${formatBrl(s.priceCents)}/mês`;

export function cardLabel(card: SubscriptionView['card']): string {
  return card ? `${cardBrandLabels[card.brand]} •••• ${card.last4}` : 'Nenhum cartão cadastrado';
}

export function statusSentence(s: SubscriptionView): string {
  switch (s.status) {
    case 'trialing':
      return s.subscribed
        ? `Assinatura confirmada. A primeira cobrança, de ${formatBrl(s.priceCents)}, será em ${date(s.nextChargeAt)}, no fim do teste grátis.`
        : `Teste grátis do Premium até ${date(s.trialEndsAt)}. Sem cartão cadastrado, nada é cobrado.`;
    case 'active':
      return `Premium ativo. Próxima cobrança de ${formatBrl(s.priceCents)} em ${date(s.nextChargeAt)}.`;
    case 'past_due':
      return `Não conseguimos cobrar a mensalidade e vamos tentar de novo. Seu acesso Premium continua até ${date(s.accessEndsAt)}; troque o cartão para não perdê-lo.`;
    case 'canceled':
      return `Assinatura cancelada: nenhuma nova cobrança será feita. Seu acesso Premium vai até ${date(s.accessEndsAt)}.`;
    case 'expired':
      return s.awaitingFirstCharge
        ? 'Pagamento em processamento: o Premium volta assim que a cobrança for aprovada.'
        : 'Sem assinatura ativa. Você continua podendo entrar, ver e exportar seus dados; assine para voltar a usar as análises por foto, o chat, as estatísticas e o histórico completos.';
  }
}

/** What "Assinar Premium" will do, before the person goes to the payment page. */
export function subscribeConfirmation(s: SubscriptionView): string[] {
  const price = perMonth(s);
  const launch = s.launchPrice ? ' Preço de lançamento, garantido enquanto a assinatura continuar ativa.' : '';
  if (s.status === 'trialing') {
    return [
      `Nada é cobrado agora. A primeira cobrança, de ${price}, será em ${date(s.trialEndsAt)}, no fim do teste grátis, e depois a cada mês.${launch}`,
      'Cancelando antes dessa data, nada será cobrado. Você segue com o Premium durante todo o teste.',
    ];
  }
  return [
    `Você será cobrado em ${price} assim que confirmar o cartão, e depois a cada mês no mesmo dia.${launch}`,
    'O Premium volta na hora em que o pagamento for aprovado. Você pode cancelar quando quiser.',
  ];
}

export function cancelConfirmation(s: SubscriptionView): string[] {
  const lostLaunch = s.launchPrice
    ? `Se a assinatura chegar ao fim, o preço de lançamento se perde: ao voltar, você pagará o preço vigente (${formatBrl(s.regularPriceCents)}/mês).`
    : null;
  if (s.status === 'past_due') {
    return [
      'A assinatura termina agora e o acesso Premium acaba imediatamente. Nenhuma nova cobrança nem tentativa será feita.',
      'Você continua podendo entrar, ver e exportar seus dados.',
    ];
  }
  const lines =
    s.status === 'trialing'
      ? [
          `Nada será cobrado — nem agora, nem no fim do teste. Você continua com o Premium até ${date(s.trialEndsAt)}, o fim do teste grátis.`,
        ]
      : [
          `Nenhuma nova cobrança será feita. Você continua com o Premium até ${date(s.currentPeriodEndsAt)}, o fim do período já pago (o período em curso não é reembolsado).`,
        ];
  lines.push(
    'Depois disso, você continua podendo entrar, ver e exportar seus dados. Dá para desfazer o cancelamento até lá.',
  );
  if (lostLaunch) lines.push(lostLaunch);
  return lines;
}

export function resumeConfirmation(s: SubscriptionView): string[] {
  const when = s.currentPeriodEndsAt && s.currentPeriodEndsAt > s.trialEndsAt ? s.currentPeriodEndsAt : s.trialEndsAt;
  return [
    `A assinatura continua como antes: a próxima cobrança, de ${perMonth(s)}, será em ${date(when)}, no cartão ${cardLabel(s.card)}.`,
    'Seu preço não muda.',
  ];
}

export function cardChangeConfirmation(s: SubscriptionView): string[] {
  if (s.status === 'past_due') {
    return [
      `A mensalidade em atraso, de ${formatBrl(s.priceCents)}, será cobrada no novo cartão assim que você confirmá-lo; as próximas também.`,
    ];
  }
  return [
    `Nada é cobrado agora. A próxima cobrança, de ${formatBrl(s.priceCents)} em ${date(s.nextChargeAt)}, e as seguintes serão feitas no novo cartão.`,
    'O cartão atual deixa de ser usado assim que o novo for confirmado.',
  ];
}

const invoiceLabels: Record<Invoice['status'], string> = { paid: 'Pago', failed: 'Recusado', pending: 'Pendente' };
export const invoiceStatusLabel = (status: Invoice['status']) => invoiceLabels[status];
