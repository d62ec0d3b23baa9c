import { describe, expect, it } from 'vitest';
import { linesFromText, linesFromTesseract } from './ocr-text';
import { readNumberWord, readNutritionLabel, type LabelReading } from './read-label';

const read = (text: string) => readNutritionLabel(linesFromText(text));
const portion = (r: LabelReading) => (r.portion ? [r.portion.amount, r.portion.unit, r.portion.measure] : null);
const values = (figures: LabelReading['perPortion']) =>
  Object.fromEntries(Object.entries(figures).map(([key, figure]) => [key, figure?.value ?? null]));

describe('tabela nutricional: modelo novo (RDC 429/2020, IN 75/2020)', () => {
  const clean = `INFORMAÇÃO NUTRICIONAL
Porções por embalagem: 10
Porção: 30 g (2 colheres de sopa)
100 g 30 g %VD*
Valor energético (kcal) 394 118 6
Carboidratos totais (g) 57 17 6
Açúcares totais (g) 1,2 0,4
Açúcares adicionados (g) 0 0 0
Proteínas (g) 14 4,2 8
Gorduras totais (g) 8,5 2,6 4
Gorduras saturadas (g) 1,5 0,5 2
Gorduras trans (g) 0 0
Fibras alimentares (g) 9,1 2,7 11
Sódio (mg) 4 1 0
*Percentual de valores diários fornecidos pela porção.`;

  it('lê a porção, as porções por embalagem e as duas colunas', () => {
    const reading = read(clean);
    expect(reading.layout).toBe('rdc429');
    expect(portion(reading)).toEqual([30, 'g', '2 colheres de sopa']);
    expect(reading.servingsPerPack).toBe(10);
    expect(values(reading.per100)).toEqual({
      energyKcal: 394,
      carbsG: 57,
      sugarsTotalG: 1.2,
      sugarsAddedG: 0,
      proteinG: 14,
      fatG: 8.5,
      saturatedFatG: 1.5,
      transFatG: 0,
      fiberG: 9.1,
      sodiumMg: 4,
    });
    expect(values(reading.perPortion)).toMatchObject({
      energyKcal: 118,
      carbsG: 17,
      proteinG: 4.2,
      fiberG: 2.7,
      sodiumMg: 1,
    });
    expect(reading.looksLikeLabel).toBe(true);
    expect(reading.per100.energyKcal?.derived).toBe(false);
  });

  it('guarda a caixa da palavra de onde veio cada número e a da linha inteira', () => {
    const reading = read(clean);
    // "Proteínas (g) 14 4,2 8" is line 8 (0-based) of the text: y = 8 × 20.
    const protein = reading.perPortion.proteinG!;
    expect(protein.box).toEqual({ x0: 170, y0: 160, x1: 200, y1: 176 });
    expect(protein.rowBox.x0).toBe(0);
    expect(protein.rowBox.x1).toBe(200);
    expect(protein.confidence).toBeCloseTo(0.9);
  });

  it('com o ruído do OCR de verdade: vírgula perdida, O por 0, (g) lido como (9), marcas de borda', () => {
    // Tesseract's output for data/eval/labels/label-04-rdc429.jpg (pão de forma integral, 50 g).
    const reading = read(`INFORMAÇÃO NUTRICIONAL
Porções por embalagem: 10
Porção: 50 g (2 fatias)                           "
100 50,
VD"
g gg
Valor energético (kcal)       246 123         6
Carboidratos totais (g)         42 21         7
Açúcares totais (9)          5,2 2,6         ”
qo om adicionados      38 19        4
Proteínas (g)                   11. 5,5       uu
Gorduras totais (9)             34 1,7         3
Gorduras saturadas         07 O4         2
(9)                                                    "
Gorduras trans (g)             o       0         o
Fibras alimentares (g)        6,9 3,5       14
Sódio (mg)                   410 205      10
*Percentual de valores diários fornecidos pela porção.       o`);
    expect(portion(reading)).toEqual([50, 'g', '2 fatias']);
    expect(values(reading.per100)).toEqual({
      energyKcal: 246,
      carbsG: 42,
      sugarsTotalG: 5.2,
      sugarsAddedG: 3.8,
      proteinG: 11,
      fatG: 3.4,
      saturatedFatG: 0.7,
      transFatG: 0,
      fiberG: 6.9,
      sodiumMg: 410,
    });
    expect(values(reading.perPortion)).toMatchObject({ sugarsAddedG: 1.9, fatG: 1.7, saturatedFatG: 0.4 });
  });

  it('nomes quebrados em duas linhas numa tabela estreita', () => {
    // Tesseract's output for a narrow label (data/eval/labels/label-01-rdc429.jpg).
    const reading = read(`INFORMAÇÃO
NUTRICIONAL
Porções por embalagem: 13
Porção: 40 g (1/2 xícara de chá)
|                100 40 4 VD*
                  g 9º”     |
Valor
energético    410 164    8
(kcal)                         |
Carboidratos
totais (g)         66 26     9
| — Açúcares
totais (g)      18 7,2
Açúcares
adicionados     12 4,8    10 |
(g)
Proteínas (g)    9,5 3,8    8
Gorduras totais   12 48    7
(9)
1 Gorduras
|   saturadas (g)   24 1     5
Fibras
alimentares (g)   712 29    12`);
    expect(portion(reading)).toEqual([40, 'g', '1/2 xícara de chá']);
    expect(values(reading.per100)).toMatchObject({
      energyKcal: 410,
      carbsG: 66,
      sugarsTotalG: 18,
      sugarsAddedG: 12,
      proteinG: 9.5,
      fatG: 12,
      fiberG: 7.2,
    });
    // "48" is 4,8 g: 12 g in 100 g make 4,8 g in 40 g.
    expect(values(reading.perPortion)).toMatchObject({ energyKcal: 164, carbsG: 26, fatG: 4.8, fiberG: 2.9 });
  });

  it('100 ml, ponto no lugar da vírgula, l e I por 1, sódio com separador de milhar', () => {
    const reading = read(`Porções por embalagem: cerca de 5
Porção: 200 ml (1 copo)
100 ml 200 ml %VD*
Valor energético (kcal) 35 70 4
Carboidratos totais (g) 5.0 l0 3
Proteínas (g) 3,2 6,4 13
Gorduras totais (g) O,3 0,6 1
Fibras alimentares (g) 0 0 0
Sódio (mg) 1.030 2.060 I03`);
    expect(portion(reading)).toEqual([200, 'ml', '1 copo']);
    expect(reading.servingsPerPack).toBe(5);
    expect(values(reading.per100)).toMatchObject({
      energyKcal: 35,
      carbsG: 5,
      proteinG: 3.2,
      fatG: 0.3,
      fiberG: 0,
      sodiumMg: 1030,
    });
    expect(values(reading.perPortion)).toMatchObject({ carbsG: 10, sodiumMg: 2060 });
  });

  it('o que não foi lido fica vazio (null), nunca zero', () => {
    const reading = read(`Porção: 25 g (1 unidade)
100 g 25 g %VD*
Valor energético (kcal) 380 95 5
Carboidratos totais (g) 70 18 6
Proteínas (g) 5,2 1,3 3
Gorduras totais (g) 8,8 2,2 3`);
    expect(reading.per100.fiberG).toBeNull();
    expect(reading.perPortion.sodiumMg).toBeNull();
    expect(reading.per100.sugarsTotalG).toBeNull();
    expect(reading.figuresRead).toBe(4);
  });

  it('uma leitura que a própria tabela desmente perde confiança', () => {
    const consistent = read(`Porção: 30 g
100 g 30 g %VD*
Proteínas (g) 10 3 6`).perPortion.proteinG!;
    const contradicted = read(`Porção: 30 g
100 g 30 g %VD*
Proteínas (g) 10 8 6`).perPortion.proteinG!;
    expect(contradicted.value).toBe(8);
    expect(contradicted.confidence).toBeLessThan(consistent.confidence);
  });

  it('só a coluna de 100 g lida: a da porção é calculada e marcada', () => {
    const reading = read(`Porção: 40 g
100 g 40 g %VD*
Valor energético (kcal) 410`);
    expect(reading.per100.energyKcal?.value).toBe(410);
    expect(reading.perPortion.energyKcal).toMatchObject({ value: 164, derived: true });
  });
});

