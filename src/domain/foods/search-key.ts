/**
 * Search keys: what a person types and what the catalog stores are compared
 * after this normalisation, so "Feijão" = "feijao" = "FEIJÃO" and
 * "banana-da-terra" = "banana da terra". Lowercase, accents stripped (NFD then
 * drop combining marks), any run of non-alphanumerics becomes one space.
 */
export function toSearchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
