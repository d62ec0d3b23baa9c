import { LAUNCH_OFFER_LAST_SECOND, LAUNCH_PRICE_CENTS, REGULAR_PRICE_CENTS } from '@/domain/billing/pricing';
import { cardBrandLabels, cardBrands } from '@/domain/billing/cards';
import { GRACE_PERIOD_DAYS } from '@/domain/billing/subscription';
import { TRIAL_DAYS } from '@/domain/billing/trial';
import {
  ACTIVITY_FACTORS,
  FAT_ENERGY_SHARE,
  GOAL_ENERGY_FACTORS,
  MIN_ENERGY_KCAL,
  PROTEIN_G_PER_KG,
  WATER_ML_PER_KG,
} from '@/domain/goals';
import { activityLabels } from '@/contracts/onboarding';
import { formatBrl, formatDateTime, formatDecimal } from '@/web/lib/format';

export interface HelpArticle {
  id: string;
  category: 'Sobre o Nutri' | 'Planos e pagamento' | 'Usando o Nutri' | 'Conta e privacidade';
  title: string;
  paragraphs: string[];
  /** Words people search with that the text itself may not use. */
  keywords: string;
}

const pct = (factor: number) => `${formatDecimal(Math.abs(factor - 1) * 100)}%`;
const brands = cardBrands.map((b) => cardBrandLabels[b]).join(', ');

/**
 * The help centre's articles: the landing page's FAQ topics plus how to use
 * the product. Prices, trial length and the goal formula's factors come from
 * the domain constants, so an article cannot drift from what the app does.
 */
