import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Open Food Facts on loopback, speaking its product API v2 as the real one
 * does (200 { status: 1, product }, 404 { status: 0 }); a few codes misbehave
 * on purpose. Counts requests, so tests can see the cache at work.
 */
export const FAKE_OFF = {
  /** Answers after the client has given up. */
  slowCode: '7890000000017',
  /** 200 with a body that is not JSON. */
  malformedCode: '7890000000024',
  /** 500. */
  brokenCode: '7890000000031',
};

/**
 * A yoghurt the fake knows in the API tests and the journeys (Open Food Facts' product API v2 field names).
 * Its sugars and saturated fat are USDA FoodData Central's "Yogurt, plain, whole milk" (SR Legacy, fdcId 171284:
 * 4.66 g sugars, 2.096 g saturated fat per 100 g; ../shared/data/usda-fdc), rounded to one decimal as a label
 * prints them; trans fat 0 g is what Brazilian labels of plain yoghurt declare (under 0.1 g per portion is
 * declared 0, ANVISA IN 75/2020 annex IV). Sodium 0.05 g is 50 mg (USDA: 46 mg).
 */
export const IOGURTE = {
  code: '7891000100103',
  product: {
    product_name_pt: 'Iogurte natural integral',
    brands: 'Laticínios Exemplo',
    serving_size: '1 pote (170 g)',
    serving_quantity: '170',
    nutriments: {
      'energy-kcal_100g': 63,
      proteins_100g: 3.5,
      carbohydrates_100g: 4.7,
      fat_100g: 3.3,
      'saturated-fat_100g': 2.1,
      'trans-fat_100g': 0,
      sugars_100g: 4.7,
      sodium_100g: 0.05,
    },
  },
};

/**
 * A grape juice sold in 1 L bottles, its figures per 100 ml as OFF keeps a drink's (issue 25: shown and logged in
 * mL, not grams). The figures are USDA FoodData Central's "Grape juice, canned or bottled, unsweetened, with added
 * ascorbic acid and calcium" (SR Legacy, fdcId 168207; ../shared/data/usda-fdc: 62 kcal, 14.77 g carbohydrates,
 * 14.2 g sugars, 0.37 g protein, 0.13 g fat, 5 mg sodium per 100 g), rounded as a label prints them.
 */
export const SUCO_DE_UVA = {
  code: '7891000200209',
  product: {
    product_name_pt: 'Suco de uva integral',
    brands: 'Vinícola Exemplo',
    quantity: '1 L',
    product_quantity_unit: 'ml',
    serving_size: '1 copo (200 ml)',
    serving_quantity: '200',
    serving_quantity_unit: 'ml',
    nutriments: {
      'energy-kcal_100g': 62,
      proteins_100g: 0.4,
      carbohydrates_100g: 14.8,
      sugars_100g: 14.2,
      fat_100g: 0.1,
      sodium_100g: 0.005,
    },
  },
};

/** `port` 0 picks a free one (the API tests); the browser journeys pass theirs. `slowMs`: how late slowCode answers. */
export async function startFakeOpenFoodFacts(
  products: Record<string, unknown>,
  { port = 0, slowMs = 2_000 }: { port?: number; slowMs?: number } = {},
) {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(url.pathname + url.search);
    const code = /^\/api\/v2\/product\/(\d+)\.json$/.exec(url.pathname)?.[1];
    if (!code) return void res.writeHead(404).end();
    if (code === FAKE_OFF.slowCode) return void setTimeout(() => res.writeHead(200).end('{}'), slowMs);
    if (code === FAKE_OFF.malformedCode)
      return void res.writeHead(200, { 'content-type': 'application/json' }).end('<html>');
    if (code === FAKE_OFF.brokenCode) return void res.writeHead(500).end();
    const product = products[code];
    res.writeHead(product ? 200 : 404, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        product
          ? { code, status: 1, status_verbose: 'product found', product }
          : { code, status: 0, status_verbose: 'product not found' },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
