import { greetingFor } from '../calendar/sao-paulo';
import type { AssistantReply } from './facts';

const CAN_DO = [
  '• calorias e nutrientes de um alimento: “quantas calorias tem 2 ovos cozidos?”',
  '• quanto ainda cabe no seu dia: “quanto ainda posso comer hoje?”',
  '• como está a sua semana: “como estou na semana?”',
  '• registrar uma refeição, com vários itens: “comi 2 pães franceses com manteiga e um café com leite”',
  '• ideias de lanche: “me sugira um lanche com 20 g de proteína e até 300 kcal”',
  '• comparar dois alimentos: “tapioca ou pão integral?”',
  '• se um alimento cabe no seu dia: “posso comer pizza hoje?”',
  '• trocas com a mesma energia: “posso trocar o arroz por batata-doce?”',
  '• o que comer com fome ou no treino: “estou com muita fome”, “o que comer antes do treino?”',
  '• teste grátis, preço, cancelamento e seus dados',
];

const reply = (lines: string[]): AssistantReply => ({ text: lines.join('\n'), actions: [] });

export function greetingReply(firstName: string, now: Date): AssistantReply {
  return reply([`${greetingFor(now)}, ${firstName}! Como posso ajudar? Eu consigo responder, por exemplo:`, ...CAN_DO]);
}

export function capabilitiesReply(mode: 'offline' | 'model'): AssistantReply {
  const intro =
    mode === 'offline'
      ? 'Sou a assistente do Nutri. Neste modo offline eu respondo com os dados da tabela TACO e com os seus registros:'
      : 'Sou a assistente do Nutri. Respondo com os dados da tabela TACO e com os seus registros:';
  return reply([intro, ...CAN_DO]);
}

export function thanksReply(): AssistantReply {
  return reply(['Por nada! Se precisar, é só perguntar.']);
}

/** Said honestly: what it cannot answer, and what it can. */
export function unknownReply(): AssistantReply {
  return reply(['Desculpe, isso eu não sei responder. Eu consigo ajudar com:', ...CAN_DO]);
}
