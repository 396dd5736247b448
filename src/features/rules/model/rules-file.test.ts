import { describe, expect, it } from 'vitest';
import { actOn, newRule } from './answer-rules';
import { rulesFromJson, rulesToJson } from './rules-file';

describe('rules file', () => {
  it('round-trips rules, each coming back in shadow with its record', () => {
    const rule = { ...newRule('a', 'Q2key', 'Deploy where?', 'Staging', 1), agreed: 5, total: 5 };
    const back = rulesFromJson(rulesToJson([actOn(rule)]), 2);
    expect(back).toHaveLength(1);
    expect(back[0]).toMatchObject({
      question: 'Q2key',
      questionText: 'Deploy where?',
      choice: 'Staging',
      agreed: 5,
      total: 5,
      mode: 'shadow',
    });
  });

  it('refuses what is not a rules file, in words', () => {
    expect(() => rulesFromJson('nope', 0)).toThrow('The file is not JSON.');
    expect(() => rulesFromJson('{"rules": []}', 0)).toThrow(/not a rules file/);
    expect(() =>
      rulesFromJson(
        JSON.stringify({ format: 'agent-console/answer-rules', version: 1, rules: [{ question: 1 }] }),
        0,
      ),
    ).toThrow(/not a rules file/);
  });
});
