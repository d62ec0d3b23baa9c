import { describe, expect, it } from 'vitest';
import { buildCsv, csvCell } from './csv';

describe('CSV da exportação', () => {
  it('escreve números com ponto, vazio para ausente e aspas só quando precisa', () => {
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell('Arroz, tipo 1, cozido')).toBe('"Arroz, tipo 1, cozido"');
    expect(csvCell('pão "francês"')).toBe('"pão ""francês"""');
    expect(csvCell('linha 1\nlinha 2')).toBe('"linha 1\nlinha 2"');
    expect(csvCell('Feijão')).toBe('Feijão');
  });

  it('neutraliza fórmulas digitadas pela pessoa', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+55 11')).toBe("'+55 11");
    expect(csvCell('@soma')).toBe("'@soma");
    expect(csvCell(-3)).toBe('-3');
  });

  it('monta o arquivo com BOM, cabeçalho e CRLF', () => {
    const csv = buildCsv(
      ['data', 'ml'],
      [
        ['2026-11-22', 250],
        ['2026-11-23', null],
      ],
    );
    expect(csv).toBe('\uFEFFdata,ml\r\n2026-11-22,250\r\n2026-11-23,\r\n');
  });
});
