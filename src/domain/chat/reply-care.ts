import type { AssistantReply } from './facts';
import type { CareTopic } from './intents';
import { RED_FLAG_RULES, type RedFlagGroup } from './red-flags';

/**
 * Where the assistant stops and a professional starts (the specification's
 * legal stance; decision 0014). Emergency numbers: CVV 188 (emotional support,
 * 24 h, free — cvv.org.br) and SAMU 192 (medical emergencies, Ministério da Saúde).
 */
export const CARE_NOTE =
  'Sou uma assistente virtual: posso errar e não substituo um nutricionista, médico ou outro profissional de saúde.';

const URGENT =
  'Isso pode ser uma urgência: ligue agora para o SAMU (192) ou vá ao pronto-socorro mais próximo. Não espere passar.';
const CVV =
  'Se você estiver sofrendo ou pensando em se machucar, ligue 188 (CVV, 24 horas, gratuito) ou converse em cvv.org.br.';

/** After the urgent lines, what each group needs: a referral, never a plan or a number. */
const REFERRAL: Record<RedFlagGroup, string> = {
  self_harm:
    'Você não precisa passar por isso sozinho(a): um médico ou psicólogo pode acompanhar você — no SUS, a UBS ou o CAPS.',
  acute_symptoms: 'Esses sintomas precisam de avaliação médica agora, antes de qualquer conversa sobre alimentação.',
  weight_loss_drug:
    'Pare de usar o remédio ou produto para emagrecer e leve a embalagem ao atendimento. Esses produtos só com prescrição e acompanhamento médico (ANVISA).',
  very_low_energy:
    'Comer muito pouco ou ficar dias sem comer pode causar desmaio, perda de músculo e outros riscos: não vou montar um plano assim. Um médico e um nutricionista ajudam você a emagrecer com segurança.',
  disordered_eating:
    'O que você contou pode ser sinal de um transtorno alimentar, e isso tem tratamento: procure um médico, psicólogo ou nutricionista — no SUS, a UBS ou o CAPS acolhem você.',
  pregnancy:
    'Na gestação e na amamentação, sintomas assim precisam de avaliação já, e dieta restritiva, jejum ou remédio para emagrecer só com o seu obstetra.',
  children:
    'Em crianças, dieta, jejum ou remédio para emagrecer só com o pediatra; sintomas assim precisam de atendimento já.',
  hypoglycemia:
    'Com diabetes, esses sinais podem ser hipoglicemia: siga o plano de correção que o seu médico passou e, se não melhorar em poucos minutos ou houver confusão ou desmaio, ligue 192 já.',
};

/** A red flag (red-flags.ts): the urgent message first, CVV where it fits, then each group's referral. */
export function riskReply(groups: readonly RedFlagGroup[]): AssistantReply {
  const cvv = groups.some((group) => RED_FLAG_RULES.some((rule) => rule.group === group && rule.cvv));
  const urgent = groups.includes('self_harm') ? [CVV, URGENT] : cvv ? [URGENT, CVV] : [URGENT];
  return reply([...urgent, ...groups.map((group) => REFERRAL[group]), CARE_NOTE]);
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
