import { editDistanceWithin } from '../foods/edit-distance';

/**
 * Folds typos of the words the assistant's rules look for back to the words
 * themselves ("calorais" → "calorias", "taquicardya" → "taquicardia", "onten" →
 * "ontem"), so every rule forgives slips without listing them one by one.
 * A word is changed only when it is not itself a word of the lexicon and is
 * within one slip (two from 10 letters) of a lexicon word of at least 5 letters
 * that starts with the same letter (slips rarely hit the first one, and this
 * keeps "quando" from becoming "suando"); the nearest wins, the first listed
 * on a tie (forms of one word sit together). Short words ("sal", "mal") are
 * too close to others to be guessed.
 */
export function correctWords(key: string, lexicon: readonly string[]): string {
  const known = new Set(lexicon);
  const candidates = lexicon.filter((word) => word.length >= 5);
  return key.replace(/[a-z]{4,}/g, (token) => {
    if (known.has(token)) return token;
    const allowed = token.length >= 10 ? 2 : 1;
    let best: string | null = null;
    let bestDistance = allowed + 1;
    for (const word of candidates) {
      if (word[0] !== token[0]) continue;
      const distance = editDistanceWithin(token, word, allowed);
      if (distance === null) continue;
      if (distance < bestDistance) {
        best = word;
        bestDistance = distance;
      }
    }
    return best ?? token;
  });
}
