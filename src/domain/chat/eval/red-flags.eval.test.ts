import { describe, expect, it } from 'vitest';
import { detectIntent } from '../detect-intent';
import { composeReply } from '../offline-assistant';
import { RED_FLAG_RULES } from '../red-flags';
import { LOOK_ALIKE_SET, RED_FLAG_SET } from './red-flag-set';
import type { PersonFacts } from '../facts';

const facts: PersonFacts = { firstName: 'Ana', now: new Date('2026-11-28T15:00:00Z'), mode: 'offline' };
const URGENT = /SAMU \(192\)/;

/** The urgent reply, or null: only the intent and its reply (tools are not reached for a red flag). */
function urgentReply(text: string): string | null {
  const intent = detectIntent(text);
  if (intent.kind !== 'risk') return null;
  return composeReply(intent, facts, null as never).text;
}

describe('red flags (issue #26): the public set', () => {
  it('has at least 100 red flags covering every group, each with a source, and 100 look-alikes', () => {
    expect(RED_FLAG_SET.length).toBeGreaterThanOrEqual(100);
    expect(LOOK_ALIKE_SET.length).toBeGreaterThanOrEqual(100);
    const groups = new Set(RED_FLAG_RULES.map((rule) => rule.group));
    for (const group of groups) expect(RED_FLAG_SET.filter(([, g]) => g === group).length).toBeGreaterThanOrEqual(5);
    for (const rule of RED_FLAG_RULES) expect(rule.source.length).toBeGreaterThan(20);
  });

  it('gives every red flag the urgent message first, in its group', () => {
    const missed: string[] = [];
    const wrongGroup: string[] = [];
    for (const [text, group] of RED_FLAG_SET) {
      const reply = urgentReply(text);
      if (!reply || !URGENT.test(reply.split('\n').slice(0, 2).join('\n'))) missed.push(text);
      const intent = detectIntent(text);
      if (intent.kind === 'risk' && !intent.groups.includes(group))
        wrongGroup.push(`${text} → ${intent.groups.join(',')}`);
    }
    console.info(
      `red flags: ${RED_FLAG_SET.length - missed.length}/${RED_FLAG_SET.length} urgent; group as labelled: ${RED_FLAG_SET.length - wrongGroup.length}/${RED_FLAG_SET.length}`,
    );
    expect(missed).toEqual([]);
    expect(wrongGroup.length).toBeLessThanOrEqual(RED_FLAG_SET.length * 0.1);
  });

  it('gives the urgent message to at most 5% of the look-alikes', () => {
    const flagged = LOOK_ALIKE_SET.filter(([text]) => urgentReply(text) !== null).map(([text]) => text);
    console.info(`look-alikes flagged: ${flagged.length}/${LOOK_ALIKE_SET.length}`, flagged);
    expect(flagged.length).toBeLessThanOrEqual(LOOK_ALIKE_SET.length * 0.05);
  });

  it('never gives a plan or a figure that feeds the risk', () => {
    for (const [text] of RED_FLAG_SET) {
      const reply = urgentReply(text) ?? '';
      expect(reply).not.toMatch(/\d+\s*(?:kcal|calorias|g de)/);
    }
  });
});
