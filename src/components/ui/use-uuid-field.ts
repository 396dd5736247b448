// A text field that takes a UUID (a chat, project or workflow id): what was typed, whether the last
// submit was no UUID, and the submit handler that trims it and hands on a valid one.
import { useState, type FormEvent } from 'react';
import { isUuid } from '@/lib/api/resources/common';

export function useUuidField(
  onValid: (id: string) => void,
  { optional = false, clearOnEdit = false }: { optional?: boolean; clearOnEdit?: boolean } = {},
) {
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const onChange = (next: string) => {
    setValue(next);
    if (clearOnEdit) setInvalid(false);
  };
  /** An empty field passes as '' when `optional`. */
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const id = value.trim();
    if (!(optional && id === '') && !isUuid(id)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onValid(id);
  };
  return { value, onChange, invalid, onSubmit };
}
