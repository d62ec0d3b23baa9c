import { previousWeek } from '../../../domain/notifications/local-weeks';
import { checkSuggestion } from '../../../domain/weekly-review/suggestion-check';
import { suggestionFigures } from '../../../domain/weekly-review/suggestion-figures';
import type { WeeklyReview } from '../../../domain/weekly-review/weekly-review';
import type { Deps } from '../deps';
import { buildWeeklyReview } from './build-weekly-review';
import { keepSuggestion, storedSuggestion, type StoredSuggestion } from './weekly-suggestion-repository';

export type WeeklyReviewDeps = Pick<Deps, 'db' | 'log' | 'clock' | 'weeklySuggestionModel'>;

/**
 * "Sua semana" for a week, with the one suggestion every channel shows (decision 0067). For the last complete week
 * (the one Monday sends) the suggestion is written once per set of figures — by the model when one is configured
 * and its answer passes the check, else by the rules — and kept, so the page, push, e-mail and WhatsApp read the
 * same text; a meal logged late changes the figures and so the suggestion. A week not over yet, or an older week
 * with nothing kept for its figures, gets the rules' suggestion (no model call for weeks nobody is sent).
 */
export async function weeklyReviewFor(
  deps: WeeklyReviewDeps,
  userId: string,
  week: { start: string; end: string },
  today: string,
): Promise<WeeklyReview> {
  const review = await buildWeeklyReview(deps.db, userId, week.start, week.end);
  if (week.end >= today) return review;
  const figures = suggestionFigures(review);
  const key = figures.join('\n');
  const stored = await storedSuggestion(deps.db, userId, week.start);
  if (stored?.figures === key) return { ...review, suggestion: stored.text, suggestionWrittenBy: stored.source };
  if (week.start !== previousWeek(today).start) return review;
  const written = await writeSuggestion(deps, figures, review.suggestion);
  const kept = await keepSuggestion(deps.db, userId, week.start, { figures: key, ...written }, deps.clock());
  return { ...review, suggestion: kept.text, suggestionWrittenBy: kept.source };
}

/** The model's suggestion when it answers one that passes the check; else the rules'. */
async function writeSuggestion(
  deps: WeeklyReviewDeps,
  figures: string[],
  rules: string,
): Promise<Omit<StoredSuggestion, 'figures'>> {
  const model = deps.weeklySuggestionModel;
  if (!model) return { text: rules, source: 'rules' };
  const answer = await model.suggest(figures);
  const checked = answer.ok ? checkSuggestion(answer.text, figures) : { ok: false as const, reason: answer.detail };
  if (checked.ok) return { text: checked.text, source: 'model' };
  deps.log.warn(
    { reason: checked.reason, model: model.model },
    'sua semana: sugestão do modelo não usada; vale a das regras',
  );
  return { text: rules, source: 'rules' };
}
