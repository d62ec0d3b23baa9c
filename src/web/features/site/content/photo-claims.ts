/**
 * What the landing page says about photos, from what this server does (decision 0071): with a vision model
 * (AI_VISION_MODEL) the foods are named from the photo; without one the photo is only attached to the meal and the
 * plate is described in words, so the page promises analysis by description and never by photo.
 */
export interface PhotoClaims {
  heroTitle: string;
  heroText: string;
  firstStep: { title: string; description: string };
  /** The plan card's first line. */
  premiumAnalyses: string;
  headTitle: string;
  headDescription: string;
  productDescription: string;
  /** "Como funciona a nutricionista virtual?": how a meal is read. */
  howTheAiReads: string;
  /** The FAQ's question about the analysis' precision. */
  precisionQuestion: string;
  /** The "Sobre a IA" box: what the model reads. */
  aiReads: string;
}

const REST =
  'e calcula calorias, proteínas, carboidratos, gorduras e fibras com a tabela brasileira TACO. Acompanhe suas metas e tire dúvidas com a nutricionista virtual a qualquer hora.';

export function photoClaims(photoAnalysis: boolean): PhotoClaims {
  return photoAnalysis
    ? {
        heroTitle: 'Fotografe o prato e saiba o que você está comendo',
        heroText: `O Nutri reconhece os alimentos da foto ou da sua descrição ${REST}`,
        firstStep: {
          title: 'Fotografe o prato',
          description:
            'Tire uma foto da refeição ou, se preferir, descreva em palavras: "arroz, 2 conchas de feijão e 1 bife". Vale para café, almoço, lanche, jantar e ceia.',
        },
        premiumAnalyses: 'Análises de refeições por foto ilimitadas',
        headTitle: 'Nutri — nutricionista virtual com IA: calorias e macros pela foto',
        headDescription:
          'Fotografe ou descreva a refeição e veja calorias, proteínas, carboidratos, gorduras e fibras da tabela TACO. Metas, histórico e chat 24h. 7 dias grátis.',
        productDescription:
          'Nutricionista virtual com IA: análise de refeições por foto ou descrição com dados da tabela TACO, metas personalizadas, histórico e chat 24h.',
        howTheAiReads: 'Quando você fotografa ou descreve uma refeição ("2 conchas de feijão e 1 bife")',
        precisionQuestion: 'A análise por foto é precisa?',
        aiReads: 'Ele identifica alimentos e porções nas fotos e nas descrições',
      }
    : {
        heroTitle: 'Descreva o prato e saiba o que você está comendo',
        heroText: `O Nutri entende a refeição que você descreve em palavras ${REST}`,
        firstStep: {
          title: 'Descreva o prato',
          description:
            'Escreva o que comeu, do seu jeito: "arroz, 2 conchas de feijão e 1 bife". A foto do prato pode ir junto, guardada com a refeição. Vale para café, almoço, lanche, jantar e ceia.',
        },
        premiumAnalyses: 'Análise de refeições por descrição, sem limite',
        headTitle: 'Nutri — nutricionista virtual com IA: calorias e macros do que você come',
        headDescription:
          'Descreva a refeição e veja calorias, proteínas, carboidratos, gorduras e fibras da tabela TACO. Metas, histórico e chat 24h. 7 dias grátis.',
        productDescription:
          'Nutricionista virtual com IA: análise de refeições por descrição com dados da tabela TACO, metas personalizadas, histórico e chat 24h.',
        howTheAiReads: 'Quando você descreve uma refeição ("2 conchas de feijão e 1 bife")',
        precisionQuestion: 'A análise da refeição é precisa?',
        aiReads: 'Ele identifica alimentos e porções nas descrições',
      };
}
