import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WeeklyReviewView } from '@/contracts/weekly-review';
import { fakeApi, renderScreen } from '@/web/test/render-screen';
import { WeeklyReviewCard } from './weekly-review-card';
import { WeeklyReviewScreen } from './weekly-review-screen';

const week: WeeklyReviewView = {
  start: '2026-11-23',
  end: '2026-11-29',
  daysLogged: 5,
  days: 7,
  averageEnergyKcal: 1850,
  energyTargetKcal: 2000,
  daysOnEnergyTarget: 3,
  proteinTargetG: 90,
  daysProteinMet: 2,
  waterTargetMl: 2000,
  averageWaterMl: 1400,
  daysWaterMet: 1,
  weight: { firstKg: 60, lastKg: 59.4, changeKg: -0.6 },
  averageSodiumMg: 2300,
  topEnergy: [{ name: 'Arroz branco cozido', amount: 3200, percent: 35 }],
  topSodium: [{ name: 'Presunto', amount: 4100, percent: 30 }],
  suggestion: 'Você registrou 5 de 7 dias. Nesta semana, registre também o lanche da tarde.',
  suggestionWrittenBy: 'model',
};
const AI_LABEL = 'Sugestão escrita pela IA a partir dos seus números.';

describe('Sua semana: quem escreveu a sugestão', () => {
  it.each([
    ['página', <WeeklyReviewScreen key="page" />, '/dashboard/semana'],
    ['cartão do painel', <WeeklyReviewCard key="card" />, '/dashboard'],
  ])('%s: escrita pelo modelo, diz que foi a IA', async (_where, ui, path) => {
    fakeApi({ 'GET /api/weekly-review': { status: 200, body: week } });
    renderScreen(ui, path);
    expect(await screen.findByText(week.suggestion)).toBeTruthy();
    expect(screen.getByText(AI_LABEL)).toBeTruthy();
  });

  it.each([
    ['página', <WeeklyReviewScreen key="page" />, '/dashboard/semana'],
    ['cartão do painel', <WeeklyReviewCard key="card" />, '/dashboard'],
  ])('%s: escrita pelas regras, sem o aviso da IA', async (_where, ui, path) => {
    fakeApi({ 'GET /api/weekly-review': { status: 200, body: { ...week, suggestionWrittenBy: 'rules' } } });
    renderScreen(ui, path);
    expect(await screen.findByText(week.suggestion)).toBeTruthy();
    expect(screen.queryByText(AI_LABEL)).toBeNull();
  });
});
