import { describe, expect, it } from 'vitest';
import { loadConfig, missingProductionSettings } from './config';

describe('SUPPORT_EMAIL', () => {
  it('tem um padrão local e aceita outro e-mail', () => {
    expect(loadConfig({}).supportEmail).toBe('suporte@nutri.local');
    expect(loadConfig({ SUPPORT_EMAIL: 'ajuda@nutri.app.br' }).supportEmail).toBe('ajuda@nutri.app.br');
  });

  it('recusa um valor que não é e-mail, nomeando a variável', () => {
    expect(() => loadConfig({ SUPPORT_EMAIL: 'suporte' })).toThrow(
      /SUPPORT_EMAIL: SUPPORT_EMAIL precisa ser um e-mail válido/,
    );
  });
});

describe('DPO_EMAIL', () => {
  it('tem um padrão local e aceita outro e-mail', () => {
    expect(loadConfig({}).dpoEmail).toBe('encarregado@nutri.local');
    expect(loadConfig({ DPO_EMAIL: 'dpo@nutri.app.br' }).dpoEmail).toBe('dpo@nutri.app.br');
  });

  it('recusa um valor que não é e-mail, nomeando a variável em pt-BR', () => {
    expect(() => loadConfig({ DPO_EMAIL: 'encarregado' })).toThrow(/DPO_EMAIL: DPO_EMAIL precisa ser um e-mail válido/);
  });
});

describe('COMPANY_LEGAL_NAME, COMPANY_CNPJ, COMPANY_ADDRESS', () => {
  it('são opcionais e chegam ao app quando definidos', () => {
    expect(loadConfig({}).company).toEqual({ legalName: null, cnpj: null, address: null });
    expect(
      loadConfig({
        COMPANY_LEGAL_NAME: 'Nutri Tecnologia Ltda.',
        COMPANY_CNPJ: '12.345.678/0001-90',
        COMPANY_ADDRESS: 'Av. Paulista, 1000, São Paulo – SP',
      }).company,
    ).toEqual({
      legalName: 'Nutri Tecnologia Ltda.',
      cnpj: '12.345.678/0001-90',
      address: 'Av. Paulista, 1000, São Paulo – SP',
    });
  });

  it('em produção, a falta de cada um vira um aviso no log', () => {
    const company = { legalName: 'Nutri Tecnologia Ltda.', cnpj: null, address: null };
    expect(missingProductionSettings({ isProduction: true, company })).toEqual(['COMPANY_CNPJ', 'COMPANY_ADDRESS']);
    expect(missingProductionSettings({ isProduction: false, company })).toEqual([]);
  });
});
