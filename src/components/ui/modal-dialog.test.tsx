import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalDialog } from './modal-dialog';

// jsdom has no modal dialog: these stand in for the browser's, close event and all. jsdom's own
// `open` is put back after each test, since the next test file in this worker may read it.
const stubbed = ['open', 'showModal', 'close'] as const;
const jsdomOwn = stubbed.map(
  (name) => [name, Object.getOwnPropertyDescriptor(HTMLDialogElement.prototype, name)] as const,
);
function stubModalDialog() {
  Object.defineProperties(HTMLDialogElement.prototype, {
    open: {
      configurable: true,
      get(this: HTMLDialogElement) {
        return this.hasAttribute('open');
      },
    },
    showModal: {
      configurable: true,
      value(this: HTMLDialogElement) {
        this.setAttribute('open', '');
      },
    },
    close: {
      configurable: true,
      value(this: HTMLDialogElement) {
        this.removeAttribute('open');
        this.dispatchEvent(new Event('close'));
      },
    },
  });
}

describe('ModalDialog', () => {
  afterEach(() => {
    for (const [name, own] of jsdomOwn) {
      if (own) Object.defineProperty(HTMLDialogElement.prototype, name, own);
      else Reflect.deleteProperty(HTMLDialogElement.prototype, name);
    }
  });

  it('is named by its title, and Close closes it even where no modal dialog exists', () => {
    const onClose = vi.fn();
    render(
      <ModalDialog title="Keyboard shortcuts" width="narrow" onClose={onClose}>
        <p>Body</p>
      </ModalDialog>,
    );
    const heading = screen.getByRole('heading', { hidden: true, name: 'Keyboard shortcuts' });
    expect(screen.getByRole('dialog', { hidden: true }).getAttribute('aria-labelledby')).toBe(heading.id);
    fireEvent.click(screen.getByRole('button', { hidden: true, name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('hands its content a close, for a choice that is final', () => {
    const onClose = vi.fn();
    render(
      <ModalDialog title="Answer 2 jobs alike" width="wide" onClose={onClose}>
        {(close) => <button onClick={close}>yes</button>}
      </ModalDialog>,
    );
    fireEvent.click(screen.getByRole('button', { hidden: true, name: 'yes' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('opens as a modal and closes with open, calling onClose once through the close event', () => {
    stubModalDialog();
    const onClose = vi.fn();
    const view = render(
      <ModalDialog title="Help" open={false} width="narrow" onClose={onClose}>
        <p>Body</p>
      </ModalDialog>,
    );
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog.hasAttribute('open')).toBe(false);
    view.rerender(
      <ModalDialog title="Help" open width="narrow" onClose={onClose}>
        <p>Body</p>
      </ModalDialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Help' })).toBe(dialog);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(onClose).toHaveBeenCalledOnce();
  });
});
