/**
 * A small deterministic pseudo-random generator (mulberry32, Tommy Ettinger's public-domain
 * 32-bit generator): the same seed gives the same plan on every machine. Not for secrets.
 */
export type Random = () => number;

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seed derived from another and a label (day, meal, attempt), so each part draws its own stream. */
export function deriveSeed(seed: number, ...parts: (string | number)[]): number {
  let hash = (seed ^ 0x811c9dc5) >>> 0;
  for (const char of parts.join('|')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Picks one of `items` with probability proportional to its weight (all weights ≥ 0); null when none can be picked. */
export function weightedPick<T>(items: readonly T[], weight: (item: T) => number, random: Random): T | null {
  const weights = items.map((item) => Math.max(0, weight(item)));
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (!(total > 0)) return null;
  let point = random() * total;
  for (let i = 0; i < items.length; i++) {
    point -= weights[i] ?? 0;
    if (point < 0) return items[i] ?? null;
  }
  return items[items.length - 1] ?? null;
}
