import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../../data/catalog/index';
import { analysisSchema } from '@/contracts/analysis';
import { localDate } from '@/domain/calendar/sao-paulo';
import { createMealTextAnalyzer } from '@/domain/meal-text/analyze-meal-text';
import { whenFor } from '@/web/features/meals/meal-when';
import { nutrientText } from '@/web/features/foods/nutrient-values';
import { anaWithTargets } from '@/web/test/personas';
import { fakeApi, renderScreen } from '@/web/test/render-screen';
import { MealComposer } from './meal-composer';
import { draftFromAnalysis, type MealDraft } from './meal-draft';

// The analysis the server would return for the description: the real catalog and analyser, no invented figures.
const analyze = createMealTextAnalyzer(loadCatalog());
const analysisOf = (text: string) => analysisSchema.parse(analyze(text));

function review(draft: MealDraft) {
  const requests = fakeApi({});
  renderScreen(
    <MealComposer initial={{ draft, when: whenFor(new Date(), 'almoco'), note: '', photoId: null }} editingId={null} />,
    '/dashboard/analyze',
    { me: anaWithTargets() },
  );
  return requests;
}

const items = () => within(screen.getByRole('list', { name: 'Alimentos' }));
const totalEnergy = () =>
  within(screen.getByRole('region', { name: 'Total da refeição' })).getAllByRole('definition')[0];

describe('revisão da refeição', () => {
  // A cheese the catalog does not know (IBGE's POF table brought queijo coalho in): it must be offered, never guessed.
  it('lista os itens com a porção típica, oferece semelhantes para o que não reconheceu e soma o total', async () => {
    const analysis = analysisOf('arroz, feijão e queijo serrano');
    review(draftFromAnalysis(analysis));
    expect(items().getByText('Arroz branco cozido')).toBeTruthy();
    expect(items().getAllByText('porção típica').length).toBe(2);
    expect(screen.getByText('Não reconhecemos:')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buscar “queijo serrano”' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Usar Muçarela, semelhante a “queijo serrano”' })).toBeTruthy();
    expect(totalEnergy()?.textContent).toBe(nutrientText(analysis.totals.energyKcal, 'kcal'));
  });

  it('remover um item tira a energia dele do total; sem itens não há o que salvar', async () => {
    const analysis = analysisOf('arroz, feijão');
    const [rice, beans] = analysis.items;
    const user = userEvent.setup();
    review(draftFromAnalysis(analysis));
    await user.click(screen.getByRole('button', { name: `Remover ${beans?.foodName}` }));
    expect(totalEnergy()?.textContent).toBe(nutrientText(rice?.nutrients.energyKcal ?? NaN, 'kcal'));
    await user.click(screen.getByRole('button', { name: `Remover ${rice?.foodName}` }));
    expect(screen.getByText('Nenhum alimento na refeição. Adicione um pela busca.')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Salvar refeição/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('marca "Confira" só abaixo de 0,6 de confiança', () => {
    const draft = draftFromAnalysis(analysisOf('arroz, feijão'));
    const [rice, beans] = draft.items;
    review({
      ...draft,
      items: [
        { ...rice!, confidence: 0.59 },
        { ...beans!, confidence: 0.6 },
      ],
    });
    const rows = items().getAllByRole('listitem');
    expect(within(rows[0]!).queryByText('Confira')).toBeTruthy();
    expect(within(rows[1]!).queryByText('Confira')).toBeNull();
  });

  it('um horário que ainda não chegou é recusado no campo, e o botão fica desabilitado', () => {
    review(draftFromAnalysis(analysisOf('arroz')));
    const tomorrow = localDate(new Date(Date.now() + 86_400_000));
    fireEvent.change(screen.getByLabelText('Data'), { target: { value: tomorrow } });
    expect(screen.getByLabelText('Horário').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('button', { name: /Salvar refeição/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('salva a refeição com a refeição escolhida, o horário e os itens por id do catálogo', async () => {
    const analysis = analysisOf('2 colheres de sopa de arroz');
    const user = userEvent.setup();
    const requests = review(draftFromAnalysis(analysis));
    await user.selectOptions(screen.getByLabelText('Refeição'), 'jantar');
    await user.click(screen.getByRole('button', { name: /Salvar refeição/ }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    const sent = requests.find((r) => r.method === 'POST');
    expect(sent?.path).toBe('/api/meals');
    expect(sent?.body).toMatchObject({ slot: 'jantar', note: null, photoId: null });
    expect((sent?.body as { items: { foodId: string }[] }).items.map((i) => i.foodId)).toEqual([
      analysis.items[0]?.foodId,
    ]);
  });

  it('uma adição rápida mostra só a energia e o selo "Informado por você", e vai ao servidor pela energia', async () => {
    const analysis = analysisOf('arroz, 300 kcal e 20 g de proteína');
    const user = userEvent.setup();
    const requests = review(draftFromAnalysis(analysis));
    const quick = within(items().getAllByRole('listitem')[1]!);
    expect(quick.getByText('Calorias avulsas')).toBeTruthy();
    expect(items().getAllByRole('listitem')[1]!.querySelector('[data-food-source]')?.textContent).toBe(
      'Fonte: Informado por você',
    );
    expect(quick.getByText('“300 kcal, 20 g de proteína”')).toBeTruthy();
    // Its own number is not a catalog food to swap; removing it is still possible.
    expect(screen.queryByRole('button', { name: 'Alterar Calorias avulsas' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remover Calorias avulsas' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Salvar refeição/ }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    const sent = requests.find((r) => r.method === 'POST')?.body as { items: unknown[] };
    expect(sent.items[1]).toEqual({
      foodId: 'calorias-avulsas',
      energyKcal: 300,
      proteinG: 20,
      carbsG: null,
      fatG: null,
    });
  });
});
