/**
 * The charts' colours in each theme (issue 25). Recharts draws SVG with colours given as attributes, which the
 * dark theme's mirrored palette (src/web/dark-theme.css) cannot reach, and its own axis grey (#666), grid (#ccc)
 * and white tooltip read badly on the dark card. So each theme names its own: Tailwind's 700 shades on white,
 * their mirrored 300 shades on the dark card (slate-900, #0f172a), as dark-theme.css mirrors every other colour.
 * Text (ticks, goal labels, tooltip) keeps WCAG AA 4.5:1 on its background; bars and lines at least 3:1 (1.4.11).
 */
export interface ChartColors {
  brand: string;
  energyGoal: string;
  macros: readonly [string, string, string];
  streak: string;
  water: string;
  waterGoal: string;
  /** Axis tick labels and the legend's text. */
  text: string;
  grid: string;
  tooltip: { background: string; border: string; text: string };
}

export const LIGHT_CHART_COLORS: ChartColors = {
  brand: '#047857', // emerald-700
  energyGoal: '#b45309', // amber-700
  macros: ['#be123c', '#b45309', '#a16207'], // rose-700, amber-700, yellow-700
  streak: '#c2410c', // orange-700
  water: '#0369a1', // sky-700
  waterGoal: '#0c4a6e', // sky-900
  text: '#475569', // slate-600
  grid: '#cbd5e1', // slate-300
  tooltip: { background: '#ffffff', border: '#cbd5e1', text: '#0f172a' },
};

export const DARK_CHART_COLORS: ChartColors = {
  brand: '#6ee7b7', // emerald-300
  energyGoal: '#fcd34d', // amber-300
  macros: ['#fda4af', '#fcd34d', '#fde047'], // rose-300, amber-300, yellow-300
  streak: '#fdba74', // orange-300
  water: '#7dd3fc', // sky-300
  waterGoal: '#e0f2fe', // sky-100
  text: '#cbd5e1', // slate-300
  grid: '#334155', // slate-700
  tooltip: { background: '#1e293b', border: '#475569', text: '#f1f5f9' }, // slate-800, slate-600, slate-100
};

export const chartColors = (dark: boolean): ChartColors => (dark ? DARK_CHART_COLORS : LIGHT_CHART_COLORS);
