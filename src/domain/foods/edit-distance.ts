/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent swaps), cut
 * off above `max`: enough to forgive one or two slips ("fejão", "brocolis",
 * "arros", "tomtae") without comparing whole vocabularies at full cost.
 */
export function editDistanceWithin(a: string, b: string, max: number): number | null {
  if (Math.abs(a.length - b.length) > max) return null;
  if (a === b) return 0;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return null;
    before = previous;
    previous = current;
  }
  const distance = previous[b.length] ?? max + 1;
  return distance <= max ? distance : null;
}

/** Slips forgiven for a word of this length: none below 4 letters, one up to 7, two from 8. */
export function typoAllowance(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}
