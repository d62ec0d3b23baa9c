/**
 * The marketing pictures must show the product, never a screen that says it is not there yet: a visible text
 * like these fails the picture script (scripts/screenshots.mjs), decision 0028.
 */
export const PLACEHOLDER_PATTERNS = [/dispon[ií]vel em breve/i, /\bem breve\b/i, /\blorem\b/i, /\bplaceholder\b/i];

/**
 * Wording a picture of the product must not show either (issue 25): English words a pt-BR person trips over, a
 * food source inside the food's name instead of its badge ("Tilápia grelhada (USDA)", "Salada (Receita (TACO))";
 * the badge "Receita (TACO)" alone is fine), and an amount said twice ("100 g · 100 g"). Matched per text node.
 */
export const WORDING_PATTERNS = [
  /\btrial\b/i,
  /\bdashboard\b/i,
  /^(?!Receita \(TACO\)$).*\S \((?:TACO|USDA|IBGE|Receita \(TACO\))\)$/m,
  /(\d+(?:,\d+)? ?(?:g|mL)) · \1(?![\d,])/,
];

/** The placeholder phrases and unwanted wording found in a screen's visible text (empty when there are none). */
export function findPlaceholders(visibleText) {
  const found = [];
  for (const pattern of [...PLACEHOLDER_PATTERNS, ...WORDING_PATTERNS]) {
    const match = pattern.exec(visibleText);
    if (match) found.push(lineAround(visibleText, match.index));
  }
  return [...new Set(found)];
}

/** Throws, naming the picture and the text, when the screen shows a placeholder. */
export function assertNoPlaceholders(visibleText, picture) {
  const found = findPlaceholders(visibleText);
  if (found.length > 0) {
    throw new Error(
      `A imagem "${picture}" mostra um texto provisório ou fora do padrão: ${found.map((t) => `"${t}"`).join(', ')}`,
    );
  }
}

function lineAround(text, index) {
  const start = text.lastIndexOf('\n', index) + 1;
  const end = text.indexOf('\n', index);
  return text.slice(start, end === -1 ? undefined : end).trim();
}

/**
 * The text a picture of `page` shows: every rendered text node inside the region (the viewport by default),
 * not what lies below the fold or is hidden (sr-only, display none).
 */
export async function textInPicture(page, region) {
  return page.evaluate((clip) => {
    const area = clip ?? { x: 0, y: 0, width: window.innerWidth, height: window.innerHeight };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const lines = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent?.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rect = range.getBoundingClientRect();
      const inside =
        rect.width > 1 &&
        rect.height > 1 &&
        rect.right > area.x &&
        rect.bottom > area.y &&
        rect.left < area.x + area.width &&
        rect.top < area.y + area.height;
      if (inside) lines.push(text);
    }
    return lines.join('\n');
  }, region ?? null);
}
