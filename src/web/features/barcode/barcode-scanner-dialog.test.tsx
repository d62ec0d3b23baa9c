import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BarcodeProductDto } from '@/contracts/barcode';
import { anaWithTargets } from '@/web/test/personas';
import { fakeApi, fill, renderScreen } from '@/web/test/render-screen';
import { BarcodeScannerDialog } from './barcode-scanner-dialog';

// The camera itself runs in the browser journeys (e2e/barcode-camera.spec.ts): jsdom has no camera, and the
// reader's .wasm is a build asset. Here the camera reports what a browser without getUserMedia does.
vi.mock('./camera-scanner', async () => {
  const { useEffect } = await import('react');
  return {
    default: function NoCamera({ onProblem }: { onProblem: (problem: 'unsupported') => void }) {
      useEffect(() => onProblem('unsupported'), [onProblem]);
      return null;
    },
  };
});

const IOGURTE: BarcodeProductDto = {
  code: '7891000100103',
  name: 'Iogurte natural integral',
  brand: 'Laticínios Exemplo',
  unit: 'g',
  per100g: { energyKcal: 63, proteinG: 3.5, carbsG: 4.7, fatG: 3.3, fiberG: null, sodiumMg: 50 },
  portion: { label: '1 pote (170 g)', grams: 170 },
  perPortion: { energyKcal: 107.1, proteinG: 6, carbsG: 8, fatG: 5.6, fiberG: null, sodiumMg: 85 },
  details: {
    per100g: { sugarsTotalG: 4.7, sugarsAddedG: null, saturatedFatG: 2.1, transFatG: 0 },
    perPortion: { sugarsTotalG: 8, sugarsAddedG: null, saturatedFatG: 3.6, transFatG: 0 },
  },
  source: { id: 'open-food-facts', attribution: 'Dados de Open Food Facts (openfoodfacts.org), licença ODbL' },
};

const SUCO: BarcodeProductDto = {
  ...IOGURTE,
  code: '7891000200209',
  name: 'Suco de uva integral',
  unit: 'ml',
  per100g: { energyKcal: 62, proteinG: 0.4, carbsG: 14.8, fatG: 0.1, fiberG: null, sodiumMg: 5 },
  portion: { label: '1 copo (200 ml)', grams: 200 },
  perPortion: { energyKcal: 124, proteinG: 0.8, carbsG: 29.6, fatG: 0.2, fiberG: null, sodiumMg: 10 },
};

function open(onUse = vi.fn(async () => {})) {
  const requests = fakeApi({
    [`GET /api/foods/barcode/${IOGURTE.code}`]: { status: 200, body: IOGURTE },
    [`GET /api/foods/barcode/${SUCO.code}`]: { status: 200, body: SUCO },
    'GET /api/foods/barcode/7890000000048': {
      status: 404,
      body: { error: { code: 'barcode_not_found', message: 'Não encontramos este código. Fotografe a tabela.' } },
    },
  });
  renderScreen(
    <BarcodeScannerDialog open onOpenChange={() => {}} actionLabel="Adicionar à refeição" onUse={onUse} />,
    '/dashboard/analyze',
    { me: anaWithTargets() },
  );
  return { requests, onUse, dialog: within(screen.getByRole('dialog', { name: 'Escanear código de barras' })) };
}

async function typeCode(dialog: ReturnType<typeof open>['dialog'], code: string) {
  const user = userEvent.setup();
  await fill(user, dialog.getByLabelText('Digitar o código'), code);
  await user.click(dialog.getByRole('button', { name: 'Buscar' }));
  return user;
}

describe('escanear código de barras', () => {
  it('sem câmera no navegador, diz o que fazer; um dígito errado é pego antes de perguntar ao servidor', async () => {
    const { dialog, requests } = open();
    expect(await dialog.findByText(/Este navegador não dá acesso à câmera/)).toBeTruthy();
    await typeCode(dialog, '7891000100104');
    expect(dialog.getByText(/dígito verificador\) não confere/)).toBeTruthy();
    expect(dialog.getByLabelText('Digitar o código').getAttribute('aria-invalid')).toBe('true');
    expect(requests).toEqual([]);
  });

  it('mostra o produto com os números do servidor, "—" onde o rótulo não diz, a atribuição, e entrega a porção', async () => {
    const { dialog, onUse } = open();
    const user = await typeCode(dialog, '789 1000 100103');
    const heading = await dialog.findByRole('heading', { name: 'Iogurte natural integral' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(dialog.getByRole('status').textContent).toBe('Produto encontrado: Iogurte natural integral');
    const fibre = within(dialog.getByRole('row', { name: /Fibra alimentar/ }));
    expect(fibre.getAllByText('—')).toHaveLength(2);
    expect(fibre.getAllByText('não informado')).toHaveLength(2);
    expect(within(dialog.getByRole('row', { name: /Valor energético/ })).getByText('107 kcal')).toBeTruthy();
    // Sugars and the kinds of fat Open Food Facts gives, per 100 g and per pot; added sugars it lacks are not listed.
    const saturated = within(dialog.getByRole('row', { name: /Gorduras saturadas/ }));
    expect(saturated.getByText('2,1 g')).toBeTruthy();
    expect(saturated.getByText('3,6 g')).toBeTruthy();
    expect(within(dialog.getByRole('row', { name: /Gorduras trans/ })).getAllByText('0 g')).toHaveLength(2);
    expect(within(dialog.getByRole('row', { name: /Açúcares totais/ })).getByText('4,7 g')).toBeTruthy();
    expect(dialog.queryByRole('row', { name: /Açúcares adicionados/ })).toBeNull();
    expect(dialog.getByText(/Dados:/).textContent).toBe('Dados: Open Food Facts (ODbL)');
    await fill(user, dialog.getByLabelText('Quanto você comeu (g)'), '85');
    expect(dialog.getByText('Em 85 g: 54 kcal')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Adicionar à refeição' }));
    expect(onUse).toHaveBeenCalledWith(IOGURTE, 85);
  });

  it('uma bebida é mostrada e pedida em mL: "100 mL", "Quanto você tomou (mL)", "Em 350 mL"', async () => {
    const { dialog, onUse } = open();
    const user = await typeCode(dialog, SUCO.code);
    expect(await dialog.findByRole('heading', { name: 'Suco de uva integral' })).toBeTruthy();
    expect(dialog.getByRole('columnheader', { name: '100 mL' })).toBeTruthy();
    expect(dialog.queryByText(/\bg:/)).toBeNull();
    await fill(user, dialog.getByLabelText('Quanto você tomou (mL)'), '350');
    expect(dialog.getByText('Em 350 mL: 217 kcal')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Adicionar à refeição' }));
    expect(onUse).toHaveBeenCalledWith(SUCO, 350);
  });

  it('código desconhecido: "Não encontramos este código" e o link para ler a tabela nutricional', async () => {
    const { dialog } = open();
    await typeCode(dialog, '7890000000048');
    expect(await dialog.findByRole('heading', { name: 'Não encontramos este código' })).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Ler a tabela nutricional' }).getAttribute('href')).toBe(
      '/dashboard/my-foods/label',
    );
  });
});
