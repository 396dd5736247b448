// Undo says which jobs it gave back, so the screen that answered them can put its place back on
// them (the inbox reselects the undone job: the next key then acts on the job that was undone,
// not on the one below it).
type Listener = (jobIds: readonly string[]) => void;
const listeners = new Set<Listener>();

export function onAnswersUndone(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceUndone(jobIds: readonly string[]) {
  if (jobIds.length === 0) return;
  for (const listener of listeners) listener(jobIds);
}
