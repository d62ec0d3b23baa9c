import { describe, expect, it } from 'vitest';
import { buildCsv, csvCell } from './csv';

describe('CSV da exportação (planilhas brasileiras)', () => {
  it('escreve números com vírgula decimal, sem separador de milhar, e vazio para o desconhecido', () => {
    expect(csvCell(12.5)).toBe('12,5');
    expect(csvCell(1234.56)).toBe('1234,56');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('põe entre aspas só o texto com ponto e vírgula, aspas ou quebra de linha', () => {
    expect(csvCell('Arroz, tipo 1, cozido')).toBe('Arroz, tipo 1, cozido');
    expect(csvCell('arroz; feijão')).toBe('"arroz; feijão"');
    expect(csvCell('pão "francês"')).toBe('"pão ""francês"""');
    expect(csvCell('linha 1\nlinha 2')).toBe('"linha 1\nlinha 2"');
    expect(csvCell('Feijão')).toBe('Feijão');
  });

  it('neutraliza fórmulas digitadas pela pessoa', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+55 11')).toBe("'+55 11");
    expect(csvCell('@soma')).toBe("'@soma");
  });

  it('monta o arquivo com BOM UTF-8, ponto e vírgula, cabeçalho e CRLF', () => {
    const csv = buildCsv(
      ['data', 'peso_kg', 'ml'],
      [
        ['2026-11-22', 71.8, 250],
        ['2026-11-23', null, null],
      ],
    );
    expect(csv).toBe('\uFEFFdata;peso_kg;ml\r\n2026-11-22;71,8;250\r\n2026-11-23;;\r\n');
  });
});
