import { describe, expect, it } from 'vitest';
import { loadHighsSolver } from './highs-solver';
import { toLpText } from './lp-text';

const program = {
  variables: [
    { name: 'x', lower: 0, upper: 10, integer: true, cost: 1 },
    { name: 'y', lower: 0, upper: 10, integer: true, cost: 2 },
  ],
  constraints: [
    {
      name: 'c',
      terms: [
        { variable: 'x', coefficient: 1 },
        { variable: 'y', coefficient: 1 },
      ],
      lower: 3.5,
    },
  ],
};

describe('HiGHS pelo formato LP', () => {
  it('escreve o programa sem expoentes, com limites e variáveis inteiras', () => {
    const text = toLpText(program);
    expect(text).toMatch(/ c_lo: +1 x \+ 1 y >= 3\.5/);
    expect(text).toContain('General\n x y');
    expect(toLpText({ ...program, variables: [{ ...program.variables[0]!, cost: 1e-7 }] })).not.toMatch(/e-/);
  });

  it('resolve com inteiros e diz quando não há solução', async () => {
    const solve = await loadHighsSolver();
    expect(solve(program)).toMatchObject({ status: 'optimal', values: { x: 4, y: 0 } });
    expect(solve({ ...program, constraints: [{ ...program.constraints[0]!, lower: 30 }] })).toEqual({
      status: 'infeasible',
    });
  });
});
