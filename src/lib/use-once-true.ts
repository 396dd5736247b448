// For a part fetched the first time something needs it and kept from then on (the outbox, the
// held-answers sender, the notifier): true from the first render where `value` was true, for good.
import { useState } from 'react';

export function useOnceTrue(value: boolean): boolean {
  const [once, setOnce] = useState(value);
  if (value && !once) setOnce(true);
  return once || value;
}
