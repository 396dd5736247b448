import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '@/testing/sign-in';
import { useDraftStore } from '../store/draft-store';
import { Composer } from './composer';

const CHAT = 'c1';

function renderComposer(onSend: (text: string) => Promise<void>) {
  render(
    <MemoryRouter>
      <Composer chatId={CHAT} onSend={onSend} />
    </MemoryRouter>,
  );
  return screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
}

function typeAndSend(box: HTMLTextAreaElement, text: string) {
  fireEvent.change(box, { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
}

describe('the message box', () => {
  beforeEach(() => {
    signInForTest();
    useDraftStore.setState({ drafts: {} });
  });

  it('empties once the message is on the write path, and its draft goes', async () => {
    let stored!: () => void;
    const box = renderComposer(() => new Promise<void>((resolve) => (stored = resolve)));
    typeAndSend(box, 'Deploy it');
    // Shown empty while it is stored; its draft is kept until then.
    expect(box.value).toBe('');
    expect(useDraftStore.getState().drafts[CHAT]).toBe('Deploy it');
    await act(async () => stored());
    expect(box.value).toBe('');
    expect(useDraftStore.getState().drafts[CHAT]).toBeUndefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives the text back, and says it was not sent, when the write path could not be loaded', async () => {
    const box = renderComposer(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    typeAndSend(box, 'Deploy it');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Your message is still here'),
    );
    expect(box.value).toBe('Deploy it');
    expect(useDraftStore.getState().drafts[CHAT]).toBe('Deploy it');
  });

  it('a send that throws as it starts loses nothing either, and the next one goes', async () => {
    const sent: string[] = [];
    const box = renderComposer((text) => {
      if (sent.push(text) === 1) throw new Error('no write path');
      return Promise.resolve();
    });
    typeAndSend(box, 'Keep me');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(box.value).toBe('Keep me');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(sent).toEqual(['Keep me', 'Keep me']);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box.value).toBe('');
  });

  it('keeps what was typed while a send that then failed was being stored, after the text it gave back', async () => {
    let refuse!: () => void;
    const box = renderComposer(
      () => new Promise<void>((_, reject) => (refuse = () => reject(new Error('gone')))),
    );
    typeAndSend(box, 'First');
    expect(box.value).toBe('');
    fireEvent.change(box, { target: { value: 'Second' } });
    await act(async () => refuse());
    expect(box.value).toBe('First\nSecond');
    expect(useDraftStore.getState().drafts[CHAT]).toBe('First\nSecond');
    expect(screen.getByRole('alert')).toBeTruthy();
    // Emptied by the person: the note no longer stands over an empty box.
    fireEvent.change(box, { target: { value: '' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
