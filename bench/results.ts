// The shape of bench/results.json.
import type { BoardFigures } from './measure/board.ts';
import type { RouteBytes } from './measure/bytes.ts';
import type { ChatFigures } from './measure/chat.ts';
import type { LongReplyFigures } from './measure/long-reply.ts';
import type { CsvTableFigures } from './measure/csv-table.ts';
import type { LatencyFigures } from './measure/latency.ts';
import type { InboxFigures } from './measure/inbox.ts';
import type { ChangedSinceAskedFigures } from './measure/changed-since-asked.ts';
import type { LighthouseFigures } from './measure/lighthouse.ts';
import type { PagesFigures, ReconnectFigures } from './measure/pages.ts';
import type { RecoveryFigures } from './measure/recovery.ts';
import type { UploadFigures } from './measure/upload.ts';
import type { WarmVisitFigures } from './measure/warm-visit.ts';
import type { Target } from './targets.ts';

export interface BenchResults {
  date: string;
  seconds: number;
  machine: {
    description: string;
    cpus: number;
    cpuModel: string;
    memoryGb: number;
    os: string;
    node: string;
    chromium: string;
  };
  bytes: RouteBytes[];
  latency: {
    ratePerSecond: number;
    app: LatencyFigures;
    envelope: LatencyFigures;
    reread: LatencyFigures;
    poll: LatencyFigures;
    largeJobs: number;
    largeApp: LatencyFigures;
    largeReread: LatencyFigures;
  };
  board: { app: BoardFigures; baseline: BoardFigures };
  /** 5,000 jobs in pages of 20 (envelope), without and with a frame every 250 ms. */
  pages?: { quiet: PagesFigures; frames: PagesFigures };
  reconnect?: ReconnectFigures;
  chat: ChatFigures;
  longReply?: LongReplyFigures;
  /** A 50,000-row CSV artifact beside a 6-row one (absent from runs before it existed). */
  csvTable?: CsvTableFigures;
  upload?: UploadFigures;
  /** Absent in `--only speed` runs. */
  recovery?: RecoveryFigures;
  lighthouse: LighthouseFigures[];
  /** Answer all, announcements and 50 alike jobs arriving (absent from runs before it existed). */
  inbox?: InboxFigures;
  /** "Changed since asked" beside the same stream's title change (absent from runs before it existed). */
  changedSinceAsked?: ChangedSinceAskedFigures;
  /** A warm visit (the account as last seen) against a cold one (absent from runs before it existed). */
  warmVisit?: WarmVisitFigures;
  overBudget: string[];
  /** Set by `--only`: which parts were re-measured, when and where (the rest is from `date`). */
  remeasured?: string;
  targets?: Target[];
}
