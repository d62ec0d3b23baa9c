/** Steps a person reads at a glance: 1, 2, 2.5 and 5 times a power of ten (Heckbert, "Nice numbers for graph labels", Graphics Gems, 1990). */
const NICE_STEPS = [1, 2, 2.5, 5, 10] as const;

/**
 * Evenly spaced round ticks covering [min, max] with at most `maxTicks` marks: a weight chart from 69.6 to 74.5 kg
 * gets 68 / 70 / 72 / 74 / 76, not 69,6 / 71,6 / 73,6 / 74,5 (issue 25). A single value gets the ticks around it.
 */
export function niceTicks(min: number, max: number, maxTicks = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max) || maxTicks < 2) return [];
  let [low, high] = min <= max ? [min, max] : [max, min];
  if (high === low) {
    // One value: a band of 2% of it (at least 1) around it.
    const half = Math.max(Math.abs(low) * 0.01, 0.5);
    [low, high] = [low - half, high + half];
  }
  const span = high - low;
  const rough = span / (maxTicks - 1);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  for (const nice of NICE_STEPS) {
    const step = nice * magnitude;
    const from = Math.floor(low / step) * step;
    const last = Math.ceil(high / step) * step;
    const count = Math.round((last - from) / step) + 1;
    if (count <= maxTicks) {
      const decimals = Math.max(0, -Math.floor(Math.log10(step)) + (nice === 2.5 ? 1 : 0));
      return Array.from({ length: count }, (_, i) => Number((from + i * step).toFixed(decimals)));
    }
  }
  return [low, high];
}
