// Workflow-state editor journeys (the @wire ones in every dialect, the rest in flat). The tests of
// this file share the built-in workflow and one of them switches contention on for it, so they
// run one after another; each writes only under input.scratch.<its own key> (or refused paths)
// and reads the version at its start instead of assuming one.
import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  OTHER_KEY,
  openLive,
  test,
  WORKFLOW_ID,
  type Control,
} from './fixtures';

test.describe.configure({ mode: 'serial' });

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
interface State {
  input: Record<string, Json>;
  version: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function readState(control: Control, key?: string): Promise<State & { ui: unknown }> {
  const { status, body } = await control.api('GET', `/v1/workflows/${WORKFLOW_ID}/state`, undefined, key);
  expect(status).toBe(200);
  const state = isRecord(body) && isRecord(body.data) ? body.data : body;
  if (!isRecord(state) || !isRecord(state.input) || typeof state.version !== 'number')
    throw new Error('unexpected state shape');
  return { input: state.input as Record<string, Json>, version: state.version, ui: state.ui };
}

const uniqueKey = (name: string) =>
  `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

function sharedInput(page: Page): Locator {
  return page.getByRole('textbox', { name: 'Shared input' });
}

async function openEditor(page: Page, version: number) {
  await openLive(page, `/workflows/${WORKFLOW_ID}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(WORKFLOW_ID);
  await expect(page.getByText(`Version ${version}`, { exact: true })).toBeVisible();
  await expect(sharedInput(page)).toBeVisible();
}

/** Replaces the whole text of the JSON editor, as a person pasting would. */
async function setInputText(page: Page, input: Json) {
  await sharedInput(page).fill(JSON.stringify(input, null, 2));
}

function withScratch(
  state: State,
  scratch: Record<string, Json>,
  extra: Record<string, Json> = {},
): Record<string, Json> {
  const current = isRecord(state.input.scratch) ? state.input.scratch : {};
  return { ...state.input, ...extra, scratch: { ...(current as Record<string, Json>), ...scratch } };
}

async function patchText(page: Page) {
  return JSON.parse(
    (await page.getByRole('region', { name: 'Patch preview' }).getByTestId('patch-json').textContent()) ?? '',
  ) as unknown;
}

