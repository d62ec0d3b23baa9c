/**
 * The product pictures must read dates the Brazilian way (dd/mm/aaaa): a date input draws its day, month and year
 * fields in the browser's interface language, which `locale` does not change (scripts/lib/chromium.mjs). Its
 * fields are spin buttons in the accessibility tree, named and ordered as drawn: "Dia, Mês, Ano" in pt-BR,
 * "Month, Day, Year" in en-US. This reads them through the DevTools protocol (they live in the input's
 * user-agent shadow root, out of reach of the page's scripts).
 */
const DATE_PART = /^(dia|mês|ano|day|month|year)$/i;
const PT_BR_ORDER = ['Dia', 'Mês', 'Ano'];

/** The names of the date fields a page draws, in order (every date input's day, month and year). */
export async function dateFieldNames(page) {
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = await session.send('Accessibility.getFullAXTree');
    return (
      nodes
        .filter((node) => node.role?.value === 'spinbutton' && !node.ignored)
        // Chromium names each field twice ("Dia Dia": its label and its placeholder).
        .map((node) => String(node.name?.value ?? '').split(/\s+/)[0])
        .filter((name) => DATE_PART.test(name))
    );
  } finally {
    await session.detach();
  }
}

/** The date fields that are not drawn as dd/mm/aaaa (empty when every date input reads Dia, Mês, Ano). */
export function notPtBrDateFields(names) {
  const wrong = [];
  for (let i = 0; i < names.length; i += 3) {
    const group = names.slice(i, i + 3);
    if (group.join('/') !== PT_BR_ORDER.join('/')) wrong.push(group.join('/'));
  }
  return wrong;
}

/** Throws, naming the picture, when one of its date inputs is not drawn as dd/mm/aaaa. */
export async function assertPtBrDates(page, picture) {
  const wrong = notPtBrDateFields(await dateFieldNames(page));
  if (wrong.length > 0) {
    throw new Error(
      `A imagem "${picture}" mostra datas fora do padrão brasileiro (${wrong.join(', ')}); ` +
        'o Chromium precisa do pacote pt-BR (chromium-l10n) e de LANGUAGE=pt_BR.',
    );
  }
}
