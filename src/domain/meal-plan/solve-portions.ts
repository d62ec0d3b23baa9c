import type { LinearProgram, LpSolution, SolveLinearProgram } from './linear-program';

/**
 * Solves the day's integer program in stages, each by the solver: first the linear relaxation (amounts
 * may be fractions — milliseconds), then the integer program with every amount between the floor and the
 * ceiling of its relaxed value, then within one step more, then unrestricted. Searching near the
 * relaxation first is the classic relaxation-induced neighbourhood (Danna, Rothberg & Le Pape, Math.
 * Program. 102:71-90, 2005); it finds household amounts in tens of milliseconds where the open search may
 * take a second, and the later stages keep the answer exact when the neighbourhood has none.
 */
export function solvePortions(program: LinearProgram, solve: SolveLinearProgram): LpSolution {
  const relaxed = solve({ ...program, variables: program.variables.map((v) => ({ ...v, integer: false })) });
  if (relaxed.status !== 'optimal') return relaxed;
  for (const widen of [0, 1]) {
    const near = solve({
      ...program,
      variables: program.variables.map((v) => {
        if (!v.integer) return v;
        const value = relaxed.values[v.name] ?? v.lower;
        return {
          ...v,
          lower: Math.max(v.lower, Math.floor(value + 1e-6) - widen),
          upper: Math.min(v.upper, Math.ceil(value - 1e-6) + widen),
        };
      }),
    });
    if (near.status === 'optimal') return near;
  }
  return solve(program);
}
