import type { LinearProgram } from '../../../domain/meal-plan/linear-program';

/**
 * The program in CPLEX LP text, the format HiGHS reads (HiGHS docs, "LP file format"). Names are the
 * domain's own (letters, digits, underscores); numbers are written without exponents so the reader never
 * mistakes one for a name.
 */
const num = (value: number) => {
  const fixed = value.toFixed(6);
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') || '0' : fixed;
};

const expression = (terms: readonly { variable: string; coefficient: number }[]) =>
  terms.length === 0
    ? '0 zero__'
    : terms
        .map((t, i) => `${t.coefficient < 0 ? '-' : i === 0 ? '' : '+'} ${num(Math.abs(t.coefficient))} ${t.variable}`)
        .join(' ');

export function toLpText(program: LinearProgram): string {
  const lines: string[] = ['Minimize'];
  const costs = program.variables.filter((v) => v.cost !== 0).map((v) => ({ variable: v.name, coefficient: v.cost }));
  lines.push(` obj: ${costs.length > 0 ? expression(costs) : '0 zero__'}`);
  lines.push('Subject To');
  for (const c of program.constraints) {
    if (c.terms.length === 0) continue;
    if (c.lower !== undefined) lines.push(` ${c.name}_lo: ${expression(c.terms)} >= ${num(c.lower)}`);
    if (c.upper !== undefined) lines.push(` ${c.name}_up: ${expression(c.terms)} <= ${num(c.upper)}`);
  }
  lines.push('Bounds');
  lines.push(' zero__ = 0');
  for (const v of program.variables) lines.push(` ${num(v.lower)} <= ${v.name} <= ${num(v.upper)}`);
  const integers = program.variables.filter((v) => v.integer).map((v) => v.name);
  if (integers.length > 0) lines.push('General', ` ${integers.join(' ')}`);
  lines.push('End');
  return lines.join('\n');
}
