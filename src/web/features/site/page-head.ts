import { LEGAL_DOCUMENTS } from '@/contracts/legal';
import {
  CONTACT_DATA_ID,
  jsonForScript,
  PRICING_DATA_ID,
  LIVE_DATA_ID,
  SITE_TOKENS,
  type PublicPage,
} from '@/contracts/site';

export interface HeadInput {
  page: PublicPage;
  /** Absolute path of the Open Graph picture (a hashed asset). */
  image: string;
  /** JSON-LD objects for this page. */
  structuredData: unknown[];
  /** The landing page's title and description when they depend on the server (the photo claims, decision 0071). */
  text?: { title: string; description: string };
}

const TITLES: Record<PublicPage['path'], { title: string; description: string }> = {
  '/': {
    title: 'Nutri — nutricionista virtual com IA: calorias e macros pela foto',
    description:
      'Fotografe ou descreva a refeição e veja calorias, proteínas, carboidratos, gorduras e fibras da tabela TACO. Metas, histórico e chat 24h. 7 dias grátis.',
  },
  '/termos': {
    title: `${LEGAL_DOCUMENTS.terms.title} | Nutri`,
    description:
      'Termos de Uso do Nutri: conta, teste grátis de 7 dias, assinatura Premium, cancelamento e responsabilidades.',
  },
  '/privacidade': {
    title: `${LEGAL_DOCUMENTS.privacy.title} | Nutri`,
    description:
      'Como o Nutri trata seus dados pela LGPD: dados coletados, finalidades, bases legais, compartilhamento, retenção e seus direitos.',
  },
  '/limitacoes': {
    title: `${LEGAL_DOCUMENTS.limitations.title} | Nutri`,
    description:
      'O Nutri não substitui nutricionista ou médico: a IA pode errar, os números são estimativas da TACO e o uso é educativo.',
  },
};

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The <head> tags of a pre-rendered page: title, description, canonical URL,
 * Open Graph and, on the landing page, the pricing answer and JSON-LD. The
 * origin is a token the server replaces with APP_URL on every request.
 */
export function pageHead({ page, image, structuredData, text }: HeadInput): string {
  const { title, description } = text ?? TITLES[page.path];
  const url = `${SITE_TOKENS.origin}${page.path}`;
  const tags = [
    `<title>${escapeAttr(title)}</title>`,
    `<meta name="description" content="${escapeAttr(description)}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Nutri" />`,
    `<meta property="og:locale" content="pt_BR" />`,
    `<meta property="og:title" content="${escapeAttr(title)}" />`,
    `<meta property="og:description" content="${escapeAttr(description)}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${SITE_TOKENS.origin}${image}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ];
  tags.push(`<script type="application/json" id="${CONTACT_DATA_ID}">${SITE_TOKENS.contact}</script>`);
  if (page.variesWithOffer) {
    tags.push(`<script type="application/json" id="${PRICING_DATA_ID}">${SITE_TOKENS.pricing}</script>`);
    tags.push(`<script type="application/json" id="${LIVE_DATA_ID}">${SITE_TOKENS.live}</script>`);
  }
  for (const data of structuredData) tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  return tags.join('\n    ');
}
