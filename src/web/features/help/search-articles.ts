import { toSearchKey } from '@/domain/foods/search-key';
import type { HelpArticle } from './help-articles';

/**
 * Accent- and case-insensitive search: every word typed must appear in the
 * title, text or keywords (words of 1–2 letters are ignored: "de", "o").
 * Title matches rank first; otherwise the articles keep their reading order.
 */
export function searchArticles(articles: readonly HelpArticle[], query: string): HelpArticle[] {
  const words = toSearchKey(query)
    .split(' ')
    .filter((word) => word.length > 2);
  if (words.length === 0) return [...articles];
  const scored = articles.flatMap((article, index) => {
    const title = toSearchKey(article.title);
    const all = `${title} ${toSearchKey(article.paragraphs.join(' '))} ${toSearchKey(article.keywords)}`;
    if (!words.every((word) => all.includes(word))) return [];
    return [{ article, index, score: words.filter((word) => title.includes(word)).length }];
  });
  return scored.sort((a, b) => b.score - a.score || a.index - b.index).map((s) => s.article);
}
