import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useUuidField } from '@/components/ui/use-uuid-field';
import { paths } from '@/config/paths';

/** "Workflow ID" + "Open": a malformed id is explained here instead of opening a dead page. */
export function OpenWorkflowForm() {
  const navigate = useNavigate();
  const { value, onChange, invalid, onSubmit } = useUuidField(
    (id) => void navigate(paths.workflow(id.toLowerCase())),
    { clearOnEdit: true },
  );
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          label="Workflow ID"
          className="min-w-0 flex-1"
          value={value}
          onValueChange={onChange}
          placeholder="Paste a workflow id"
          verbatim
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
