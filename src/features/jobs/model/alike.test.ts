import { describe, expect, it } from 'vitest';
import { groupAlike, questionKey } from './alike';

const ASKED =
  'Which environment should I deploy to?\n\n1. Production\n2. Staging\n3. Development\n\nReply with a number or a name.';

describe('questionKey', () => {
  it('sets aside spacing, numbering, case and the order of the choices', () => {
    const reordered =
      'Which   environment should I  deploy to?\n\n- Staging\n- Development\n- Production\n\nreply with a number or a name.';
    const lettered =
      'Which environment should I deploy to?\n\na) Development\nb) Production\nc) Staging\n\nReply with a number or a name.';
    expect(questionKey(reordered)).toBe(questionKey(ASKED));
    expect(questionKey(lettered)).toBe(questionKey(ASKED));
  });

  it('tells apart another question, or the same question with other choices', () => {
    expect(questionKey(ASKED.replace('deploy to', 'roll back to'))).not.toBe(questionKey(ASKED));
    expect(questionKey(ASKED.replace('3. Development', '3. Preview'))).not.toBe(questionKey(ASKED));
    expect(questionKey(ASKED.replace('\n3. Development', ''))).not.toBe(questionKey(ASKED));
  });

  it('has no key for a question without choices', () => {
    expect(questionKey('Tell me what you think.')).toBeUndefined();
    expect(questionKey(undefined)).toBeUndefined();
  });
});

describe('groupAlike', () => {
  it('groups two or more jobs by key, in the order given, and leaves a lone job out', () => {
    const groups = groupAlike([
      { jobId: 'a', key: 'k1' },
      { jobId: 'b', key: 'k2' },
      { jobId: 'c', key: 'k1' },
      { jobId: 'd', key: undefined },
      { jobId: 'e', key: 'k1' },
    ]);
    expect(groups.get('a')?.jobIds).toEqual(['a', 'c', 'e']);
    expect(groups.get('e')).toBe(groups.get('a'));
    expect(groups.has('b')).toBe(false);
    expect(groups.has('d')).toBe(false);
  });
});
