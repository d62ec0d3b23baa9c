import { describe, expect, it } from 'vitest';
import { CHROMIUM, PT_BR_BROWSER_ENV, ensureChromium } from './chromium.mjs';
import { assertPtBrDates, dateFieldNames, notPtBrDateFields } from './date-fields.mjs';

describe('datas das imagens do site em dd/mm/aaaa', () => {
  it('aceita Dia, Mês, Ano e recusa a ordem americana', () => {
    expect(notPtBrDateFields(['Dia', 'Mês', 'Ano', 'Dia', 'Mês', 'Ano'])).toEqual([]);
    expect(notPtBrDateFields(['Month', 'Day', 'Year'])).toEqual(['Month/Day/Year']);
    expect(notPtBrDateFields(['Mês', 'Dia', 'Ano'])).toEqual(['Mês/Dia/Ano']);
    expect(notPtBrDateFields([])).toEqual([]);
  });

  it('o Chromium em pt-BR desenha a data de nascimento como 14/03/1991; sem o idioma, como 03/14/1991', async () => {
    await ensureChromium();
    const { chromium } = await import('@playwright/test');
    const html = '<label>Data de nascimento <input type="date" value="1991-03-14"></label>';
    for (const [env, expected] of [
      [{ ...process.env, LANGUAGE: 'en_US' }, ['Month', 'Day', 'Year']],
      [{ ...process.env, ...PT_BR_BROWSER_ENV }, ['Dia', 'Mês', 'Ano']],
    ] as const) {
      const browser = await chromium.launch({ executablePath: CHROMIUM, env, args: ['--no-sandbox', '--disable-gpu'] });
      try {
        const page = await browser.newPage({ locale: 'pt-BR' });
        await page.setContent(html);
        expect(await dateFieldNames(page)).toEqual(expected);
        const check = assertPtBrDates(page, 'metas');
        if (expected[0] === 'Dia') await expect(check).resolves.toBeUndefined();
        else await expect(check).rejects.toThrow(/"metas".*Month\/Day\/Year/);
      } finally {
        await browser.close();
      }
    }
  }, 60_000);
});
