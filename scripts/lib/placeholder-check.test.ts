import { describe, expect, it } from 'vitest';
import { assertNoPlaceholders, findPlaceholders, textInPicture } from './placeholder-check.mjs';

describe('verificação de texto provisório nas imagens do site', () => {
  it('recusa a tela "Esta funcionalidade estará disponível em breve!"', () => {
    const screen = 'Chat com Nutricionista\nEsta funcionalidade estará disponível em breve!\nNutri v1.0.0';
    expect(findPlaceholders(screen)).toEqual(['Esta funcionalidade estará disponível em breve!']);
    expect(() => assertNoPlaceholders(screen, 'chat')).toThrow(/"chat".*disponível em breve/);
  });

  it('recusa Lorem ipsum e "placeholder"', () => {
    expect(() => assertNoPlaceholders('Lorem ipsum dolor sit amet', 'painel')).toThrow(/Lorem ipsum/);
    expect(() => assertNoPlaceholders('Imagem placeholder', 'historico')).toThrow(/placeholder/);
  });

  it('recusa inglês, a fonte dentro do nome do alimento e a quantidade repetida (issue 25)', () => {
    expect(findPlaceholders('Trial: 7 dias restantes')).toEqual(['Trial: 7 dias restantes']);
    expect(findPlaceholders('Dashboard')).toEqual(['Dashboard']);
    expect(findPlaceholders('Arroz branco cozido, Salada de alface e tomate (Receita (TACO))')).toHaveLength(1);
    expect(findPlaceholders('Tilápia grelhada (USDA)')).toEqual(['Tilápia grelhada (USDA)']);
    expect(findPlaceholders('Iogurte · 100 g · 100 g')).toEqual(['Iogurte · 100 g · 100 g']);
    // The source as its own badge, a measure with its grams and "100 g · 1000 g" are not repeats.
    const screen = 'Café com leite\nReceita (TACO)\n1 xícara de chá · 200 g\n100 g · 1000 g\nTeste grátis: 7 dias';
    expect(findPlaceholders(screen)).toEqual([]);
  });

  it('aceita uma tela real', () => {
    const screen = 'Histórico\nAlmoço às 12:30\nArroz branco cozido, Feijão carioca cozido\n612 kcal';
    expect(findPlaceholders(screen)).toEqual([]);
    expect(() => assertNoPlaceholders(screen, 'historico')).not.toThrow();
  });
});

describe('o texto que a imagem mostra (Chromium)', () => {
  it('inclui o aviso visível e deixa de fora o que está escondido ou abaixo da dobra', async () => {
    const { chromium } = await import('@playwright/test');
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
    try {
      const page = await browser.newPage({ viewport: { width: 800, height: 600 } });
      await page.setContent(
        '<h1>Chat com Nutricionista</h1><p>Esta funcionalidade estará disponível em breve!</p>' +
          '<p style="display:none">Lorem escondido</p><p style="margin-top:2000px">Convidar amigos — Em breve</p>',
      );
      const text = await textInPicture(page);
      expect(text).toContain('Esta funcionalidade estará disponível em breve!');
      expect(text).not.toMatch(/Lorem|Convidar/);
      expect(() => assertNoPlaceholders(text, 'chat')).toThrow(/disponível em breve/);
      expect(await textInPicture(page, { x: 0, y: 0, width: 800, height: 40 })).toBe('Chat com Nutricionista');
    } finally {
      await browser.close();
    }
  }, 30_000);
});