export const HELP_ARTICLES: HelpArticle[] = [
  {
    id: 'substitui-nutricionista',
    category: 'Sobre o Nutri',
    title: 'O Nutri substitui um nutricionista ou médico?',
    paragraphs: [
      'Não. O Nutri é uma ferramenta educativa de acompanhamento alimentar. Ele não faz diagnóstico, não prescreve dietas e não substitui a consulta com nutricionista, médico ou outro profissional de saúde.',
      'As informações geradas por inteligência artificial podem conter erros. Consulte um profissional antes de mudanças significativas na alimentação, principalmente se você tem alguma condição de saúde, está grávida ou amamentando.',
    ],
    keywords: 'profissional saude consulta medico dieta aviso legal',
  },
  {
    id: 'nutricionista-virtual',
    category: 'Sobre o Nutri',
    title: 'Como funciona a nutricionista virtual?',
    paragraphs: [
      'A nutricionista virtual é um assistente de conversa que conhece o seu dia (o que você registrou e as suas metas) e responde dúvidas sobre alimentação a qualquer hora.',
      'Quem responde é o assistente integrado do Nutri, com os números da TACO, do IBGE e dos seus registros; quando este serviço tem um modelo de linguagem de terceiros configurado, é ele quem escreve as respostas, com as mesmas ferramentas e os mesmos números. O topo do chat diz qual dos dois está respondendo.',
      'Ela não é uma pessoa e não é perfeita: use as respostas como orientação educativa, não como prescrição.',
    ],
    keywords: 'chat ia inteligencia artificial assistente conversa 24 horas',
  },
  {
    id: 'precisao-foto',
    category: 'Sobre o Nutri',
    title: 'As análises por foto são precisas?',
    paragraphs: [
      'A foto serve para reconhecer os alimentos e estimar as porções. Os números (calorias, proteínas, carboidratos, gorduras, fibras e sódio) vêm sempre da Tabela Brasileira de Composição de Alimentos (TACO) ou, para o que a TACO não tem, do USDA FoodData Central — cada item diz de onde vem —, nunca da IA.',
      'Porções estimadas por foto podem errar, sobretudo com alimentos escondidos (molhos, óleo, recheios). Por isso a análise sempre mostra os itens para você conferir e corrigir antes de salvar.',
    ],
    keywords: 'foto precisao erro estimativa porcao taco calorias',
  },
  {
    id: 'oferta-lancamento',
    category: 'Planos e pagamento',
    title: 'Como funciona a oferta de lançamento?',
    paragraphs: [
      `Quem assinou até ${formatDateTime(LAUNCH_OFFER_LAST_SECOND.toISOString())} (horário de Brasília) paga ${formatBrl(LAUNCH_PRICE_CENTS)} por mês em vez de ${formatBrl(REGULAR_PRICE_CENTS)}.`,
      'O preço de lançamento fica garantido enquanto a assinatura continuar ativa. Se a assinatura for encerrada, uma nova assinatura segue o preço em vigor.',
    ],
    keywords: 'promocao desconto preco garantido contagem regressiva lancamento',
  },
  {
    id: 'trial',
    category: 'Planos e pagamento',
    title: `Como funciona o teste grátis de ${TRIAL_DAYS} dias?`,
    paragraphs: [
      `Ao criar a conta, você ganha ${TRIAL_DAYS} dias de Premium sem pagar nada e sem cadastrar cartão.`,
      'Avisamos no sino de notificações quando faltarem 2 dias e no último dia. Para continuar depois do teste, confirme a assinatura em Configurações → Gerenciar assinatura.',
    ],
    keywords: 'trial teste gratis gratuito periodo experimental',
  },
  {
    id: 'preco',
    category: 'Planos e pagamento',
    title: 'Quanto custa o Premium?',
    paragraphs: [
      `O plano Premium custa ${formatBrl(REGULAR_PRICE_CENTS)} por mês (ou ${formatBrl(LAUNCH_PRICE_CENTS)} por mês para quem garantiu a oferta de lançamento). Há um único plano, cobrado mensalmente no cartão.`,
      'Ele inclui análises por foto ilimitadas, a nutricionista virtual 24 horas, o painel completo, o histórico ilimitado e metas personalizadas.',
    ],
    keywords: 'valor mensalidade plano premium preco custo',
  },
  {
    id: 'pagamento',
    category: 'Planos e pagamento',
    title: 'Quais formas de pagamento são aceitas?',
    paragraphs: [
      `Somente cartão de crédito: ${brands}. O pagamento é processado por um provedor de pagamentos; o Nutri não guarda o número do seu cartão.`,
      `Se uma cobrança falhar, você mantém o acesso por ${GRACE_PERIOD_DAYS} dias enquanto tentamos de novo e pode trocar o cartão em Configurações → Gerenciar assinatura.`,
    ],
    keywords: 'cartao credito pix boleto visa mastercard elo amex cobranca',
  },
  {
    id: 'cancelar',
    category: 'Planos e pagamento',
    title: 'Como cancelar a assinatura?',
    paragraphs: [
      'Vá em Configurações → Gerenciar assinatura e escolha "Cancelar assinatura". Cancelar é grátis e pode ser feito a qualquer momento.',
      'Se você cancelar durante o teste grátis, nada é cobrado. Se cancelar depois, o acesso Premium continua até o fim do período já pago, e não há novas cobranças.',
    ],
    keywords: 'cancelamento desistir parar cobranca encerrar assinatura',
  },
  {
    id: 'celular',
    category: 'Usando o Nutri',
    title: 'Posso usar o Nutri no celular?',
    paragraphs: [
      'Sim. O Nutri funciona no navegador do celular, do tablet e do computador, com a mesma conta. No celular, o botão de câmera no centro da barra inferior abre a análise de refeição.',
      'Você também pode instalá-lo como um aplicativo, direto do navegador: no Android, toque em "Instalar" quando o Nutri oferecer (ou, no menu do Chrome, em "Adicionar à tela inicial"); no iPhone, no Safari, toque em Compartilhar → "Adicionar à Tela de Início". Instalado, ele abre pela tela inicial e registra refeições mesmo sem conexão, enviando-as quando a internet voltar.',
      'Pelo WhatsApp também: em Configurações → WhatsApp, gere um código e envie-o do seu celular para o número do Nutri. Depois, é só mandar o que comeu ("almocei arroz, feijão e frango") ou a foto do prato e tocar em "Registrar"; "hoje" mostra o resumo do dia e "PARAR" desliga os lembretes. Se a seção disser que o WhatsApp não está disponível, ele ainda não foi ativado no Nutri.',
    ],
    keywords:
      'celular smartphone android iphone aplicativo app instalar tela inicial whatsapp zap mensagem conectar numero',
  },
  {
    id: 'registrar-refeicao',
    category: 'Usando o Nutri',
    title: 'Como registrar uma refeição por foto ou por descrição?',
    paragraphs: [
      'Abra "Analisar Refeição". Tire ou envie uma foto do prato, ou descreva em português o que comeu, por exemplo "arroz, feijão, um bife grelhado e salada" ou "2 pães franceses com manteiga".',
      'Confira os itens: ajuste quantidades, troque um alimento pela busca ou remova o que não comeu. Escolha a refeição (Café, Almoço, Lanche, Jantar ou Ceia) e o horário, e toque em salvar. A refeição aparece no painel e no Histórico.',
      'Já sabe as calorias? Escreva o número, como "500 kcal" ou "lanche de 300 calorias" (e, se quiser, "20 g de proteína"): vira um item "Calorias avulsas", marcado "Informado por você", com o que você informou; o que não informou fica sem valor, nunca zero.',
    ],
    keywords:
      'registrar anotar refeicao foto descricao texto analisar salvar comida calorias kcal adicao rapida avulsas',
  },
  {
    id: 'metas',
    category: 'Usando o Nutri',
    title: 'Como as metas diárias são calculadas?',
    paragraphs: [
      'Primeiro estimamos o seu gasto em repouso pela equação de Mifflin–St Jeor (1990): 10 × peso (kg) + 6,25 × altura (cm) − 5 × idade, mais 5 para homens ou menos 161 para mulheres.',
      `Depois multiplicamos pelo fator do seu nível de atividade: ${Object.entries(ACTIVITY_FACTORS)
        .map(
          ([level, factor]) =>
            `${activityLabels[level as keyof typeof activityLabels].split(' (')[0]} ${formatDecimal(factor)}`,
        )
        .join('; ')}.`,
      `O objetivo ajusta o resultado: perder peso tira ${pct(GOAL_ENERGY_FACTORS.lose)}, ganhar massa soma ${pct(GOAL_ENERGY_FACTORS.gain)}; manter o peso e melhorar a saúde ficam no gasto estimado. A meta nunca fica abaixo de ${MIN_ENERGY_KCAL.female} kcal para mulheres e ${MIN_ENERGY_KCAL.male} kcal para homens.`,
      `Proteínas: ${formatDecimal(PROTEIN_G_PER_KG.lose)} g por kg para perder peso ou ganhar massa, ${formatDecimal(PROTEIN_G_PER_KG.maintain)} g por kg nos demais objetivos. Gorduras: ${formatDecimal(FAT_ENERGY_SHARE * 100)}% da energia. Carboidratos: o restante. Água: ${WATER_ML_PER_KG} mL por kg de peso.`,
      'As fontes completas estão na página Fontes (/fontes).',
    ],
    keywords: 'calculo meta calorias mifflin st jeor tmb gasto energetico fator atividade proteina agua formula',
  },
  {
    id: 'ajustar-metas',
    category: 'Usando o Nutri',
    title: 'Como mudar minhas metas?',
    paragraphs: [
      'Em Configurações → Metas você pode recalcular as metas com peso, altura, objetivo e nível de atividade atualizados, ou digitar as suas próprias metas de energia, macronutrientes, água e refeições por dia (por exemplo, as do plano do seu nutricionista).',
      'Quando você registra um peso 2 kg diferente do perfil, o painel oferece recalcular.',
    ],
    keywords: 'alterar metas mudar calorias personalizar recalcular refeicoes por dia',
  },
  {
    id: 'notificacoes',
    category: 'Usando o Nutri',
    title: 'Que notificações o Nutri envia?',
    paragraphs: [
      'No sino do painel: o aviso de fim do teste grátis (2 dias antes e no último dia), as sequências de 3, 7 e 30 dias seguidos registrando refeições e, toda segunda-feira, o resumo da semana anterior.',
      'Você escolhe quais receber em Configurações → Notificações.',
    ],
    keywords: 'notificacao sino aviso lembrete resumo semanal sequencia',
  },
  {
    id: 'meus-dados',
    category: 'Conta e privacidade',
    title: 'Como baixar ou excluir meus dados (LGPD)?',
    paragraphs: [
      'Pela Lei Geral de Proteção de Dados, você pode ter uma cópia de tudo o que guardamos sobre você e pedir a exclusão. Em Configurações → Seus dados, baixe seus dados em JSON ou em ZIP (com planilhas CSV e as fotos das refeições).',
      'Em "Excluir minha conta", confirme com sua senha (ou, se você entra com o Google, digitando seu e-mail). Apagamos perfil, refeições, fotos, registros, notificações e assinatura, cancelamos as cobranças, desconectamos todos os dispositivos e enviamos um e-mail de confirmação. A exclusão não pode ser desfeita.',
    ],
    keywords: 'lgpd privacidade exportar baixar dados excluir apagar conta portabilidade',
  },
  {
    id: 'senha',
    category: 'Conta e privacidade',
    title: 'Esqueci minha senha. E agora?',
    paragraphs: [
      'Na tela de login, toque em "Esqueceu a senha?" e informe seu e-mail. Enviamos um link que vale por 30 minutos e uma única vez.',
      'Logado, você troca a senha em Configurações → Segurança; os outros dispositivos são desconectados.',
    ],
    keywords: 'senha esqueci recuperar redefinir login acesso',
  },
];
