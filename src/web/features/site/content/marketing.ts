import {
  BadgeCheck,
  Camera,
  CreditCard,
  Database,
  LayoutDashboard,
  Lock,
  MessageCircle,
  ScanSearch,
  ShieldCheck,
  Sparkles,
  Target,
  History,
  type LucideIcon,
} from 'lucide-react';
import type { ShotName } from '../images/shots';
import { photoClaims } from './photo-claims';

/** Static marketing content (decision 0014: step, feature block, trust badge; no testimonials, decision 0041). */
export interface Step {
  number: number;
  title: string;
  description: string;
  icon: LucideIcon;
}

/** The three steps; the first one's words are the photo claims' (content/photo-claims.ts, decision 0071). */
export const STEPS: Step[] = [
  { number: 1, ...photoClaims(true).firstStep, icon: Camera },
  {
    number: 2,
    title: 'A nutricionista virtual analisa',
    description:
      'A IA reconhece os alimentos e as porções, e o Nutri calcula calorias, proteínas, carboidratos, gorduras e fibras com os dados da tabela TACO. Você confere e ajusta cada item.',
    icon: ScanSearch,
  },
  {
    number: 3,
    title: 'Receba um retorno personalizado',
    description:
      'Veja o total do dia contra as suas metas, acompanhe a semana e tire dúvidas no chat com a nutricionista virtual, que conhece o que você registrou.',
    icon: Sparkles,
  },
];

export interface FeatureBlock {
  badge: string;
  title: string;
  description: string;
  points: string[];
  shot: ShotName;
  icon: LucideIcon;
  /** Image on the left on large screens. */
  reverse: boolean;
}

export const FEATURE_BLOCKS: FeatureBlock[] = [
  {
    badge: 'Diário',
    title: 'O seu dia em um só lugar',
    description:
      'Calorias consumidas contra a meta, refeições registradas, progresso da semana e dias seguidos de registro — tudo somado a partir do que você salvou.',
    points: ['Metas diárias de calorias, macronutrientes e água', 'Horário e dia contados no fuso de Brasília'],
    shot: 'painel',
    icon: LayoutDashboard,
    reverse: false,
  },
  {
    badge: 'Chat 24h',
    title: 'Tire dúvidas a qualquer hora',
    description:
      'Pergunte o que comer no jantar para fechar as proteínas do dia ou como trocar um alimento. A nutricionista virtual responde em português, conhecendo os seus registros.',
    points: ['Respostas educativas, não prescrições', 'IA de um provedor externo: pode errar, confira sempre'],
    shot: 'chat',
    icon: MessageCircle,
    reverse: true,
  },
  {
    badge: 'Histórico',
    title: 'Todas as refeições, fáceis de achar',
    description:
      'Busque por alimento, filtre por período, refeição ou calorias e corrija o que precisar. O histórico não tem limite no Premium.',
    points: ['Busca sem se preocupar com acentos', 'Cada refeição com a foto e os itens'],
    shot: 'historico',
    icon: History,
    reverse: false,
  },
  {
    badge: 'Metas',
    title: 'Metas feitas para você',
    description:
      'Conte seu objetivo — perder peso, manter, ganhar massa ou melhorar a saúde —, seu nível de atividade e suas medidas. O Nutri calcula o gasto diário pela equação de Mifflin–St Jeor e sugere metas de calorias, macronutrientes e água.',
    points: ['Ajuste quando quiser em Configurações', 'Estimativas educativas: combine com um profissional'],
    shot: 'metas',
    icon: Target,
    reverse: true,
  },
];

export interface TrustBadge {
  icon: LucideIcon;
  title: string;
  description: string;
  badge: string;
}

export const TRUST_BADGES: TrustBadge[] = [
  {
    icon: Database,
    title: 'Números da tabela TACO',
    description:
      'Calorias e nutrientes vêm da Tabela Brasileira de Composição de Alimentos (NEPA/Unicamp), nunca inventados pela IA.',
    badge: 'Fonte oficial',
  },
  {
    icon: ShieldCheck,
    title: 'Seus dados protegidos',
    description: 'Tratamos seus dados conforme a LGPD. Exporte tudo ou exclua a conta em Configurações quando quiser.',
    badge: 'LGPD',
  },
  {
    icon: CreditCard,
    title: 'Pagamento seguro',
    description:
      'Cartão de crédito processado por um provedor de pagamentos. O Nutri não guarda o número do seu cartão.',
    badge: 'Visa · Master · Elo · Amex',
  },
  {
    icon: BadgeCheck,
    title: 'Sem fidelidade',
    description: 'Teste grátis sem cartão e cancelamento a qualquer momento, sem multa.',
    badge: 'Cancele quando quiser',
  },
];

/**
 * The rotating badge at the bottom left (large screens; decision 0029): facts
 * about the product only. The app's rating joins them when the server has
 * enough real ratings (live-facts.tsx); no user count is claimed (decision 0041).
 */
export const ROTATING_BADGES: RotatingBadge[] = [
  { icon: Database, title: 'Números da tabela TACO', text: 'nunca inventados pela IA' },
  { icon: Lock, title: 'Dados protegidos pela LGPD', text: 'exporte ou exclua quando quiser' },
];

export interface RotatingBadge {
  icon: LucideIcon;
  title: string;
  text: string;
}

/**
 * Premium features (decision 0009's entitlements); `whatsapp` ones only where the server has the channel on. The
 * first line, the meal analyses, comes from the photo claims (content/photo-claims.ts, decision 0071).
 */
export const PREMIUM_FEATURES: Array<{ text: string; whatsapp?: boolean }> = [
  { text: 'Chat com a nutricionista virtual 24h' },
  { text: 'Diário completo com metas e progresso' },
  { text: 'Histórico de refeições ilimitado' },
  { text: 'Metas personalizadas' },
  { text: 'Suporte prioritário' },
  { text: 'Acesso pela web, instalável no celular como aplicativo' },
  { text: 'Refeições, fotos e chat também pelo WhatsApp', whatsapp: true },
];
