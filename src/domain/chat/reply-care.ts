import type { AssistantReply } from './facts';
import type { CareTopic } from './intents';

/**
 * Where the assistant stops and a professional starts (the specification's
 * legal stance; decision 0014). Emergency numbers: CVV 188 (emotional support,
 * 24 h, free — cvv.org.br) and SAMU 192 (medical emergencies, Ministério da Saúde).
 */
export const CARE_NOTE =
  'Eu sou uma IA, posso errar e não substituo um nutricionista, médico ou outro profissional de saúde.';

export function riskReply(): AssistantReply {
  return reply([
    'O que você contou é importante e merece cuidado agora.',
    'Se você estiver em perigo ou pensando em se machucar, ligue 188 (CVV, 24 horas, gratuito) ou 192 (SAMU). Em caso de desmaio, dor no peito, falta de ar ou reação alérgica forte, procure um pronto-atendimento imediatamente.',
    'Para a alimentação, um médico e um nutricionista podem acompanhar você de perto — você não precisa passar por isso sozinho(a).',
    CARE_NOTE,
  ]);
}

const TOPIC_LINES: Record<CareTopic, string> = {
  pregnancy:
    'Na gestação e na amamentação as necessidades mudam e alguns alimentos pedem cuidados especiais: quem deve orientar você é o seu obstetra e um nutricionista.',
  condition:
    'Não posso diagnosticar nem indicar dieta para condições de saúde (como diabetes, hipertensão, doenças renais, alergias ou intolerâncias). Converse com seu médico e com um nutricionista.',
  eating_disorder:
    'Sentimentos difíceis com a comida merecem cuidado profissional: procure um médico, psicólogo ou nutricionista. Se precisar conversar agora, o CVV atende pelo 188, 24 horas, de graça.',
  medication:
    'Não oriento sobre remédios, doses, hormônios ou suplementos: quem pode orientar é o seu médico ou farmacêutico.',
  diet_change:
    'Não monto dietas nem prescrevo mudanças grandes na alimentação: um nutricionista avalia você por inteiro. Consulte um profissional antes de mudanças significativas.',
};

export function careReply(topic: CareTopic): AssistantReply {
  return reply([
    TOPIC_LINES[topic],
    'O que eu posso fazer: mostrar calorias e nutrientes dos alimentos da tabela TACO, como está o seu dia e a sua semana, e registrar refeições.',
    CARE_NOTE,
  ]);
}

const reply = (lines: string[]): AssistantReply => ({ text: lines.join('\n'), actions: [] });
