// A workflow's id behind a button: a name reads better in the heading, and an id is for pasting.
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';

export function CopyIdButton({ id }: { id: string }) {
  const [said, setSaid] = useState<string>();
  useEffect(() => {
    if (said === undefined) return undefined;
    const timer = setTimeout(() => setSaid(undefined), 3000);
    return () => clearTimeout(timer);
  }, [said]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(id);
      setSaid('Id copied');
    } catch {
      setSaid(`Id: ${id}`);
    }
  };
  return (
    <span className="inline-flex items-center gap-2">
      <Button variant="secondary" title={id} onClick={() => void copy()}>
        Copy id
      </Button>
      <span role="status" className="break-all font-mono text-xs text-slate-600 dark:text-slate-300">
        {said}
      </span>
    </span>
  );
}
