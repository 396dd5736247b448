import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { JsonObject } from '@/lib/api/resources/workflow';
import { pathKey } from '@/domain/workflows/json-path';
import { JsonTree } from './json-tree';

const value: JsonObject = { title: 'Q3', settings: { threshold: 3, notify: true }, tags: ['a'], scratch: {} };

function renderTree(marks = new Map()) {
  const onChange = vi.fn<(next: JsonObject) => void>();
  render(
    <JsonTree value={value} onChange={onChange} marks={marks} freeForm={new Set([pathKey(['scratch'])])} />,
  );
  return onChange;
}

describe('JsonTree', () => {
  it('edits a value in place, keeping its type', () => {
    const onChange = renderTree();
    fireEvent.change(screen.getByRole('textbox', { name: 'input.settings.threshold' }), {
      target: { value: '4.5' },
    });
    expect(onChange).toHaveBeenLastCalledWith({ ...value, settings: { threshold: 4.5, notify: true } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'input.settings.notify' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...value, settings: { threshold: 3, notify: false } });
  });

  it('does not send a half-typed number', () => {
    const onChange = renderTree();
    fireEvent.change(screen.getByRole('textbox', { name: 'input.settings.threshold' }), {
      target: { value: '-' },
    });
    expect(onChange).not.toHaveBeenCalled();
    expect(
      screen.getByRole('textbox', { name: 'input.settings.threshold' }).getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('adds a key (read as JSON when it is JSON) and removes one', () => {
    const onChange = renderTree();
    fireEvent.change(screen.getByRole('textbox', { name: 'New key in input.scratch' }), {
      target: { value: 'n' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Value of the new key in input.scratch' }), {
      target: { value: '{"x": 1}' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add key to input.scratch' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...value, scratch: { n: { x: 1 } } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove input.tags' }));
    expect(onChange).toHaveBeenLastCalledWith({ title: 'Q3', settings: value.settings, scratch: {} });
  });

  it('marks input.scratch as free-form and shows a mark at its path', () => {
    renderTree(
      new Map([[pathKey(['title']), { message: 'The service refused this path.', severity: 'error' }]]),
    );
    expect(screen.getAllByText('free-form: always writable')).toHaveLength(1);
    expect(
      screen.getByRole('textbox', { name: 'input.title', description: 'The service refused this path.' }),
    ).toBeTruthy();
  });
});
