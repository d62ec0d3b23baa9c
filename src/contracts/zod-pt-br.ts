import { z } from 'zod';

/**
 * The words of every validation message no schema words itself: a wrong
 * type, an array where an object goes, a limit without a message of its own.
 * Contracts still say most things in their own words (they win over this
 * map); this makes sure nothing falls through to zod's English. zod's own
 * `pt` locale is European Portuguese and technical ("Demasiado grande:
 * esperava que o texto tivesse <= 128 caracteres"), so the wording is ours
 * (docs/decisions/0017-date-range-and-error-messages.md).
 */
type Issue = z.core.$ZodRawIssue;

const KINDS: Record<string, string> = {
  string: 'um texto',
  number: 'um número',
  int: 'um número inteiro',
  bigint: 'um número inteiro',
  boolean: 'verdadeiro ou falso',
  object: 'um objeto JSON',
  array: 'uma lista',
  date: 'uma data',
  null: 'vazio (null)',
  undefined: 'nada',
  nan: 'um número inválido',
};

const kindOf = (name: string) => KINDS[name] ?? 'outro tipo de valor';

function receivedKind(input: unknown): string {
  if (input === null) return kindOf('null');
  if (Array.isArray(input)) return kindOf('array');
  if (typeof input === 'number' && Number.isNaN(input)) return kindOf('nan');
  return kindOf(typeof input);
}

const figure = (value: number | bigint) =>
  typeof value === 'bigint'
    ? value.toLocaleString('pt-BR')
    : value.toLocaleString('pt-BR', { maximumFractionDigits: 6 });

const FORMATS: Record<string, string> = {
  email: 'Informe um e-mail válido',
  date: 'Use datas no formato AAAA-MM-DD',
  datetime: 'Informe data e hora válidas',
  time: 'Informe um horário válido',
  uuid: 'Identificador inválido',
  guid: 'Identificador inválido',
  url: 'Informe um endereço válido',
};

function invalidType(issue: Extract<Issue, { code: 'invalid_type' }>): string {
  if (issue.input === undefined) return 'Campo obrigatório';
  if (issue.expected === 'object' && Array.isArray(issue.input)) {
    return 'Envie os dados como um objeto JSON, não como uma lista';
  }
  if (issue.expected === 'int' && typeof issue.input === 'number') return 'Informe um número inteiro';
  return `Valor inválido: informe ${kindOf(issue.expected)}, não ${receivedKind(issue.input)}`;
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = figure(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return `Use no máximo ${max} caracteres`;
    case 'array':
    case 'set':
      return `Use no máximo ${max} itens`;
    case 'file':
      return `O arquivo pode ter no máximo ${max} bytes`;
    default:
      return issue.inclusive ? `Informe um valor de até ${max}` : `Informe um valor menor que ${max}`;
  }
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = figure(issue.minimum);
  switch (issue.origin) {
    case 'string':
      return Number(issue.minimum) <= 1 ? 'Campo obrigatório' : `Use pelo menos ${min} caracteres`;
    case 'array':
    case 'set':
      return Number(issue.minimum) <= 1 ? 'Informe pelo menos um item' : `Informe pelo menos ${min} itens`;
    default:
      return issue.inclusive ? `Informe um valor de pelo menos ${min}` : `Informe um valor maior que ${min}`;
  }
}

export const ptBrErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(issue);
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return FORMATS[issue.format] ?? 'Formato inválido';
    case 'not_multiple_of':
      return `Informe um múltiplo de ${figure(issue.divisor)}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `Use o valor ${String(issue.values[0])}`
        : `Escolha uma das opções: ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `Campo não reconhecido: ${issue.keys.join(', ')}`;
    case 'invalid_key':
      return 'Chave inválida';
    case 'invalid_element':
      return 'Item inválido';
    case 'invalid_union':
    case 'custom':
    default:
      return 'Valor inválido';
  }
};

/**
 * Makes zod answer in pt-BR wherever it runs: called once by the server's
 * composition root (src/server/app.ts) and the web app's entry (src/web/main.tsx).
 * zod keeps one global configuration, so every schema — contracts, the
 * server's own, the forms' — speaks through this map. Idempotent.
 */
export function installPtBrErrorMessages(): void {
  z.config({ customError: ptBrErrorMap });
}
