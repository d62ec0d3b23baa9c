import highsLoader from 'highs';
import type { LinearProgram, LpSolution, SolveLinearProgram } from '../../../domain/meal-plan/linear-program';
import { toLpText } from './lp-text';

/**
 * The meal plan's solver: HiGHS (University of Edinburgh; MIT licence) compiled to WebAssembly, from the
 * npm package `highs`. The .wasm ships inside the package and is read from node_modules — nothing is
 * downloaded. Loading takes about 0.2 s, once per process; each solve builds a fresh native model, single
 * threaded, so the same program always gets the same answer.
 */
type Highs = Awaited<ReturnType<typeof highsLoader>>;

let loading: Promise<Highs> | null = null;

/** Statuses of a search stopped by a limit, whose incumbent (if any) is a feasible answer. */
const LIMITS = new Set<string>(['Time limit reached', 'Iteration limit reached', 'Solution limit reached', 'Unknown']);

export async function loadHighsSolver(): Promise<SolveLinearProgram> {
  loading ??= highsLoader();
  const highs = await loading;
  return (program: LinearProgram): LpSolution => {
    // Stop within 1 objective unit (about 50 kcal of amounts away from the usual portions) of the best:
    // closer is invisible in household measures. The search is bounded by nodes, not seconds, so a busy
    // machine gets the same answer as an idle one (a time limit made the plan depend on the load); the
    // time limit only guards against a pathological model. A limit's best answer so far is still feasible
    // (the caller checks every bound again).
    let solution: ReturnType<Highs['solve']>;
    try {
      solution = highs.solve(toLpText(program), {
        time_limit: 30,
        mip_max_nodes: 2000,
        mip_abs_gap: 1,
        mip_rel_gap: 0.02,
      });
    } catch {
      // HiGHS refuses a model it cannot read (a non-finite figure): no solution, never a crash of the request.
      return { status: 'infeasible' };
    }
    const values: Record<string, number> = {};
    let primal = false;
    for (const [name, column] of Object.entries(solution.Columns)) {
      if ('Primal' in column) {
        values[name] = column.Primal;
        primal = true;
      }
    }
    const feasible = solution.Status === 'Optimal' || (LIMITS.has(solution.Status) && primal);
    return feasible ? { status: 'optimal', values } : { status: 'infeasible' };
  };
}
