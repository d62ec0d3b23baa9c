/**
 * The public legal texts (/termos, /privacidade, /limitacoes) carry a version
 * and the date it took effect; the pages print both, and sign-up records the
 * versions a person accepted with the time of acceptance (table `consents`).
 * Change a text → bump its version and date here, and everybody is asked to
 * accept again (GET /api/me answers `consentsRequired`). See
 * docs/decisions/0014-public-site.md.
 */
export interface LegalDocument {
  path: '/termos' | '/privacidade' | '/limitacoes';
  title: string;
  version: string;
  /** Local date (America/Sao_Paulo) the version took effect, YYYY-MM-DD. */
  effectiveOn: string;
}

export const LEGAL_DOCUMENTS = {
  terms: { path: '/termos', title: 'Termos de Uso', version: '1.0', effectiveOn: '2026-11-22' },
  privacy: { path: '/privacidade', title: 'Política de Privacidade', version: '1.0', effectiveOn: '2026-11-22' },
  limitations: {
    path: '/limitacoes',
    title: 'Limitações e Responsabilidades',
    version: '1.0',
    effectiveOn: '2026-11-22',
  },
} as const satisfies Record<string, LegalDocument>;

/** The "terms" box accepts the Terms of Use and the Privacy Policy together: both versions are recorded. */
export const TERMS_VERSION = `termos-${LEGAL_DOCUMENTS.terms.version}+privacidade-${LEGAL_DOCUMENTS.privacy.version}`;
/** The health disclaimer is the summary of /limitacoes: accepting it accepts that version. */
export const DISCLAIMER_VERSION = `limitacoes-${LEGAL_DOCUMENTS.limitations.version}`;

/** Disclaimer wording (decision 0014). */
export const DISCLAIMER_TEXT =
  'Entendo que o Nutri não substitui a orientação de um nutricionista, médico ou outro profissional de saúde, que as informações da IA podem conter erros e têm caráter educativo, e que devo consultar um profissional antes de mudanças significativas na alimentação.';

/**
 * Who answers for the personal data (LGPD art. 5, VI). The encarregado's
 * address (art. 41) is a setting, DPO_EMAIL, served with the contact details.
 */
export const DATA_CONTROLLER = {
  name: 'Nutri',
  privacyEmail: 'privacidade@nutri.app.br',
} as const;

/**
 * The health-data consent (LGPD art. 11, I: "de forma específica e destacada,
 * para finalidades específicas"): its own box, its own text and its own version,
 * apart from the terms. Change the text → bump the version, and everybody is
 * asked again. Withdrawable in Configurações (art. 8, § 5). Decision 0046.
 */
export const HEALTH_DATA_CONSENT = {
  version: 'dados-de-saude-1.0',
  text: 'Autorizo o Nutri a tratar meus dados de saúde — refeições, peso, água, metas, fotos de refeições e conversas com a nutricionista virtual — para calcular minhas metas, analisar minhas refeições e me orientar. Posso retirar esta autorização a qualquer momento em Configurações.',
} as const;
