// The shape of bench/results.json.
import type { BoardFigures } from './measure/board.ts';
import type { RouteBytes } from './measure/bytes.ts';
import type { ChatFigures } from './measure/chat.ts';
import type { LatencyFigures } from './measure/latency.ts';
import type { LighthouseFigures } from './measure/lighthouse.ts';
import type { RecoveryFigures } from './measure/recovery.ts';

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
  chat: ChatFigures;
  recovery: RecoveryFigures;
  lighthouse: LighthouseFigures[];
  overBudget: string[];
  /** Set by `--only`: which parts were re-measured, when and where (the rest is from `date`). */
  remeasured?: string;
}
