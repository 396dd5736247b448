// What else a sign out must empty, told by those who hold it (the write path's records): they
// register here, so storage needs to know nothing of them.
const hooks = new Set<(accounts: readonly string[]) => void>();

export function onSignOut(hook: (accounts: readonly string[]) => void) {
  hooks.add(hook);
}

export function runSignOutHooks(accounts: readonly string[]) {
  for (const hook of hooks) hook(accounts);
}