test(
  'edit, review the exact patch, keep it across a reload, apply: version + 1',
  { tag: ['@wire', '@deploy'] },
  async ({ page, control }) => {
    const before = await readState(control);
    const key = uniqueKey('edit');
    await openEditor(page, before.version);
    await expect(page.getByRole('region', { name: 'Private UI state' })).toContainText('UI version');

    const edited = withScratch(before, { [key]: 'hello' }, { tags: ['launch', 'q3', key] });
    await setInputText(page, edited);
    // The tree follows the text.
    await expect(page.getByRole('textbox', { name: `input.scratch.${key}`, exact: true })).toHaveValue(
      'hello',
    );

    await page.reload();
    await expect(page.getByRole('textbox', { name: `input.scratch.${key}`, exact: true })).toHaveValue(
      'hello',
    );
    await page.getByRole('button', { name: 'Review changes' }).click();
    const preview = page.getByRole('region', { name: 'Patch preview' });
    await expect(preview).toBeVisible();
    expect(await patchText(page)).toEqual({ tags: ['launch', 'q3', key], scratch: { [key]: 'hello' } });
    await expect(preview.getByTestId('patch-json')).toHaveText(
      JSON.stringify({ tags: ['launch', 'q3', key], scratch: { [key]: 'hello' } }, null, 2),
    );

    await page.getByRole('button', { name: 'Apply patch' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved — version' })).toHaveText(
      `Saved — version ${before.version + 1}`,
    );
    await expect(page.getByText(`Version ${before.version + 1}`, { exact: true })).toBeVisible();
    const after = await readState(control);
    expect(after.version).toBe(before.version + 1);
    expect(after.input.scratch).toMatchObject({ [key]: 'hello' });
    expect(after.input.tags).toEqual(['launch', 'q3', key]);
    // The base is the new state: nothing left to send.
    await expect(page.getByRole('button', { name: 'Apply patch' })).toBeDisabled();
    await control.api('PATCH', `/v1/workflows/${WORKFLOW_ID}/input`, {
      input: { tags: ['launch', 'q3'] },
      version: after.version,
    });
  },
);

test(
  'an undeclared path is refused: alert names it, the path is marked, state unchanged, edit kept',
  { tag: '@wire' },
  async ({ page, control }) => {
    const before = await readState(control);
    await openEditor(page, before.version);
    await setInputText(page, { ...before.input, owner: 'someone-else' });
    await page.getByRole('button', { name: 'Review changes' }).click();
    expect(await patchText(page)).toEqual({ owner: 'someone-else' });
    await page.getByRole('button', { name: 'Apply patch' }).click();

    const alert = page.getByRole('alert').filter({ hasText: 'refused' });
    await expect(alert).toContainText('input.owner');
    await expect(page.getByRole('list', { name: 'Problems in the shared input' })).toContainText(
      'input.owner',
    );
    await expect(page.getByRole('textbox', { name: 'input.owner', exact: true })).toHaveValue('someone-else');
    await expect(sharedInput(page)).toContainText('someone-else');
    const after = await readState(control);
    expect(after.version).toBe(before.version);
    expect(after.input.owner).toBe(before.input.owner);
    await expect(page.getByText(`Version ${before.version}`, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Discard edit' }).click();
  },
);

test(
  'contention: 409 alert, edit kept, Retry succeeds once it ends',
  { tag: '@wire' },
  async ({ page, control }) => {
    const before = await readState(control);
    const key = uniqueKey('contention');
    await openEditor(page, before.version);
    await setInputText(page, withScratch(before, { [key]: 1 }));
    await control.post(`workflows/${WORKFLOW_ID}/contention`, { on: true });
    try {
      await page.getByRole('button', { name: 'Apply patch' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'others were writing at the same time' });
      await expect(alert).toBeVisible();
      // Focus is on something that sends it again (Apply, back on, or Retry), not lost to the page.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
        .toMatch(/^(Apply patch|Retry)$/);
      await expect(page.getByRole('textbox', { name: `input.scratch.${key}`, exact: true })).toHaveValue('1');
      expect((await readState(control)).version).toBe(before.version);
    } finally {
      await control.post(`workflows/${WORKFLOW_ID}/contention`, { on: false });
    }
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved — version' })).toHaveText(
      `Saved — version ${before.version + 1}`,
    );
    await expect(page.getByRole('alert').filter({ hasText: 'others were writing' })).toHaveCount(0);
    expect((await readState(control)).input.scratch).toMatchObject({ [key]: 1 });
  },
);

test(
  'two people edit different paths: both edits survive, the second sees the first come in',
  { tag: '@wire' },
  async ({ browser, page, control }) => {
    const before = await readState(control);
    const mine = uniqueKey('first');
    const theirs = uniqueKey('second');
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    try {
      await openEditor(page, before.version);
      await openEditor(other, before.version);
      await setInputText(page, withScratch(before, { [mine]: 'A' }));
      await setInputText(other, withScratch(before, { [theirs]: 'B' }));

      await page.getByRole('button', { name: 'Apply patch' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved — version' })).toHaveText(
        `Saved — version ${before.version + 1}`,
      );

      await other.getByRole('button', { name: 'Check for changes' }).click();
      const notice = other.getByRole('region', { name: 'Changed elsewhere' });
      await expect(notice).toContainText(`input.scratch.${mine}`);
      await expect(other.getByRole('textbox', { name: `input.scratch.${mine}`, exact: true })).toHaveValue(
        'A',
      );
      await other.getByRole('button', { name: 'Review changes' }).click();
      expect(await patchText(other)).toEqual({ scratch: { [theirs]: 'B' } });
      await other.getByRole('button', { name: 'Apply patch' }).click();
      await expect(other.getByRole('status').filter({ hasText: 'Saved — version' })).toHaveText(
        `Saved — version ${before.version + 2}`,
      );

      const after = await readState(control);
      expect(after.input.scratch).toMatchObject({ [mine]: 'A', [theirs]: 'B' });
    } finally {
      await otherContext.close();
    }
  },
);

test('changed elsewhere on the same path: theirs and yours side by side, the person chooses', async ({
  page,
  control,
}) => {
  const before = await readState(control);
  const shared = uniqueKey('both');
  const untouched = uniqueKey('theirs-only');
  await openEditor(page, before.version);
  await setInputText(page, withScratch(before, { [shared]: 'mine' }));
  await control.post(`workflows/${WORKFLOW_ID}/patch`, {
    input: { scratch: { [shared]: 'theirs', [untouched]: 'new' } },
  });

  await page.getByRole('button', { name: 'Check for changes' }).click();
  const conflict = page.getByRole('listitem', { name: `Conflict at input.scratch.${shared}` });
  await expect(conflict).toContainText('"theirs"');
  await expect(conflict).toContainText('"mine"');
  await expect(page.getByRole('textbox', { name: `input.scratch.${untouched}`, exact: true })).toHaveValue(
    'new',
  );
  await expect(page.getByRole('button', { name: 'Apply patch' })).toBeDisabled();

  await page.getByRole('button', { name: `Keep mine for input.scratch.${shared}` }).click();
  await expect(conflict).toHaveCount(0);
  await page.getByRole('button', { name: 'Review changes' }).click();
  expect(await patchText(page)).toEqual({ scratch: { [shared]: 'mine' } });
  await page.getByRole('button', { name: 'Apply patch' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved — version' })).toHaveText(
    `Saved — version ${before.version + 2}`,
  );
  expect((await readState(control)).input.scratch).toMatchObject({ [shared]: 'mine', [untouched]: 'new' });
});

test('invalid JSON and null values are marked and cannot be applied; no axe violations', async ({
  page,
  control,
}) => {
  const before = await readState(control);
  await openEditor(page, before.version);
  await sharedInput(page).fill('{\n  "title": "x",\n  "tags": [1,\n}');
  const problems = page.getByRole('list', { name: 'Problems in the shared input' });
  await expect(problems).toContainText('line 4, column 1');
  await expect(page.getByRole('button', { name: 'Apply patch' })).toBeDisabled();
  await expect(page.getByText('The tree returns when the text is a valid JSON object again.')).toBeVisible();

  await setInputText(page, withScratch(before, { nothing: null }));
  await expect(problems).toContainText('input.scratch.nothing');
  await expect(problems).toContainText('cannot store null');
  await expect(page.getByRole('button', { name: 'Apply patch' })).toBeDisabled();
  await page.getByRole('button', { name: 'Review changes' }).click();
  expect(await patchText(page)).toEqual({});
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Discard edit' }).click();
  expect((await readState(control)).version).toBe(before.version);
});

test('the private ui state is read-only and never another account’s', async ({ browser, page, control }) => {
  const demo = await readState(control);
  const otherAccount = await readState(control, OTHER_KEY);
  expect(demo.ui).not.toEqual(otherAccount.ui);

  await openEditor(page, demo.version);
  const mine = page.getByRole('region', { name: 'Private UI state' });
  await expect(mine.getByLabel('Private UI state JSON')).toHaveText(JSON.stringify(demo.ui, null, 2));
  await expect(mine.getByRole('textbox')).toHaveCount(0);

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  try {
    await other.goto('/settings');
    await other.getByRole('textbox', { name: 'API key' }).fill(OTHER_KEY);
    await other.getByRole('button', { name: 'Save' }).click();
    await expect(other.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
    await openEditor(other, demo.version);
    const theirs = other.getByRole('region', { name: 'Private UI state' });
    await expect(theirs.getByLabel('Private UI state JSON')).toHaveText(
      JSON.stringify(otherAccount.ui, null, 2),
    );
    await expect(theirs).not.toContainText(JSON.stringify(demo.ui, null, 2));
  } finally {
    await otherContext.close();
  }
});

async function tabTo(page: Page, target: Locator, maxPresses = 80) {
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('could not reach the element with Tab');
}

test('the whole flow by keyboard: open by id, add a key in the tree, review, apply', async ({
  page,
  control,
}) => {
  const before = await readState(control);
  const key = uniqueKey('keys');
  await openLive(page, '/workflows');
  await tabTo(page, page.getByRole('textbox', { name: 'Workflow ID' }));
  await page.keyboard.type('not-an-id');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText('is not a workflow id');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(WORKFLOW_ID);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/workflows/${WORKFLOW_ID}$`));
  await expect(page.getByText(`Version ${before.version}`, { exact: true })).toBeVisible();

  await tabTo(page, page.getByRole('textbox', { name: 'New key in input.scratch', exact: true }));
  await page.keyboard.type(key);
  await page.keyboard.press('Tab');
  await page.keyboard.type('42');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: `input.scratch.${key}`, exact: true })).toHaveValue('42');
  await expect(sharedInput(page)).toContainText(`"${key}": 42`);

  await tabTo(page, page.getByRole('button', { name: 'Review changes' }));
  await page.keyboard.press('Enter');
  expect(await patchText(page)).toEqual({ scratch: { [key]: 42 } });
  await tabTo(page, page.getByRole('button', { name: 'Apply patch' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Saved — version' })).toHaveText(
    `Saved — version ${before.version + 1}`,
  );
  // "Apply patch" turned off with nothing left to send: focus went to the result, not the page.
  await expect(page.locator(':focus')).toContainText(`Saved — version ${before.version + 1}`);

  await page.goto('/workflows');
  await expect(page.getByRole('link', { name: WORKFLOW_ID })).toBeVisible();
  await page.goto('/workflows/not-a-workflow');
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
});

test('typing in the JSON text by keyboard: new lines keep their indentation, indent, undo and redo', async ({
  page,
  control,
}) => {
  await openEditor(page, (await readState(control)).version);
  const input = sharedInput(page);
  const text = async () => (await input.locator('.cm-line').allTextContents()).join('\n');
  await input.fill('{');
  await input.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('"a": [');
  await page.keyboard.press('Enter');
  await page.keyboard.type('1');
  await expect.poll(text).toBe('{\n  "a": [\n    1');
  await page.keyboard.press('ControlOrMeta+[');
  await expect.poll(text).toBe('{\n  "a": [\n  1');
  await page.keyboard.press('ControlOrMeta+]');
  await page.keyboard.press('Backspace');
  await expect.poll(text).toBe('{\n  "a": [\n    ');
  const edited = await text();
  await page.keyboard.press('ControlOrMeta+z');
  await expect.poll(text).not.toBe(edited);
  await page.keyboard.press('ControlOrMeta+y');
  await expect.poll(text).toBe(edited);
  await page.getByRole('button', { name: 'Discard edit' }).click();
});
