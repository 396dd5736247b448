// `npx tsx bench/long-reply.ts [--skip-build]`: the long-reply measures alone (bench/measure/
// long-reply.ts), in about a minute; written to reports/long-reply.json.
import { runAlone } from './alone.ts';
import { measureLongReply } from './measure/long-reply.ts';

await runAlone('long-reply', measureLongReply);
