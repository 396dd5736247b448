import { describe, expect, it } from 'vitest';
import { extractChoices, questionBesideChoices, withoutChoiceList } from './choices';

const cases: [string, string, string[]][] = [
  // numbered lists
  [
    'the simulator question',
    'Which environment should I deploy to?\n\n1. Production\n2. Staging\n3. Development\n\nReply with a number or a name.',
    ['Production', 'Staging', 'Development'],
  ],
  [
    'numbers on one line',
    'Which environment? 1. Production 2. Staging 3. Development',
    ['Production', 'Staging', 'Development'],
  ],
  ['numbers with parentheses', 'Pick a region:\n1) eu-west-1\n2) us-east-1', ['eu-west-1', 'us-east-1']],
  [
    'items with descriptions after a dash',
    'Which plan should I use?\n1. Production — the live site\n2. Staging - for tests',
    ['Production', 'Staging'],
  ],
  [
    'bold items with explanations',
    'How should I handle the duplicates?\n\n1. **Merge them**: keep the newest fields\n2. **Delete them**: keep the first one\n3. **Skip**: leave them alone',
    ['Merge them', 'Delete them', 'Skip'],
  ],
  [
    'blank lines between items',
    'Which branch should I target?\n\n1. main\n\n2. develop\n\n3. release/2.0',
    ['main', 'develop', 'release/2.0'],
  ],
  [
    'the last list wins',
    'I checked:\n1. the logs\n2. the metrics\n\nWhich one should I restart?\n1. api\n2. worker',
    ['api', 'worker'],
  ],
  ['lettered options', 'Choose a format:\na) CSV\nb) JSON\nc) Parquet', ['CSV', 'JSON', 'Parquet']],
  ['lettered with dots', 'Which tone do you prefer?\nA. Formal\nB. Friendly', ['Formal', 'Friendly']],
  [
    'code marks and links are stripped',
    'Which file should I edit?\n1. `src/app.ts`\n2. [the README](https://example.com/readme)',
    ['src/app.ts', 'the README'],
  ],
  ['duplicates are dropped', 'Pick one:\n1. Staging\n2. staging\n3. Production', ['Staging', 'Production']],
  [
    'at most nine choices',
    `Pick a number:\n${Array.from({ length: 12 }, (_, i) => `${i + 1}. Option ${i + 1}`).join('\n')}`,
    Array.from({ length: 9 }, (_, i) => `Option ${i + 1}`),
  ],
  // bullets
  [
    'dash bullets',
    'Which database should I use?\n- PostgreSQL\n- MySQL\n- SQLite',
    ['PostgreSQL', 'MySQL', 'SQLite'],
  ],
  ['star bullets with quotes', 'Which title do you like?\n* "Q3 plan"\n* "Roadmap"', ['Q3 plan', 'Roadmap']],
  [
    'bullets with a trailing question',
    '- Keep the old API\n- Remove it now\n\nWhich do you want?',
    ['Keep the old API', 'Remove it now'],
  ],
  // A or B
  ['two words', 'Should I deploy to production or staging?', ['production', 'staging']],
  [
    'three with an Oxford comma',
    'Should I use PostgreSQL, MySQL, or SQLite?',
    ['PostgreSQL', 'MySQL', 'SQLite'],
  ],
  ['three without an Oxford comma', 'Do you want red, green or blue?', ['red', 'green', 'blue']],
  ['multi-word alternatives', 'Do you want the blue one or the red one?', ['the blue one', 'the red one']],
  [
    'alternatives after a colon',
    'One question before I go on: weekly digest or daily digest?',
    ['weekly digest', 'daily digest'],
  ],
  [
    'question after context',
    'I found two configs. Should I keep config.yaml or config.json?',
    ['config.yaml', 'config.json'],
  ],
  ['markdown emphasis around options', 'Should I ship **v1** or **v2**?', ['v1', 'v2']],
  // yes / no
  ['should I', 'Should I continue with the migration?', ['Yes', 'No']],
  ['is it ok', 'The tests pass. Is it OK to merge the branch?', ['Yes', 'No']],
  ['do you want', 'Do you want me to delete the temporary files?', ['Yes', 'No']],
  ['or not', 'Rotate the keys now or not?', ['Yes', 'No']],
  ['can I', 'Can I overwrite the existing report?', ['Yes', 'No']],
  [
    'a list without a question is not choices; a yes/no question is',
    'Done so far:\n1. Parsed the data\n2. Built the index\n\nShall I publish it?',
    ['Yes', 'No'],
  ],
  // no choices
  ['an open question', 'What should the new project be called?', []],
  ['a which-question without options', 'Which customer is this invoice for?', []],
  ['no question at all', 'I finished the report.', []],
  ['a list that is only a report', 'Here is what I did:\n- cleaned the data\n- wrote the summary', []],
  ['empty', '', []],
  ['or something else is open', 'Do you want the weekly report or something else?', []],
  ['a where-question', 'Where should I save the export?', []],
];

describe('extractChoices', () => {
  it('has at least 30 real-looking questions', () => expect(cases.length).toBeGreaterThanOrEqual(30));
  it.each(cases)('%s', (_name, text, choices) => expect(extractChoices(text)).toEqual(choices));
  it('treats undefined as no choices', () => expect(extractChoices(undefined)).toEqual([]));
});

describe('withoutChoiceList', () => {
  it('drops the list the choices were read from, and keeps the text around it', () => {
    expect(
      withoutChoiceList(
        'Which environment should I deploy to?\n\n1. Production\n2. Staging\n3. Development\n\nReply with a number or a name.',
      ),
    ).toBe('Which environment should I deploy to?\n\nReply with a number or a name.');
    expect(withoutChoiceList('Pick one:\n- a\n\n- b\n- c')).toBe('Pick one:');
  });

  it('leaves text whose choices were not read from a list as it was', () => {
    const report = 'Done so far:\n- built\n- tested\n\nShall I deploy?';
    expect(withoutChoiceList(report)).toBe(report);
    expect(withoutChoiceList('Should I use PostgreSQL or SQLite?')).toBe(
      'Should I use PostgreSQL or SQLite?',
    );
    expect(withoutChoiceList('Notes:\n- one\n- two')).toBe('Notes:\n- one\n- two');
  });
});

describe('questionBesideChoices', () => {
  const asked =
    'Which environment should I deploy to?\n\n1. Production\n2. Staging\n3. Development\n\nReply with a number or a name.';

  it('drops the numbered list where its choices are buttons, and keeps it where there are none', () => {
    expect(questionBesideChoices(asked, extractChoices(asked))).toBe(
      'Which environment should I deploy to?\n\nReply with a number or a name.',
    );
    expect(questionBesideChoices(asked, [])).toBe(asked);
  });
});
