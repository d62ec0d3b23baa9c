import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCLAIMER_VERSION, HEALTH_DATA_CONSENT, LEGAL_DOCUMENTS, TERMS_VERSION } from '../../../contracts/legal';
import { pricingSchema } from '../../../contracts/pricing';
import { contactInfoSchema } from '../../../contracts/help';
import { CONTACT_DATA_ID, LIVE_DATA_ID, PRERENDERED_DIR, PRICING_DATA_ID } from '../../../contracts/site';
import { createAiClient } from '../../adapters/ai/ai-client';
import { createFoodRecognizer } from '../../adapters/ai/vision-foods';
import { appRatings } from '../../db/schema';
import { prerenderPublicPages } from '../../../web/features/site/entry-prerender';
import { consents, users } from '../../db/schema';
import { browser, createTestApp, TEST_ORIGIN, validSignup, type TestApp } from '../../test/test-app';

// The real pre-rendering of the build, into a throw-away dist/: web/ (the SPA) and prerendered/.
const dist = mkdtempSync(path.join(tmpdir(), 'nutri-site-'));
let t: TestApp;
beforeAll(async () => {
  mkdirSync(path.join(dist, 'web'));
  mkdirSync(path.join(dist, PRERENDERED_DIR));
  writeFileSync(path.join(dist, 'web', 'index.html'), '<!doctype html><div id="root"></div>');
  const template = readFileSync(path.resolve('site.html'), 'utf8');
  for (const page of prerenderPublicPages(template)) {
    writeFileSync(path.join(dist, PRERENDERED_DIR, page.file), page.html);
  }
  t = await createTestApp({ webDir: path.join(dist, 'web') });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const setClock = (iso: string) => t.clock.advance(new Date(iso).getTime() - t.clock.now().getTime());
const embeddedPricing = (html: string) =>
  pricingSchema.parse(JSON.parse(new RegExp(`id="${PRICING_DATA_ID}">([^<]*)<`).exec(html)?.[1] ?? 'null'));

describe('caminhos desconhecidos', () => {
  it('respondem 404 (com o app, que mostra "Página não encontrada"); as telas do app, 200', async () => {
    const missing = await t.app.request('/pagina-que-nao-existe');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<div id="root">');
    expect((await t.app.request('/dashboard/history')).status).toBe(200);
    expect((await t.app.request('/assinatura/teste/6b1e3c1a-0000-4000-8000-000000000000')).status).toBe(200);
    expect((await t.app.request('/api/nao-existe')).status).toBe(404);
  });
});

describe('página inicial pré-renderizada', () => {
  it('mostra a oferta encerrada depois do prazo, com preço, metadados e dados estruturados', async () => {
    setClock('2026-11-22T15:00:00Z');
    const res = await t.app.request('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    const html = await res.text();
    expect(html).not.toMatch(/%%[A-Z_]+%%/);
    // Today's offer leads; the launch price nobody can get any more is not on the page (issue 25).
    expect(html).not.toContain('lançamento');
    expect(html).not.toContain('29,90');
    expect(html).toContain('R$\u00a049,90');
    // Nothing invented: no rating, user count or testimonial; no WhatsApp where the channel is off.
    expect(html).not.toMatch(/avalia[çc][õo]es|usuários|ilustrativos|aggregateRating/);
    expect(html).not.toContain('WhatsApp');
    expect(html).toContain(`id="${LIVE_DATA_ID}">{"ratings":null,"whatsapp":false,"photoAnalysis":false}<`);
    expect(html).not.toContain('role="timer"');
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/" />`);
    expect(html).toContain(`<meta property="og:url" content="${TEST_ORIGIN}/" />`);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,160}"/);
    expect(html).toContain('"@type":"Product"');
    expect(html).toContain('"price":"49.90"');
    expect(html).toContain('"@type":"FAQPage"');
    expect(embeddedPricing(html)).toMatchObject({ offerActive: false, serverNow: '2026-11-22T15:00:00.000Z' });
    // The questions, in the HTML itself (no JavaScript needed); the launch one only while it is open.
    expect(html.match(/<details/g)).toHaveLength(7);
  });

  it('mostra a oferta de lançamento com a contagem do relógio do servidor antes do prazo', async () => {
    // 2 days, 3 h, 5 min and 7 s before 31/10/2025 23:59:59 (+1 s) in São Paulo.
    setClock('2025-10-29T23:54:53Z');
    const html = await (await t.app.request('/')).text();
    expect(html).not.toMatch(/%%[A-Z_]+%%/);
    expect(html).toContain('Sim! Garantir R$\u00a029,90 Agora');
    expect(html).toContain('Tempo restante da oferta de lançamento: 2 dias, 3 horas, 5 minutos e 7 segundos');
    expect(html).toContain('"price":"29.90"');
    expect(html).toContain('"priceValidUntil":"2025-10-31"');
    expect(embeddedPricing(html)).toMatchObject({ offerActive: true, serverNow: '2025-10-29T23:54:53.000Z' });
  });

  it('troca de estado no segundo exato do fim da oferta', async () => {
    setClock('2025-11-01T02:59:59.999Z');
    expect(await (await t.app.request('/')).text()).toContain('role="timer"');
    setClock('2025-11-01T03:00:00Z');
    expect(await (await t.app.request('/')).text()).not.toContain('role="timer"');
  });
});

describe('fotos na página inicial (AI_VISION_MODEL, decisão 0071)', () => {
  const PHOTO_CLAIMS = /Fotografe|por foto|pela foto|da foto|nas fotos/;

  it('sem modelo de visão, não promete análise por foto: promete a análise por descrição', async () => {
    setClock('2026-11-22T15:00:00Z');
    const html = await (await t.app.request('/')).text();
    expect(html).not.toMatch(PHOTO_CLAIMS);
    expect(html).toContain('Descreva o prato e saiba o que você está comendo');
    expect(html).toContain('Análise de refeições por descrição, sem limite');
    expect(html).toContain('"description":"Nutricionista virtual com IA: análise de refeições por descrição');
  });

  it('com modelo de visão, a página promete a foto (e o diz ao script da página)', async () => {
    // Never called: the page only needs to know this server has a vision model.
    const vision = createFoodRecognizer({
      client: createAiClient({ baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'chave-teste' }, 1_000),
      model: 'visao-site',
    });
    const withVision = await createTestApp({ webDir: path.join(dist, 'web'), vision });
    try {
      withVision.clock.advance(new Date('2026-11-22T15:00:00Z').getTime() - withVision.clock.now().getTime());
      const html = await (await withVision.app.request('/')).text();
      expect(html).not.toMatch(/%%[A-Z_]+%%/);
      expect(html).toContain('Fotografe o prato e saiba o que você está comendo');
      expect(html).toContain('Análises de refeições por foto ilimitadas');
      expect(html).toContain('<title>Nutri — nutricionista virtual com IA: calorias e macros pela foto</title>');
      expect(html).toContain(`id="${LIVE_DATA_ID}">{"ratings":null,"whatsapp":false,"photoAnalysis":true}<`);
    } finally {
      await withVision.close();
    }
  });
});

describe('nota do app na página inicial (RATINGS_MIN_TO_SHOW)', () => {
  let rated: TestApp;
  beforeAll(async () => {
    rated = await createTestApp({ webDir: path.join(dist, 'web'), ratingsMinToShow: 2 });
  });
  afterAll(() => rated.close());

  async function rating(email: string, stars: number | null) {
    await browser(rated.app).post('/api/auth/signup', validSignup({ email }));
    const [user] = await rated.db.select().from(users).where(eq(users.email, email));
    const now = rated.clock.now();
    await rated.db.insert(appRatings).values({ userId: user!.id, stars, createdAt: now, updatedAt: now });
  }

  it('mostra a média real, no HTML e nos dados estruturados, só a partir do mínimo de avaliações', async () => {
    await rating('um.site@example.com', 5);
    await rating('dispensou.site@example.com', null);
    let html = await (await rated.app.request('/')).text();
    expect(html).not.toContain('aggregateRating');
    expect(html).toContain(`id="${LIVE_DATA_ID}">{"ratings":null,"whatsapp":false,"photoAnalysis":false}<`);

    await rating('dois.site@example.com', 4);
    html = await (await rated.app.request('/')).text();
    expect(html).not.toMatch(/%%[A-Z_]+%%/);
    expect(html).toContain(
      `id="${LIVE_DATA_ID}">{"ratings":{"average":4.5,"count":2},"whatsapp":false,"photoAnalysis":false}<`,
    );
    const product = JSON.parse(
      /<script type="application\/ld\+json">(\{"@context[^<]*"Product"[^<]*)<\/script>/.exec(html)![1]!,
    );
    expect(product.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: '4.5',
      ratingCount: 2,
      bestRating: '5',
      worstRating: '1',
    });
  });
});

describe('páginas legais', () => {
  it.each(Object.values(LEGAL_DOCUMENTS))('$path mostra título, versão e data, sem script', async (doc) => {
    const res = await t.app.request(doc.path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>${doc.title} | Nutri</title>`);
    expect(html).toContain(`Versão ${doc.version}`);
    expect(html).toContain(`em vigor desde ${doc.effectiveOn.split('-').reverse().join('/')}`);
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}${doc.path}" />`);
    expect(html).not.toContain('<script type="module"');
  });

  it('o cadastro registra as versões exibidas em /termos, /privacidade e /limitacoes', async () => {
    const res = await browser(t.app).post('/api/auth/signup', validSignup({ email: 'versoes@example.com' }));
    expect(res.status).toBe(201);
    const [user] = await t.db.select().from(users).where(eq(users.email, 'versoes@example.com'));
    const rows = await t.db.select().from(consents).where(eq(consents.userId, user!.id));
    const recorded = Object.fromEntries(rows.map((r) => [r.kind, r.version]));
    expect(recorded).toEqual({
      terms: TERMS_VERSION,
      disclaimer: DISCLAIMER_VERSION,
      health_data: HEALTH_DATA_CONSENT.version,
    });
    const { terms, privacy, limitations } = LEGAL_DOCUMENTS;
    expect(recorded.terms).toBe(`termos-${terms.version}+privacidade-${privacy.version}`);
    expect(recorded.disclaimer).toBe(`limitacoes-${limitations.version}`);
  });

  it.each([
    ['/terms', '/termos'],
    ['/privacy', '/privacidade'],
  ])('%s redireciona (301) para %s', async (from, to) => {
    const res = await t.app.request(from);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(to);
  });
});

describe('robots.txt e sitemap.xml', () => {
  it('robots.txt libera as páginas públicas, fecha o app e aponta o sitemap', async () => {
    const res = await t.app.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/dashboard$/m);
    expect(text).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
  });

  it('sitemap.xml lista as quatro páginas públicas, as legais com a data da versão', async () => {
    const res = await t.app.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/xml/);
    const xml = await res.text();
    expect(xml.match(/<loc>/g)).toHaveLength(4);
    expect(xml).toContain(`<loc>${TEST_ORIGIN}/</loc>`);
    expect(xml).toContain(
      `<url><loc>${TEST_ORIGIN}/termos</loc><lastmod>${LEGAL_DOCUMENTS.terms.effectiveOn}</lastmod></url>`,
    );
  });

  it('as outras rotas continuam com o app (SPA)', async () => {
    const res = await t.app.request('/login');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root"></div>');
  });
});

describe('contato e empresa nas páginas públicas (SUPPORT_EMAIL, COMPANY_*)', () => {
  const contact = {
    supportEmail: 'ajuda@exemplo.com.br',
    dpoEmail: 'dpo@exemplo.com.br',
    company: { legalName: 'Nutri & Filhos <Ltda>', cnpj: '12.345.678/0001-90', address: null },
  };
  let configured: TestApp;
  beforeAll(async () => {
    configured = await createTestApp({ webDir: path.join(dist, 'web'), contact });
  });
  afterAll(() => configured.close());

  it.each(['/', '/termos', '/limitacoes'])('%s já sai do servidor com o e-mail e a empresa configurados', async (p) => {
    const html = await (await configured.app.request(p)).text();
    expect(html).not.toMatch(/%%[A-Z_]+%%/);
    expect(html).toContain('href="mailto:ajuda@exemplo.com.br"');
    expect(html).not.toContain('suporte@nutri.app.br');
    expect(html).toContain('Nutri &amp; Filhos &lt;Ltda&gt; · CNPJ 12.345.678/0001-90</p>');
    const embedded = new RegExp(`id="${CONTACT_DATA_ID}">([^<]*)<`).exec(html)?.[1] ?? 'null';
    expect(contactInfoSchema.parse(JSON.parse(embedded))).toEqual(contact);
  });

  it('/privacidade traz o e-mail do encarregado configurado (DPO_EMAIL), as finalidades e os operadores', async () => {
    const html = await (await configured.app.request('/privacidade')).text();
    expect(html).not.toMatch(/%%[A-Z_]+%%/);
    expect(html).toContain('href="mailto:dpo@exemplo.com.br"');
    expect(html).not.toContain('encarregado@nutri');
    for (const text of [
      'Base legal',
      'Provedor de inteligência artificial',
      'Mercado Pago',
      'Meta Platforms',
      'SMTP',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('art. 11, I');
  });

  it('sem empresa configurada, a linha da empresa fica vazia', async () => {
    const html = await (await t.app.request('/termos')).text();
    expect(html).toContain('href="mailto:suporte@nutri.local"');
    expect(html).toMatch(/data-testid="company-identity"><\/p>/);
  });
});
