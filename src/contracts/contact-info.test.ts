import { describe, expect, it } from 'vitest';
import { companyLine, parseContactInfo } from './contact-info';
import { contactInfoSchema } from './help';

const samples: unknown[] = [
  { supportEmail: 'ajuda@exemplo.com.br', company: { legalName: 'Nutri Ltda.', cnpj: null, address: null } },
  { supportEmail: 'ajuda@exemplo.com.br', company: { legalName: null, cnpj: null, address: null } },
  { supportEmail: 7, company: { legalName: null, cnpj: null, address: null } },
  { supportEmail: 'a@b.c', company: { legalName: 1, cnpj: null, address: null } },
  { supportEmail: 'a@b.c', company: null },
  { supportEmail: 'a@b.c' },
  null,
  'texto',
];

describe('parseContactInfo (sem zod, para a página inicial)', () => {
  it.each(samples.map((sample) => [JSON.stringify(sample), sample]))('concorda com o contrato zod: %s', (_, sample) => {
    const parsed = contactInfoSchema.safeParse(sample);
    expect(parseContactInfo(sample)).toEqual(parsed.success ? parsed.data : null);
  });

  it('a linha da empresa junta só o que está configurado', () => {
    expect(companyLine({ legalName: 'Nutri Ltda.', cnpj: '12.345.678/0001-90', address: null })).toBe(
      'Nutri Ltda. · CNPJ 12.345.678/0001-90',
    );
    expect(companyLine({ legalName: null, cnpj: null, address: null })).toBe('');
  });
});
