import { expect, test } from './support/test';
import { expectAccessible, startSignedIn, uniqueEmail } from './support/helpers';

// Issue 25: on the phone (390×844) the meal's total stays in sight, above the bottom bar, while the items scroll.
test('no celular, o total da refeição fica visível enquanto se rolam os itens @mobile', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'a barra inferior e o total fixo são do celular');
  test.slow(); // nine items analysed and an axe run on a shared machine
  await startSignedIn(page, { name: 'Téo Lima', email: uniqueEmail('teo') });
  await page.goto('/dashboard/analyze');
  await page
    .getByLabel('O que tem no prato?')
    .fill('arroz, feijão, bife, salada de alface, farofa, banana, suco de laranja, pudim e café com leite');
  await page.getByRole('button', { name: 'Analisar' }).click();
  const items = page.getByRole('list', { name: 'Alimentos' }).getByRole('listitem');
  await expect(items.nth(6)).toBeVisible();
  const total = page.getByRole('region', { name: 'Total da refeição' });
  const bar = page.getByRole('navigation', { name: 'Navegação inferior' });

  // At the first item and at the last, the total is on screen and nothing (the bottom bar, its camera button)
  // covers its heading or its energy.
  for (const item of [items.first(), items.last()]) {
    await item.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await expect(total).toBeInViewport();
    const box = (await total.boundingBox())!;
    // One row of figures: it covers at most a fifth of the 844 px screen (two rows covered about 225 px).
    expect(box.height).toBeLessThanOrEqual(844 / 5);
    const barTop = (await bar.boundingBox())!.y;
    expect(box.y + box.height).toBeLessThanOrEqual(barTop);
    for (const part of [total.getByRole('heading', { name: 'Total da refeição' }), total.getByText('Energia')]) {
      const at = (await part.boundingBox())!;
      const hit = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('section')?.getAttribute('aria-labelledby') ?? null,
        { x: at.x + at.width / 2, y: at.y + at.height / 2 },
      );
      expect(hit).toBe('total-title');
    }
  }
  await expectAccessible(page);
});
