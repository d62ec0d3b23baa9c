import { niceTicks } from '@/domain/stats/nice-ticks';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { MEAL_SLOTS, MEAL_SLOT_LABELS } from '@/contracts/meals';
import type { RangeStats } from '@/contracts/stats';
import { macroSplit, streakSeries } from '@/domain/stats/period-summary';
import { formatDecimal, formatInteger } from '@/web/lib/format';
import { useDarkTheme } from '@/web/lib/use-dark-theme';
import { ChartFigure } from './chart-figure';
import { chartColors, type ChartColors } from './chart-colors';

/** Axis labels in pt-BR: "1.200", "71,8" (recharts would print 1200 and 71.8), in the theme's text colour. */
const axisTicks = (colors: ChartColors, format: (v: number) => string) =>
  ({ fontSize: 12, tick: { fill: colors.text }, stroke: colors.grid, tickFormatter: format }) as const;
/** The X axis: the day or slot names, in the theme's text colour. */
const xAxis = (colors: ChartColors) => ({ fontSize: 12, tick: { fill: colors.text }, stroke: colors.grid }) as const;
const grid = (colors: ChartColors) => ({ strokeDasharray: '3 3', vertical: false, stroke: colors.grid }) as const;
/** Recharts' tooltip is a white box with black text: the theme's card and text instead. */
const tooltipStyle = ({ tooltip }: ChartColors) =>
  ({
    contentStyle: { background: tooltip.background, borderColor: tooltip.border, color: tooltip.text },
    labelStyle: { color: tooltip.text },
    itemStyle: { color: tooltip.text },
    cursor: { fill: tooltip.border, fillOpacity: 0.3 },
  }) as const;

/**
 * The goal as a dashed line with its label; `extendDomain` stretches the Y axis to reach it, else recharts
 * drops a line above the highest bar (a 300 kcal day under a 1.970 kcal goal).
 */
