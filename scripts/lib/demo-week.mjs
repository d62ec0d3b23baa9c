/**
 * A realistic week for the marketing pictures' demo person, written through the real API as the screens would:
 * each meal is described in Portuguese, analysed by POST /api/analysis/text (TACO figures) and saved as analysed;
 * water and weights as logged on the dashboard; two questions to the virtual nutritionist. Nothing is invented
 * outside the product: a description the catalog does not fully recognise stops the script.
 */
const DAY_MS = 86_400_000;

const BREAKFASTS = [
  '2 fatias de pão integral com 1 colher de sopa de requeijão e um café com leite',
  'tapioca com queijo minas e um café',
  'iogurte natural com uma banana e 2 colheres de sopa de aveia',
];
const LUNCHES = [
  'arroz, feijão, um bife grelhado e salada de alface e tomate',
  'arroz integral, feijão preto, peito de frango grelhado e brócolis',
  'arroz, feijão, ovo frito e couve refogada',
];
const SNACKS = ['uma maçã e um punhado de castanha-do-pará', 'um iogurte natural e uma pera', 'uma banana'];
const DINNERS = [
  'omelete de 2 ovos com queijo, 2 fatias de pão integral e salada',
  'peito de frango grelhado, arroz, batata doce cozida e salada',
  'arroz, feijão, carne moída cozida e salada de alface e tomate',
];
const WEIGHTS_KG = [72, 71.9, 71.8, 71.8, 71.6, 71.5, 71.4];
const QUESTIONS = ['quanto ainda posso comer hoje?', 'me sugira um lanche com 20 g de proteína e até 300 kcal'];

/** São Paulo's calendar date `daysAgo` days before `now` ("2026-11-25"). */
const spDate = (now, daysAgo) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(now - daysAgo * DAY_MS));
// São Paulo has kept UTC−3 all year since 2019 (Decreto 9.772/2019 ended daylight saving time).
const spInstant = (date, time) => new Date(`${date}T${time}:00-03:00`);

/** Fills the signed-in person's week; `request` is Playwright's APIRequestContext sharing the session cookie. */
export async function seedDemoWeek(request, origin) {
  const call = async (method, path, data) => {
    const res = await request.fetch(new URL(path, origin).href, { method, data, headers: { origin } });
    if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
    return res.headers()['content-type']?.includes('json') ? res.json() : res.text();
  };
  const now = Date.now();
  for (let daysAgo = 6; daysAgo >= 0; daysAgo--) {
    const date = spDate(now, daysAgo);
    const day = [
      ['cafe', '07:30', BREAKFASTS[daysAgo % BREAKFASTS.length]],
      ['almoco', '12:30', LUNCHES[daysAgo % LUNCHES.length]],
      ['lanche', '16:00', SNACKS[daysAgo % SNACKS.length]],
      ['jantar', '20:00', DINNERS[daysAgo % DINNERS.length]],
    ];
    for (const [slot, time, text] of day) {
      const eatenAt = spInstant(date, time);
      if (eatenAt.getTime() > now) continue; // today: only what has already been eaten
      const analysis = await call('POST', '/api/analysis/text', { text });
      if (analysis.unmatched.length > 0) throw new Error(`"${text}": o catálogo não reconheceu ${analysis.unmatched}`);
      const items = analysis.items.map((i) =>
        i.measureId
          ? { foodId: i.foodId, quantity: i.quantity, measureId: i.measureId }
          : { foodId: i.foodId, grams: i.grams },
      );
      await call('POST', '/api/meals', { slot, eatenAt: eatenAt.toISOString(), items, note: null, photoId: null });
    }
    await call('POST', '/api/weights', { weightKg: WEIGHTS_KG[6 - daysAgo], date });
  }
  for (const ml of [300, 250, 500, 250]) await call('POST', '/api/water', { ml });
  for (const text of QUESTIONS) await call('POST', '/api/chat/messages', { text });
}
