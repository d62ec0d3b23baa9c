/**
 * GET /api/help/contact-info without zod: the public landing imports this and
 * must not carry a validation library in its JavaScript budget (the pricing
 * guard is hand-written for the same reason, decision 0023).
 */
export interface ContactInfo {
  supportEmail: string;
  /** DPO_EMAIL: the encarregado's address (LGPD art. 41), printed on /privacidade. */
  dpoEmail: string;
  company: { legalName: string | null; cnpj: string | null; address: string | null };
}

/** SUPPORT_EMAIL's default: the one support address, where the contact form writes and what the web shows. */
export const DEFAULT_SUPPORT_EMAIL = 'suporte@nutri.local';

/** DPO_EMAIL's default: the encarregado's address (LGPD art. 41, § 1: published clearly on the site). */
export const DEFAULT_DPO_EMAIL = 'encarregado@nutri.local';

/** The footer's legal identity: each part once configured (COMPANY_* settings), in one line. */
export function companyLine(company: ContactInfo['company']): string {
  return [company.legalName, company.cnpj ? `CNPJ ${company.cnpj}` : null, company.address].filter(Boolean).join(' · ');
}

const textOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

/** The contract checked by hand (the same shape as contactInfoSchema in help.ts); null when it does not hold. */
export function parseContactInfo(value: unknown): ContactInfo | null {
  if (typeof value !== 'object' || value === null) return null;
  const { supportEmail, dpoEmail, company } = value as Record<string, unknown>;
  if (typeof supportEmail !== 'string' || typeof dpoEmail !== 'string') return null;
  if (typeof company !== 'object' || company === null) return null;
  const { legalName, cnpj, address } = company as Record<string, unknown>;
  if (!textOrNull(legalName) || !textOrNull(cnpj) || !textOrNull(address)) return null;
  return { supportEmail, dpoEmail, company: { legalName, cnpj, address } };
}
