export function installPlan(state: {
  hasLock: boolean;
  installed: boolean;
  lockNewerThanInstall: boolean;
}): 'none' | 'ci' | 'install';
export const OUT_OF_SYNC_ADVICE: string;
export function ciFailureMessage(npmStderr: string, status: number | null): string;
