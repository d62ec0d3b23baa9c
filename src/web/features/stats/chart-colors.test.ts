import { describe, expect, it } from 'vitest';
import { DARK_CHART_COLORS, LIGHT_CHART_COLORS, type ChartColors } from './chart-colors';

/** WCAG 2.x relative luminance and contrast ratio (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

// The card the charts sit on: white in the light theme, slate-900 (#0f172a) in the dark one (dark-theme.css).
const themes: [string, ChartColors, string][] = [
  ['claro', LIGHT_CHART_COLORS, '#ffffff'],
  ['escuro', DARK_CHART_COLORS, '#0f172a'],
];

describe('cores dos gráficos nos dois temas', () => {
  it.each(themes)('tema %s: textos com 4,5:1 e barras e linhas com 3:1 sobre o cartão', (_name, colors, card) => {
    expect(contrast(colors.text, card)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.tooltip.text, colors.tooltip.background)).toBeGreaterThanOrEqual(4.5);
    // The goal lines carry a text label ("Meta: 2.000 kcal") in their own colour.
    for (const label of [colors.energyGoal, colors.waterGoal])
      expect(contrast(label, card)).toBeGreaterThanOrEqual(4.5);
    for (const mark of [colors.brand, colors.streak, colors.water, ...colors.macros]) {
      expect(contrast(mark, card)).toBeGreaterThanOrEqual(3);
    }
  });

  it('o tema escuro não usa as cores do claro (que somem no cartão escuro)', () => {
    expect(contrast(LIGHT_CHART_COLORS.text, '#0f172a')).toBeLessThan(4.5);
    expect(contrast(LIGHT_CHART_COLORS.tooltip.background, '#0f172a')).toBeGreaterThan(10);
    expect(DARK_CHART_COLORS.tooltip.background).not.toBe('#ffffff');
  });
});
