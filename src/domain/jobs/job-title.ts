// The name a job goes by wherever it is shown, said or notified: its title, or "Untitled job" when
// the service gave none, an empty one or only spaces (one rule: `??` once let an empty title show
// as nothing).
const UNTITLED_JOB = 'Untitled job';

export function jobTitle(title: string | null | undefined): string {
  return title?.trim() ? title : UNTITLED_JOB;
}
