// What else a sign out must empty, told by those who hold it (the write path's records): they
// register here, so storage needs to know nothing of them.
const hooks = new Set<(accounts: readonly string[]) => void>();

/** Registers `hook`; returns what takes it back (a holder that stops before any sign out). */
export function onSignOut(hook: (accounts: readonly string[]) => void): () => void {
  hooks.add(hook);
  return () => {
    hooks.delete(hook);
  };
}

export function runSignOutHooks(accounts: readonly string[]) {
  for (const hook of hooks) hook(accounts);
}
