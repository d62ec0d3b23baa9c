import type { OfferFacts } from '../offer-facts';
import { photoClaims } from './photo-claims';

export interface FaqItem {
  id: string;
  question: string;
  /** Paragraphs of plain text (also the FAQPage structured data). */
  answer: string[];
}

/**
 * The questions of the specification (section 2, FAQ), answered with what
 * Nutri really does. The launch offer's question only while it is open: once
 * it has ended nobody can take it, and the page leads with today's offer
 * (issue 25; people who hold the launch price see it in the app). WhatsApp
 * only where this server has the channel on; photos analysed only where it has a vision model (decision 0071).
 */
export function faqItems(
  offer: OfferFacts,
  { whatsapp, photoAnalysis }: { whatsapp: boolean; photoAnalysis: boolean },
): FaqItem[] {
  const claims = photoClaims(photoAnalysis);
  return [
    {
      id: 'substitui-profissional',
      question: 'O Nutri substitui um nutricionista ou médico?',
      answer: [
        'Não. O Nutri é uma ferramenta educativa para você entender melhor o que come. Ele não faz diagnóstico, não prescreve dietas e não trata doenças.',
        'Antes de mudanças significativas na alimentação — e sempre em caso de doença, gestação, amamentação, transtorno alimentar ou uso de medicamentos — consulte um nutricionista ou médico.',
      ],
    },
    ...(offer.active ? [launchOfferQuestion(offer)] : []),
    {
      id: 'teste-gratis',
      question: `Como funciona o teste grátis de ${offer.trialDays} dias?`,
      answer: [
        `Ao criar a conta, o teste de ${offer.trialDays} dias começa automaticamente, sem pedir cartão. Você usa todos os recursos do Premium durante o teste e nada é cobrado.`,
        'Para continuar depois do teste, é só confirmar a assinatura em Configurações. Se não assinar, nada é cobrado e o acesso aos recursos Premium termina no fim do teste.',
      ],
    },
    {
      id: 'pagamento',
      question: 'Quais formas de pagamento são aceitas?',
      answer: [
        'Somente cartão de crédito: Visa, Mastercard, Elo e American Express. A cobrança é mensal e processada por um provedor de pagamentos; o Nutri não guarda o número do seu cartão.',
        'Não aceitamos boleto nem Pix por enquanto.',
      ],
    },
    {
      id: 'celular',
      question: 'Posso usar no celular?',
      answer: [
        'Sim. O Nutri funciona no navegador do celular, do tablet e do computador. Seus dados ficam na sua conta e aparecem em qualquer aparelho em que você entrar.',
        'No celular, você também pode instalá-lo como um aplicativo, direto do navegador: no Android, toque em "Instalar" quando o Nutri oferecer, no painel (ou, no menu do Chrome, em "Adicionar à tela inicial"); no iPhone, no Safari, toque em Compartilhar → "Adicionar à Tela de Início". Instalado, ele abre pela tela inicial e registra refeições mesmo sem conexão. Não é preciso baixar nada da Google Play nem da App Store.',
        ...(whatsapp
          ? [
              `E pelo WhatsApp: em Configurações → WhatsApp, conecte o seu número e mande o que comeu, em texto${photoAnalysis ? ' ou foto' : ''}, para registrar a refeição; "hoje" mostra o resumo do dia.`,
            ]
          : []),
      ],
    },
    {
      id: 'como-funciona-ia',
      question: 'Como funciona a nutricionista virtual?',
      answer: [
        `${claims.howTheAiReads}, um modelo de linguagem de um provedor externo, compatível com a API da OpenAI, identifica os alimentos e as quantidades.`,
        'Todos os números — calorias, proteínas, carboidratos, gorduras e fibras — vêm da Tabela Brasileira de Composição de Alimentos (TACO, 4ª edição, NEPA/Unicamp) e das medidas caseiras do IBGE, nunca da IA; para o que a TACO não tem (sushi, granola, whey…), do USDA FoodData Central, e cada item diz de onde vem. No chat, a IA responde conhecendo o que você registrou no dia.',
      ],
    },
    {
      id: 'precisao-foto',
      question: claims.precisionQuestion,
      answer: [
        'É uma estimativa. A IA pode confundir alimentos parecidos ou errar o tamanho da porção, e cada preparo varia. Por isso você confere e ajusta cada item — o alimento e a quantidade — antes de salvar.',
        'Os valores por 100 g vêm da TACO (ou do USDA, para o que a TACO não tem). Quando a tabela não informa um nutriente, o Nutri mostra que o valor não é conhecido, em vez de contar como zero.',
      ],
    },
    {
      id: 'cancelar',
      question: 'Como faço para cancelar?',
      answer: [
        'Em Configurações, a qualquer momento, sem multa e sem fidelidade. Se cancelar durante o teste, nada é cobrado; se cancelar depois, você continua com acesso até o fim do período já pago.',
        `Seus dados são seus: em Configurações você pode exportar tudo o que registrou ou excluir a conta, como garante a LGPD. Dúvidas: fale com o suporte pela Central de Ajuda.`,
      ],
    },
  ];
}

/** "Launch offer", "is the countdown real" and "is the price kept" as one question, while the offer is open. */
function launchOfferQuestion(offer: OfferFacts): FaqItem {
  return {
    id: 'oferta-lancamento',
    question: 'A oferta de lançamento e a contagem regressiva são reais?',
    answer: [
      `Sim. Quem se cadastra até ${offer.deadline} (horário de Brasília) garante o Premium por ${offer.launchPrice}/mês em vez de ${offer.regularPrice}/mês — ${offer.discount} de desconto, ${offer.yearlySaving} de economia por ano.`,
      'A contagem regressiva usa o relógio do nosso servidor, não o do seu aparelho: mudar a hora do celular não muda o prazo. Quando ela chega a zero, o preço de lançamento acaba para novos cadastros.',
      `O preço fica garantido enquanto a assinatura continuar ativa, mesmo depois que o preço para novos assinantes subir para ${offer.regularPrice}. Se você cancelar e assinar de novo mais tarde, vale o preço do momento da nova assinatura.`,
    ],
  };
}
