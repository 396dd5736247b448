// `npx tsx bench/changed-since-asked.ts [--skip-build]`: "Changed since asked" beside the same
// stream's card update, alone (bench/measure/changed-since-asked.ts); written to
// reports/changed-since-asked.json.
import { runAlone } from './alone.ts';
import { measureChangedSinceAsked } from './measure/changed-since-asked.ts';

await runAlone('changed-since-asked', measureChangedSinceAsked);
