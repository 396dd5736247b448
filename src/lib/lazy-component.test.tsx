import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent, useChunkRetry } from './lazy-component';

function Real({ text }: { text: string }) {
  return <p>real {text}</p>;
}
function Plain({ text }: { text: string }) {
  const { retry, retrying } = useChunkRetry();
  return (
    <p>
      plain {text}
      <button type="button" onClick={retry}>
        {retrying ? 'Retrying' : 'Retry'}
      </button>
    </p>
  );
}

/** A loader that fails while `offline` is true, like a dynamic import with the line down. */
function flakyLoader() {
  const line = { offline: true, calls: 0 };
  const load = vi.fn(() => {
    line.calls += 1;
    return line.offline ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(Real);
  });
  return { line, load };
}

/** Renders inside an awaited act: a suspended first load settles within it, as in a browser. */
async function show(ui: ReactNode) {
  await act(async () => {
    render(ui);
    await Promise.resolve();
  });
}

/** Renders a lazy part whose chunk comes from `load`, with Plain for its fallback. */
async function showPart(load: () => Promise<typeof Real>, text: string) {
  const Part = lazyComponent(load, Plain);
  await show(
    <Suspense fallback={<p>loading</p>}>
      <Part text={text} />
    </Suspense>,
  );
}

function goOnline() {
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('lazyComponent', () => {
  it('renders the part once its chunk is here', async () => {
    await showPart(() => Promise.resolve(Real), 'a');
    expect(await screen.findByText('real a')).toBeTruthy();
  });

  it('shows the fallback with the same props when the chunk cannot be fetched', async () => {
    const { load } = flakyLoader();
    await showPart(load, 'b');
    expect(await screen.findByText('plain b')).toBeTruthy();
  });

  it('tries the chunk again when the browser is back online, and swaps the part in', async () => {
    const { line, load } = flakyLoader();
    await showPart(load, 'c');
    await screen.findByText('plain c');
    line.offline = false;
    goOnline();
    expect(await screen.findByText('real c')).toBeTruthy();
    expect(line.calls).toBe(2);
  });

  it('keeps what the person typed beside it across the retry', async () => {
    const { line, load } = flakyLoader();
    const Part = lazyComponent(load, Plain);
    function Screen() {
      const [draft, setDraft] = useState('');
      return (
        <>
          <input aria-label="Message" value={draft} onChange={(event) => setDraft(event.target.value)} />
          <Suspense fallback={<p>loading</p>}>
            <Part text="d" />
          </Suspense>
        </>
      );
    }
    await show(<Screen />);
    await screen.findByText('plain d');
    const box = screen.getByRole<HTMLInputElement>('textbox', { name: 'Message' });
    act(() => {
      box.focus();
    });
    fireEvent.change(box, { target: { value: 'typed offline' } });
    line.offline = false;
    goOnline();
    await screen.findByText('real d');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Message' }).value).toBe('typed offline');
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('keeps waiting for the line when a retry fails again', async () => {
    const { line, load } = flakyLoader();
    await showPart(load, 'e');
    await screen.findByText('plain e');
    goOnline(); // still down: the retry fails, the fallback stays
    await vi.waitFor(() => expect(line.calls).toBe(2));
    expect(await screen.findByText('plain e')).toBeTruthy();
    line.offline = false;
    goOnline();
    expect(await screen.findByText('real e')).toBeTruthy();
  });

  it('retries after a pause while the browser says it is online, and not while it is offline', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const { line, load } = flakyLoader();
      await showPart(load, 'g');
      expect(screen.getByText('plain g')).toBeTruthy();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(120_000);
      });
      expect(line.calls).toBe(1); // offline: only the online event brings a retry
      offline.mockReturnValue(true);
      goOnline(); // says online, but the line is still down (a flaky line)
      await act(async () => {
        await vi.advanceTimersByTimeAsync(0);
      });
      expect(line.calls).toBe(2);
      line.offline = false;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(60_000);
      });
      expect(screen.getByText('real g')).toBeTruthy();
      expect(line.calls).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it("lets the fallback retry on the person's request", async () => {
    const { line, load } = flakyLoader();
    await showPart(load, 'f');
    await screen.findByText('plain f');
    line.offline = false;
    act(() => {
      screen.getByRole('button', { name: 'Retry' }).click();
    });
    expect(await screen.findByText('real f')).toBeTruthy();
  });
});