describe('tabela nutricional: modelo antigo (RDC 360/2003)', () => {
  it('por porção, kcal = kJ, %VD com sinal; a coluna de 100 g é calculada', () => {
    const reading = read(`INFORMAÇÃO NUTRICIONAL
Porção de 30 g (2 colheres de sopa)
Quantidade por porção %VD(*)
Valor energético 120 kcal = 504 kJ 6%
Carboidratos 20 g 7%
Proteínas 3,0 g 4%
Gorduras totais 3,5 g 6%
Gorduras saturadas 1,0 g 5%
Gorduras trans 0 g **
Fibra alimentar 1,5 g 6%
Sódio 95 mg 4%
(*) % Valores Diários de referência com base em uma dieta de 2.000 kcal ou 8.400 kJ.`);
    expect(reading.layout).toBe('rdc360');
    expect(portion(reading)).toEqual([30, 'g', '2 colheres de sopa']);
    expect(values(reading.perPortion)).toEqual({
      energyKcal: 120,
      carbsG: 20,
      sugarsTotalG: null,
      sugarsAddedG: null,
      proteinG: 3,
      fatG: 3.5,
      saturatedFatG: 1,
      transFatG: 0,
      fiberG: 1.5,
      sodiumMg: 95,
    });
    expect(reading.per100.energyKcal).toMatchObject({ value: 400, derived: true });
    expect(reading.per100.proteinG).toMatchObject({ value: 10, derived: true });
  });

  it('o "g" colado lido como 9, vírgula perdida e "Og"', () => {
    // Tesseract's output for data/eval/labels/label-03-rdc360.jpg (iogurte natural, 170 g).
    const reading = read(`INFORMAÇÃO NUTRICIONAL
Porção de 170 g (1 pote)
Quantidade por porção                                %VD(*)
Valor energético                  105 Kcal = é              5%
Carboidratos                                 8,39             3%            |
Proteínas                                     6,19             8%
Gorduras totais                              5,39            10%
|              Gorduras saturadas                          349             15%
Gorduras trans                                  0g                *
Fibra alimentar                                    Og              0%
Sódio                                        88 mg             4%`);
    expect(values(reading.perPortion)).toMatchObject({
      energyKcal: 105,
      carbsG: 8.3,
      proteinG: 6.1,
      fatG: 5.3,
      saturatedFatG: 3.4,
      transFatG: 0,
      fiberG: 0,
      sodiumMg: 88,
    });
  });

  it('kcal e kJ quebrados em três linhas, ou o kcal ilegível: vale o kJ ÷ 4,184', () => {
    const broken = read(`Porção de 60 g (1 fatia)
Quantidade por                          %VDCO)
porção
|                                             222
; Valor energético          kcal =             11%
                                929 kJ
Carboidratos                       339g              11%
Proteínas                  2,89          4%`);
    expect(broken.perPortion.energyKcal?.value).toBe(222);
    expect(broken.perPortion.carbsG?.value).toBe(33);
    expect(broken.perPortion.proteinG?.value).toBe(2.8);
    const misread = read(`Porção de 20 g (1 punhado)
Quantidade por porção %SVD()
Valor energético                      U7 kcal = 490 kJ              6%
Carboidratos 5,49 2%`);
    expect(misread.perPortion.energyKcal?.value).toBe(117);
    expect(misread.perPortion.energyKcal!.confidence).toBeLessThan(0.6);
  });

  it('kcal e kJ que não conferem: o kJ decide', () => {
    const reading = read(`Porção de 30 g
Quantidade por porção %VD(*)
Valor energético 89 kcal = 504 kJ 6%`);
    expect(reading.perPortion.energyKcal?.value).toBe(120);
  });
});

