import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useUuidField } from './use-uuid-field';

const ID = '123e4567-e89b-42d3-a456-426614174000';
const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

describe('useUuidField', () => {
  it('hands on a trimmed UUID and flags anything else until it is fixed', () => {
    const onValid = vi.fn();
    const { result } = renderHook(() => useUuidField(onValid));
    act(() => result.current.onChange('not-a-uuid'));
    act(() => result.current.onSubmit(submitEvent()));
    expect(result.current.invalid).toBe(true);
    expect(onValid).not.toHaveBeenCalled();
    act(() => result.current.onChange(`  ${ID} `));
    expect(result.current.invalid).toBe(true); // still said until the next submit
    act(() => result.current.onSubmit(submitEvent()));
    expect(result.current.invalid).toBe(false);
    expect(onValid).toHaveBeenCalledWith(ID);
  });

  it('passes an empty field when optional, and clears the message on edit when asked', () => {
    const onValid = vi.fn();
    const { result } = renderHook(() => useUuidField(onValid, { optional: true, clearOnEdit: true }));
    act(() => result.current.onSubmit(submitEvent()));
    expect(onValid).toHaveBeenCalledWith('');
    act(() => result.current.onChange('x'));
    act(() => result.current.onSubmit(submitEvent()));
    expect(result.current.invalid).toBe(true);
    act(() => result.current.onChange('xy'));
    expect(result.current.invalid).toBe(false);
  });
});
