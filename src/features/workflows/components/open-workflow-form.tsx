import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { isUuid } from '@/lib/api/resources/common';

/** "Workflow ID" + "Open": a malformed id is explained here instead of opening a dead page. */
export function OpenWorkflowForm() {
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = value.trim();
    if (!isUuid(id)) {
      setInvalid(true);
      return;
    }
    void navigate(paths.workflow(id.toLowerCase()));
  };
  return (
    <form onSubmit={submit} className="flex max-w-xl flex-col gap-2">
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          label="Workflow ID"
          className="min-w-0 flex-1"
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setInvalid(false);
          }}
          placeholder="33333333-3333-4333-8333-333333333333"
          spellCheck={false}
          autoComplete="off"
          aria-invalid={invalid}
        />
        <Button type="submit">Open</Button>
      </div>
      {invalid ? (
        <p role="alert" className="text-sm text-rose-800 dark:text-rose-200">
          “{value.trim() || '(empty)'}” is not a workflow id. A workflow id is a UUID such as
          33333333-3333-4333-8333-333333333333.
        </p>
      ) : null}
    </form>
  );
}
