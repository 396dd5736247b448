// Helpers for the inbox journeys: its rows by title, and jobs dispatched and answered through the
// API, as another client would (the demo account is shared, so each test finds its own by title).
import type { Page } from '@playwright/test';
import { DEMO_KEY, expect, type Control } from './fixtures';

export const needsYou = (page: Page) => page.getByRole('list', { name: 'Needs you' });

/** The "Needs you" row whose link reads `title`. */
export const inboxItem = (page: Page, title: string) =>
  needsYou(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });

interface Dispatched {
  id: string;
  sessionId: string;
}

/** Dispatches a job through the API; `ask` in its message makes it wait for an answer. */
export async function dispatchThroughApi(control: Control, message: string): Promise<Dispatched> {
  const { status, body } = await control.api('POST', '/v1/jobs', { message }, DEMO_KEY);
  expect(status).toBeLessThan(300);
  const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const job = (record.job ?? record.data ?? record) as Record<string, unknown>;
  return { id: String(job.id), sessionId: String(job.primary_session_id) };
}

/** Answers a job through the API (also: leaves no job waiting behind for other journeys). */
export async function answerThroughApi(
  control: Control,
  job: Pick<Dispatched, 'sessionId'>,
  message = 'Staging',
) {
  const { status } = await control.api('POST', `/v1/sessions/${job.sessionId}/messages`, { message });
  expect(status).toBe(202);
}
