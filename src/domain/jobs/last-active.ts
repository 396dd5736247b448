// When a job was last active, as well as the service tells: its last activity, else its last
// update, else its creation (or unknown). The board's columns and the chat list both order by it.
import type { Job } from '@/lib/api/resources/job';
import { firstTime, type Instant } from '@/lib/time';

export function lastActiveAt(job: Job): Instant {
  return firstTime(job.lastActiveAt, job.updatedAt, job.createdAt);
}
