/**
 * How sure an analysis is of an item (0–1). Below CONFIRM_BELOW_CONFIDENCE the
 * review screen flags the item "Confira" and the chat names it as unsure: the
 * analyser guessed the measure, lost the preparation or matched the food loosely.
 */
export const CONFIRM_BELOW_CONFIDENCE = 0.6;

/** What the analyser gives an item it wants checked: just under the threshold, so the flag shows. */
export const FLAGGED_CONFIDENCE = CONFIRM_BELOW_CONFIDENCE - 0.01;

export const needsConfirmation = (confidence: number | undefined): boolean =>
  confidence !== undefined && confidence < CONFIRM_BELOW_CONFIDENCE;
