// The selected row of a list that changes under the person (the inbox): the selection is pinned to
// an id, the first row's by default, so a row arriving above it (an older job, a later page) never
// moves the selection, and the next key (1–9, `o`) acts on the row the person sees selected. Only
// when the selected row leaves the list does the selection go back to the first.
import { useState } from 'react';

export function usePinnedSelection<T extends { id: string }>(
  rows: readonly T[],
): [T | undefined, (id: string) => void] {
  const [selectedId, setSelectedId] = useState<string | undefined>(undefined);
  const found = rows.find((row) => row.id === selectedId);
  const selected = found ?? rows[0];
  // Adjusting state while rendering (React's pattern for state derived from props): the pin is in
  // place before anything commits.
  if (!found && selected && selected.id !== selectedId) setSelectedId(selected.id);
  return [selected, setSelectedId];
}
