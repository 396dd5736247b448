import { describe, expect, it } from 'vitest';
import { actOn, newRule } from './answer-rules';
import { rulesFromJson, rulesFromStorage, rulesToJson } from './rules-file';

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

describe('rules read back from storage', () => {
  const stored = (rules: unknown[]) => ({ rules });
  const proven = { ...newRule('a', 'Q2key', 'Deploy where?', 'Staging', 1), agreed: 5, total: 5 };

  it('keeps well-formed rules as they were, acting ones included', () => {
    const acting = actOn(proven);
    expect(rulesFromStorage(stored([acting]))).toEqual([acting]);
  });

  it('leaves out a malformed rule, not the rest, and reads nothing from what is not a store', () => {
    const good = newRule('b', 'Qkey', 'Which?', 'Yes', 2);
    const bad = [
      { ...good, id: 'c', mode: 'always' },
      { ...good, id: 'd', records: 'none' },
      { ...good, id: 'e', choice: '' },
      { ...good, id: 'f', agreed: -1 },
      ['not', 'a', 'rule'],
      null,
    ];
    expect(rulesFromStorage(stored([...bad, good]))).toEqual([good]);
    for (const persisted of [undefined, null, 'rules', [good], { rules: 'all' }])
      expect(rulesFromStorage(persisted)).toEqual([]);
  });

  it('never lets a stored record that does not allow acting act', () => {
    const tampered = { ...actOn(proven), agreed: 9, total: 4 };
    expect(rulesFromStorage(stored([tampered]))).toMatchObject([{ mode: 'shadow', agreed: 4, total: 4 }]);
    const unproven = { ...newRule('g', 'Qkey', 'Which?', 'Yes', 2), mode: 'acting' };
    expect(rulesFromStorage(stored([unproven]))).toMatchObject([{ mode: 'shadow' }]);
  });
});
