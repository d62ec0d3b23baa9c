// Run by bench/meal-plan.bench.mjs through tsx: generates weeks for people drawn from a fixed seed (the
// property test's kind of people) with HiGHS in-process and prints the times as JSON.
import { loadCatalog } from '../../data/catalog/index';
import { loadHighsSolver } from '../../src/server/adapters/solver/highs-solver';
import { generatePlan, type PlanInput } from '../../src/domain/meal-plan/generate-plan';
import { DIET_RESTRICTIONS } from '../../src/domain/meal-plan/restrictions';
import { seededRandom } from '../../src/domain/seeded-random';
import { dailyTargets } from '../../src/domain/goals/targets';
import type { Activity, Goal } from '../../src/domain/goals/energy';
import { plannedSlots } from '../../src/domain/meals/meal-slots';

const WEEKS = Number(process.argv[2] ?? 40);
const catalog = loadCatalog();
const loadStart = performance.now();
const solve = await loadHighsSolver();
const loadMs = performance.now() - loadStart;
const random = seededRandom(27);
const activities: Activity[] = ['sedentary', 'light', 'moderate', 'active', 'athlete'];
const goals: Goal[] = ['lose', 'maintain', 'gain', 'health'];
const input = (i: number): PlanInput => {
  const sex = random() < 0.5 ? 'female' : 'male';
  const targets = dailyTargets(
    {
      sex,
      ageYears: 20 + Math.floor(random() * 50),
      heightCm: 150 + Math.round(random() * 40),
      weightKg: 50 + Math.round(random() * 60),
    },
    activities[i % activities.length]!,
    goals[i % goals.length]!,
  );
  return {
    startDate: '2026-12-07',
    slots: plannedSlots(5),
    targets,
    sex,
    ageYears: 35,
    situations: [],
    preferences: {
      restrictions: DIET_RESTRICTIONS.filter(() => random() < 0.15),
      dislikes: [],
      budget: 'moderado',
      // Every fourth week "rápido", another fourth Nordeste (decision 0068), without changing the people drawn.
      cookingTime: i % 4 === 3 ? 'rapido' : 'normal',
      region: i % 4 === 1 ? 'nordeste' : null,
    },
    favourites: [],
    seed: i,
  };
};
generatePlan(input(WEEKS), { catalog, solve }); // warm-up
const times: number[] = [];
let plans = 0;
for (let i = 0; i < WEEKS; i++) {
  const start = performance.now();
  if (generatePlan(input(i), { catalog, solve }).ok) plans++;
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)] ?? NaN;
console.log(JSON.stringify({ weeks: WEEKS, plans, loadMs, medianMs: at(0.5), p95Ms: at(0.95), maxMs: at(1) }));
