import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { linesFromText } from '@/domain/nutrition-label/ocr-text';
import { readNutritionLabel } from '@/domain/nutrition-label/read-label';
import { anaWithTargets } from '@/web/test/personas';
import { fakeApi, fill, renderScreen } from '@/web/test/render-screen';
import { LabelFoodForm } from './label-food-form';

// jsdom has no canvas: a crop is a tiny data URL named after its box.
vi.mock('./crop', () => ({
  cropDataUrl: (_: unknown, box: { x0: number; y0: number }) => `data:image/png;base64,${box.x0}-${box.y0}`,
}));

// A new-layout table whose fibre row the OCR lost and whose portion column misses the sodium.
const reading = readNutritionLabel(
  linesFromText(`Porções por embalagem: 8
Porção: 25 g (1 unidade)
100 g 25 g %VD*
Valor energético (kcal) 380 95 5
Carboidratos totais (g) 70 18 6
Açúcares totais (g) 28 7
Proteínas (g) 5,2 1,3 3
Gorduras totais (g) 8,8 2,2 3
Sódio (mg) 96`),
);

function open() {
  const requests = fakeApi({
    'POST /api/my-foods': (body) => ({
      status: 201,
      body: {
        id: 'meu-0b6f2a1e-8a6e-4d3c-9a38-6d1c1f3a5a10',
        kind: 'label',
        name: (body as { name: string }).name,
        brand: null,
        synonyms: [],
        per100g: { energyKcal: 380, proteinG: 5.2, carbsG: 70, fatG: 8.8, fiberG: null, sodiumMg: 96 },
        portion: { label: '1 unidade', grams: 25 },
        perPortion: { energyKcal: 95, proteinG: 1.3, carbsG: 17.5, fatG: 2.2, fiberG: null, sodiumMg: 24 },
        amountUnit: 'g',
        details: {
          per100g: { sugarsTotalG: 28, sugarsAddedG: null, saturatedFatG: 3.1, transFatG: null },
          perPortion: { sugarsTotalG: 7, sugarsAddedG: null, saturatedFatG: 0.78, transFatG: null },
        },
        ingredients: null,
        createdAt: '2026-11-26T12:00:00.000Z',
        updatedAt: '2026-11-26T12:00:00.000Z',
      },
    }),
  });
  renderScreen(<LabelFoodForm reading={reading} image={{} as HTMLCanvasElement} />, '/dashboard/my-foods/label', {
    me: anaWithTargets(),
  });
  return requests;
}

describe('conferir a tabela lida', () => {
  it('pré-preenche pela coluna de 100 g, com o recorte ao lado, e marca o que não foi lido', () => {
    open();
    expect(screen.getByLabelText('Valor energético (kcal)')).toHaveProperty('value', '380');
    expect(screen.getByLabelText('Gorduras totais (g)')).toHaveProperty('value', '8,8');
    expect(screen.getByLabelText('Peso da porção (g)')).toHaveProperty('value', '25');
    expect(screen.getByLabelText('Porção')).toHaveProperty('value', '1 unidade');
    expect(screen.getByRole('img', { name: 'Recorte da foto: linha “Proteínas (g)” da tabela' })).toBeTruthy();
    const fibre = screen.getByLabelText('Fibra alimentar (g)');
    expect(fibre).toHaveProperty('value', '');
    expect(fibre.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(fibre.getAttribute('aria-describedby')!)?.textContent).toBe(
      'não lido — confira na embalagem',
    );
  });

  it('na coluna da porção, o sódio calculado dos 100 g vem marcado para conferir', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('radio', { name: 'porção' }));
    expect(screen.getByLabelText('Valor energético (kcal)')).toHaveProperty('value', '95');
    expect(screen.getByLabelText('Sódio (mg)')).toHaveProperty('value', '24');
    expect(screen.getByText('calculado da outra coluna — confira na embalagem')).toBeTruthy();
  });

  it('nada é salvo sem o nome; ao confirmar, envia o que a pessoa conferiu e corrigiu', async () => {
    const user = userEvent.setup();
    const requests = open();
    await user.click(screen.getByRole('button', { name: 'Confirmar e salvar' }));
    expect(await screen.findByText('Dê um nome ao alimento')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    await fill(user, screen.getByLabelText('Nome'), 'Barra de cereal banana');
    await fill(user, screen.getByLabelText('Fibra alimentar (g)'), '4,4');
    // The sugars were read and pre-filled; the saturated fat row was not, and the person types it.
    expect(screen.getByLabelText('Açúcares totais (g)')).toHaveProperty('value', '28');
    await fill(user, screen.getByLabelText('Gorduras saturadas (g)'), '3,1');
    await user.click(screen.getByRole('button', { name: 'Confirmar e salvar' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      name: 'Barra de cereal banana',
      basis: 'per100g',
      portionLabel: '1 unidade',
      portionGrams: 25,
      energyKcal: 380,
      carbsG: 70,
      proteinG: 5.2,
      fatG: 8.8,
      fiberG: 4.4,
      sodiumMg: 96,
      sugarsTotalG: 28,
      sugarsAddedG: null,
      saturatedFatG: 3.1,
      transFatG: null,
    });
    expect(await screen.findByTestId('landed')).toHaveProperty('textContent', '/dashboard/my-foods');
  });

  it('um valor que contradiz a tabela (açúcares acima dos carboidratos) fica em branco e marcado, nunca pré-preenchido', () => {
    const misread = readNutritionLabel(
      linesFromText(`Porção: 30 g (2 colheres de sopa)
100 g 30 g %VD*
Valor energético (kcal) 150 45 2
Carboidratos totais (g) 12 3,6 1
Açúcares totais (g) 19 5,7
Proteínas (g) 5,2 1,6 3
Gorduras totais (g) 8,8 2,6 4
Sódio (mg) 96 29 1`),
    );
    fakeApi({});
    renderScreen(<LabelFoodForm reading={misread} image={{} as HTMLCanvasElement} />, '/dashboard/my-foods/label', {
      me: anaWithTargets(),
    });
    const sugars = screen.getByLabelText('Açúcares totais (g)');
    expect(sugars).toHaveProperty('value', '');
    expect(document.getElementById(sugars.getAttribute('aria-describedby')!)?.textContent).toBe(
      'leitura impossível (não confere com a tabela) — digite o valor da embalagem',
    );
    expect(screen.getByLabelText('Carboidratos (g)')).toHaveProperty('value', '12');
  });
});
