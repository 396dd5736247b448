// The alike dialog shows what each job is asked: once when every job's text is the same, under
// each job when the texts differ at all; always as plain text, never as markup.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildJob } from '@/testing/builders';
import { renderWithClient } from '@/testing/render';
import { AlikeDialog } from './alike-dialog';

const jobs = [buildJob({ id: 'j1', title: 'Deploy one' }), buildJob({ id: 'j2', title: 'Deploy two' })];
const ASKED = 'Which environment?\n\n1. Production\n2. Staging';

function open(questions: Record<string, string | undefined>) {
  renderWithClient(
    <AlikeDialog
      jobs={jobs}
      questions={new Map(Object.entries(questions))}
      choices={['Production', 'Staging']}
      question="key"
      onClose={() => {}}
    />,
  );
  const shown = [...document.querySelectorAll('[data-alike-question]')];
  return shown.map((element) => element.textContent);
}

describe('AlikeDialog', () => {
  it('shows the question once when every job asks it in the same words', () => {
    expect(open({ j1: ASKED, j2: ASKED })).toEqual([ASKED]);
    expect(screen.getByText('They all ask:')).toBeTruthy();
  });

  it("shows each job's own question when the texts differ at all, described by its checkbox", () => {
    const other = 'which  environment?\n\n- Staging\n- Production';
    expect(open({ j1: ASKED, j2: other })).toEqual([ASKED, other]);
    const box = screen.getByRole('checkbox', { name: 'Deploy two', hidden: true });
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(other);
    expect(screen.queryByText('They all ask:')).toBeNull();
  });

  it('shows a question as text, never as markup', () => {
    const hostile = `${ASKED}\n<img src=x onerror="alert(1)"><b>bold</b>`;
    expect(open({ j1: ASKED, j2: hostile })).toEqual([ASKED, hostile]);
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
  });

  it('leaves a job whose own answer is held unticked, and cannot tick it (issue 41)', () => {
    renderWithClient(
      <AlikeDialog
        jobs={jobs}
        questions={
          new Map([
            ['j1', ASKED],
            ['j2', ASKED],
          ])
        }
        choices={['Production', 'Staging']}
        question="key"
        answering={new Set(['j1'])}
        onClose={() => {}}
      />,
    );
    const held = screen.getByRole('checkbox', { name: /Deploy one/, hidden: true });
    expect(held).toHaveProperty('checked', false);
    expect(held).toHaveProperty('disabled', true);
    expect(screen.getByText('With (1 job):')).toBeTruthy();
  });
});
