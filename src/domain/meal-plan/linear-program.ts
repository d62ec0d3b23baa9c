/**
 * A mixed-integer linear program, as the domain states it, and the port of whatever solves it (the server
 * passes HiGHS compiled to WebAssembly: src/server/adapters/solver/highs-solver.ts). The domain builds the
 * model and reads the answer; it never runs a solver itself (ARCHITECTURE.md: the domain never reaches out).
 */
export interface LpVariable {
  name: string;
  lower: number;
  upper: number;
  integer: boolean;
  /** Coefficient in the objective (minimised). */
  cost: number;
}

export interface LpConstraint {
  name: string;
  terms: readonly { variable: string; coefficient: number }[];
  lower?: number;
  upper?: number;
}

export interface LinearProgram {
  variables: readonly LpVariable[];
  constraints: readonly LpConstraint[];
}

export type LpSolution = { status: 'optimal'; values: Readonly<Record<string, number>> } | { status: 'infeasible' };

export type SolveLinearProgram = (program: LinearProgram) => LpSolution;
