/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent swaps), cut
 * off above `max`: enough to forgive one or two slips ("fejão", "brocolis",
 * "arros", "tomtae") without comparing whole vocabularies at full cost.
 */
export function editDistanceWithin(a: string, b: string, max: number, substitution = unitSubstitution): number | null {
  if (Math.abs(a.length - b.length) > max) return null;
  if (a === b) return 0;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = substitution(a[i - 1] ?? '', b[j - 1] ?? '');
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

function unitSubstitution(x: string, y: string): number {
  return x === y ? 0 : 1;
}

const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
/** Letters a Portuguese writer swaps by sound ("arros", "alfase", "jenjibre", "carme"). */
const SOUND_ALIKE = ['sz', 'sc', 'cz', 'ck', 'cq', 'gj', 'xs', 'mn', 'ie', 'ou', 'lu', 'yi', 'wv'];

function neighbours(): Set<string> {
  const pairs = new Set<string>(SOUND_ALIKE.flatMap((pair) => [pair, `${pair[1]}${pair[0]}`]));
  KEYBOARD_ROWS.forEach((row, r) => {
    for (let i = 0; i < row.length; i++) {
      const key = row[i] ?? '';
      const around = [row[i - 1], row[i + 1], KEYBOARD_ROWS[r + 1]?.[i], KEYBOARD_ROWS[r + 1]?.[i - 1]];
      for (const other of around) if (other) pairs.add(`${key}${other}`).add(`${other}${key}`);
    }
  });
  return pairs;
}
const SLIPS = neighbours();

/**
 * For reading descriptions: a letter typed for another counts as one slip
 * only when the two sit side by side on the keyboard or sound alike; any
 * other swap counts twice, because it more likely names another word
 * ("canela" is not a slip for canola, "bolo" not for bola).
 */
export function slipSubstitution(x: string, y: string): number {
  if (x === y) return 0;
  return SLIPS.has(`${x}${y}`) ? 1 : 2;
}