describe('o que não é uma tabela nutricional', () => {
  it.each([
    ['uma nota fiscal', 'SUPERMERCADO BOM PRECO\nARROZ 5KG 1 UN 24,90\nFEIJAO 1KG 2 UN 8,49\nTOTAL R$ 41,88'],
    ['um cardápio', 'Prato do dia\nFeijoada completa 39,90\nSuco de laranja 9,00'],
    ['nada', ''],
    [
      'só a lista de ingredientes',
      'INGREDIENTES: farinha de trigo enriquecida com ferro e ácido fólico, açúcar, gordura vegetal, sal.',
    ],
  ])('%s', (_, text) => {
    expect(read(text).looksLikeLabel).toBe(false);
  });
});

describe('números como o OCR os lê', () => {
  it.each([
    ['4,5', 'g', 4.5],
    ['4.5', 'g', 4.5],
    ['0g', 'g', 0],
    ['Og', 'g', 0],
    ['o', 'g', 0],
    ['l2', 'g', 12],
    ['1.030', 'mg', 1030],
    ['88mg', 'mg', 88],
    ['89º', 'kcal', 89],
    ['7%', null, 7],
  ] as const)('%s → %s', (text, unit, value) => {
    expect(readNumberWord(text, unit)?.[0]?.value).toBe(value);
  });

  it.each(['(g)', '(9)', 'Proteínas', '—', '(kcal)'])('%s não é número', (text) => {
    expect(readNumberWord(text, 'g')).toBeNull();
  });

  it('oferece as leituras alternativas: "8,39" pode ser 8,3 g; "07" é 0,7; "712" pode ser 7,2', () => {
    expect(readNumberWord('8,39', 'g')?.map((c) => c.value)).toContain(8.3);
    expect(readNumberWord('07', 'g')?.map((c) => c.value)).toContain(0.7);
    expect(readNumberWord('712', 'g')?.map((c) => c.value)).toContain(7.2);
    // kcal and mg are whole numbers on labels: no decimal is guessed.
    expect(readNumberWord('45', 'kcal')?.map((c) => c.value)).toEqual([45]);
  });
});

describe('linhas do Tesseract', () => {
  it('achata blocos → parágrafos → linhas → palavras e descarta palavras vazias', () => {
    const bbox = { x0: 1, y0: 2, x1: 3, y1: 4 };
    const lines = linesFromTesseract([
      {
        paragraphs: [
          {
            lines: [
              {
                words: [
                  { text: 'Sódio', confidence: 91, bbox },
                  { text: ' ', confidence: 0, bbox },
                ],
              },
            ],
          },
          { lines: [{ words: [{ text: '88', confidence: 80, bbox }] }] },
        ],
      },
    ]);
    expect(lines).toEqual([
      { words: [{ text: 'Sódio', confidence: 91, box: bbox }] },
      { words: [{ text: '88', confidence: 80, box: bbox }] },
    ]);
    expect(linesFromTesseract(null)).toEqual([]);
  });
});