function goalLine(value: number, unit: string, color: string) {
  return (
    <ReferenceLine
      y={value}
      stroke={color}
      strokeDasharray="4 4"
      ifOverflow="extendDomain"
      label={{ value: `Meta: ${formatInteger(value)} ${unit}`, position: 'insideTopRight', fontSize: 12, fill: color }}
    />
  );
}
const shortDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/** The statistics charts (Recharts, loaded only with this screen), each with its data table. */
export function StatsCharts({ range }: { range: RangeStats }) {
  const colors = chartColors(useDarkTheme());
  const tick = axisTicks(colors, formatInteger);
  const decimalTick = axisTicks(colors, formatDecimal);
  const tooltip = tooltipStyle(colors);
  const days = range.days.map((d) => ({ ...d, label: shortDate(d.date) }));
  const labels = days.map((d) => d.label);
  const kgs = range.weights.map((w) => w.weightKg);
  // A kilogram of room above and below the weighings, then round ticks over it.
  const weightTicks = kgs.length ? niceTicks(Math.min(...kgs) - 1, Math.max(...kgs) + 1) : [];
  const split = macroSplit(range.days);
  const streaks = streakSeries(range.days).map((s) => ({ ...s, label: shortDate(s.date) }));
  const slots = MEAL_SLOTS.map((slot) => ({ slot: MEAL_SLOT_LABELS[slot], meals: range.mealsBySlot[slot] }));
  const target = range.energyTargetKcal;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <ChartFigure
        title="Calorias por dia"
        summary={
          target
            ? `Barras: calorias de cada dia; linha: sua meta de ${formatInteger(target)} kcal.`
            : 'Calorias de cada dia.'
        }
        rows={labels}
        columns={[{ label: 'kcal', values: days.map((d) => formatInteger(d.energyKcal)) }]}
      >
        <ResponsiveContainer>
          <BarChart data={days} accessibilityLayer={false}>
            <CartesianGrid {...grid(colors)} />
            <XAxis dataKey="label" {...xAxis(colors)} />
            <YAxis {...tick} />
            <Tooltip {...tooltip} formatter={(v) => `${formatInteger(Number(v))} kcal`} />
            <Bar dataKey="energyKcal" fill={colors.brand} name="Calorias" />
            {target ? goalLine(target, 'kcal', colors.energyGoal) : null}
          </BarChart>
        </ResponsiveContainer>
      </ChartFigure>
      <ChartFigure
        title="Proteínas, carboidratos e gorduras"
        summary={
          split
            ? `Da energia do período: ${split.proteinPct}% proteínas, ${split.carbsPct}% carboidratos, ${split.fatPct}% gorduras (4, 4 e 9 kcal por grama).`
            : 'Sem refeições no período.'
        }
        rows={['Proteínas', 'Carboidratos', 'Gorduras']}
        columns={[
          { label: '% da energia', values: split ? [split.proteinPct, split.carbsPct, split.fatPct] : ['—', '—', '—'] },
        ]}
      >
        <ResponsiveContainer>
          <PieChart accessibilityLayer={false}>
            <Pie
              data={
                split
                  ? [
                      { name: 'Proteínas', value: split.proteinPct },
                      { name: 'Carboidratos', value: split.carbsPct },
                      { name: 'Gorduras', value: split.fatPct },
                    ]
                  : []
              }
              dataKey="value"
              nameKey="name"
              innerRadius="45%"
              outerRadius="80%"
              rootTabIndex={-1}
              // Only the share beside each slice and the names in the legend below: "Carboidratos: 52%" beside the
              // slice was cut off on a 390 px phone.
              label={(entry) => `${entry.value}%`}
            >
              {colors.macros.map((color) => (
                <Cell key={color} fill={color} stroke={colors.tooltip.background} />
              ))}
            </Pie>
            <Legend verticalAlign="bottom" iconType="circle" wrapperStyle={{ fontSize: 12, color: colors.text }} />
          </PieChart>
        </ResponsiveContainer>
      </ChartFigure>
      <ChartFigure
        title="Refeições por horário"
        summary="Quantas vezes cada refeição foi registrada no período."
        rows={slots.map((s) => s.slot)}
        columns={[{ label: 'Refeições', values: slots.map((s) => s.meals) }]}
      >
        <ResponsiveContainer>
          <BarChart data={slots} accessibilityLayer={false}>
            <CartesianGrid {...grid(colors)} />
            <XAxis dataKey="slot" {...xAxis(colors)} />
            <YAxis allowDecimals={false} {...tick} />
            <Tooltip {...tooltip} />
            <Bar dataKey="meals" fill={colors.brand} name="Refeições" />
          </BarChart>
        </ResponsiveContainer>
      </ChartFigure>
      <ChartFigure
        title="Dias seguidos"
        summary="A sua sequência de dias com refeições, dia a dia."
        rows={labels}
        columns={[{ label: 'Dias seguidos', values: streaks.map((s) => s.streakDays) }]}
      >
        <ResponsiveContainer>
          <LineChart data={streaks} accessibilityLayer={false}>
            <CartesianGrid {...grid(colors)} />
            <XAxis dataKey="label" {...xAxis(colors)} />
            <YAxis allowDecimals={false} {...tick} />
            <Tooltip {...tooltip} />
            <Line type="stepAfter" dataKey="streakDays" stroke={colors.streak} name="Dias seguidos" dot={false} />
          </LineChart>
        </ResponsiveContainer>
      </ChartFigure>
      <ChartFigure
        title="Peso"
        summary={
          range.weights.length
            ? 'Os pesos registrados no período.'
            : 'Nenhum peso registrado no período: registre na página Início.'
        }
        rows={range.weights.map((w) => shortDate(w.date))}
        columns={[{ label: 'kg', values: range.weights.map((w) => formatDecimal(w.weightKg)) }]}
      >
        <ResponsiveContainer>
          <LineChart data={range.weights.map((w) => ({ ...w, label: shortDate(w.date) }))} accessibilityLayer={false}>
            <CartesianGrid {...grid(colors)} />
            <XAxis dataKey="label" {...xAxis(colors)} />
            {/* Round, even ticks (issue 25: they read 69,6 / 71,6 / 73,6 / 74,5). */}
            <YAxis
              domain={[weightTicks[0] ?? 'auto', weightTicks.at(-1) ?? 'auto']}
              ticks={weightTicks}
              {...decimalTick}
            />
            <Tooltip {...tooltip} formatter={(v) => `${formatDecimal(Number(v))} kg`} />
            <Line dataKey="weightKg" stroke={colors.brand} name="Peso" />
          </LineChart>
        </ResponsiveContainer>
      </ChartFigure>
      <ChartFigure
        title="Água"
        summary={
          range.waterTargetMl
            ? `Água de cada dia; linha: sua meta de ${formatInteger(range.waterTargetMl)} mL.`
            : 'Água de cada dia.'
        }
        rows={labels}
        columns={[{ label: 'mL', values: days.map((d) => formatInteger(d.waterMl)) }]}
      >
        <ResponsiveContainer>
          <BarChart data={days} accessibilityLayer={false}>
            <CartesianGrid {...grid(colors)} />
            <XAxis dataKey="label" {...xAxis(colors)} />
            <YAxis {...tick} />
            <Tooltip {...tooltip} formatter={(v) => `${formatInteger(Number(v))} mL`} />
            <Bar dataKey="waterMl" fill={colors.water} name="Água" />
            {range.waterTargetMl ? goalLine(range.waterTargetMl, 'mL', colors.waterGoal) : null}
          </BarChart>
        </ResponsiveContainer>
      </ChartFigure>
    </div>
  );
}
