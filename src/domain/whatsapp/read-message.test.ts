import { describe, expect, it } from 'vitest';
import { formatPhone, isWhatsappId, readButton, readWhatsappText } from './read-message';

describe('o que uma mensagem de texto pede', () => {
  it('comandos são a mensagem inteira, sem diferença de maiúsculas e acentos', () => {
    expect(readWhatsappText('PARAR')).toEqual({ kind: 'stop' });
    expect(readWhatsappText('parar.')).toEqual({ kind: 'stop' });
    expect(readWhatsappText('Hoje')).toEqual({ kind: 'today' });
    expect(readWhatsappText('  hoje? ')).toEqual({ kind: 'today' });
    expect(readWhatsappText('Olá')).toEqual({ kind: 'help' });
    expect(readWhatsappText('o que comi hoje de manhã?').kind).toBe('other');
  });

  it('um relato de refeição vira análise, com a refeição das palavras', () => {
    expect(readWhatsappText('almocei arroz, feijão e frango')).toEqual({
      kind: 'meal',
      report: { foodText: 'arroz, feijão e frango', slot: 'almoco', yesterday: false },
    });
    const dinner = readWhatsappText('jantei 2 ovos mexidos e uma tapioca');
    expect(dinner).toMatchObject({ kind: 'meal', report: { slot: 'jantar' } });
    expect(readWhatsappText('comi um pão na padaria ontem')).toMatchObject({
      kind: 'meal',
      report: { slot: null, yesterday: true },
    });
  });

  it('"cardápio", "cardápio de hoje" e "jantar de hoje" pedem o plano alimentar', () => {
    expect(readWhatsappText('cardápio')).toEqual({
      kind: 'plan',
      question: { kind: 'plan_show', day: { offset: 0 }, slot: null },
    });
    expect(readWhatsappText('Cardápio de hoje!')).toMatchObject({ kind: 'plan', question: { slot: null } });
    expect(readWhatsappText('jantar de hoje')).toMatchObject({ kind: 'plan', question: { slot: 'jantar' } });
    expect(readWhatsappText('jantei arroz hoje').kind).toBe('meal');
  });

  it('um código de conexão é reconhecido; perguntas vão para a nutricionista', () => {
    expect(readWhatsappText('K7P2-9XQ3')).toEqual({ kind: 'link', code: 'K7P29XQ3' });
    expect(readWhatsappText('quanto ainda posso comer hoje?')).toEqual({
      kind: 'other',
      text: 'quanto ainda posso comer hoje?',
    });
  });
});

describe('botões e números', () => {
  it('lê os ids dos botões que o Nutri envia; qualquer outro é desconhecido', () => {
    expect(readButton('log:6F9619FF-8B86-4011-B42D-00C04FC964FF')).toEqual({
      kind: 'log',
      actionId: '6f9619ff-8b86-4011-b42d-00c04fc964ff',
    });
    expect(readButton('fix')).toEqual({ kind: 'fix' });
    expect(readButton('log:1; drop table meals')).toEqual({ kind: 'unknown' });
    expect(readButton('')).toEqual({ kind: 'unknown' });
  });

  it('ids do WhatsApp têm só dígitos (E.164 sem o +)', () => {
    expect(isWhatsappId('5511987654321')).toBe(true);
    expect(isWhatsappId('+5511987654321')).toBe(false);
    expect(isWhatsappId('123')).toBe(false);
    expect(formatPhone('5511987654321')).toBe('+55 11 98765-4321');
    expect(formatPhone('551133334444')).toBe('+55 11 3333-4444');
    expect(formatPhone('14155550100')).toBe('+14155550100');
  });
});
