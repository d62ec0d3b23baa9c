/**
 * Versions of the texts a person accepts at sign-up. The version accepted is
 * stored with the time of acceptance; bump it when the text changes.
 */
export const TERMS_VERSION = '2026-11-22';
export const DISCLAIMER_VERSION = '2026-11-22';

/** Disclaimer wording (specification section 5). */
export const DISCLAIMER_TEXT =
  'Entendo que o Nutri não substitui a orientação de um nutricionista, médico ou outro profissional de saúde, que as informações da IA podem conter erros e têm caráter educativo, e que devo consultar um profissional antes de mudanças significativas na alimentação.';
