// `npx tsx bench/csv-table.ts [--skip-build]`: the CSV table measures alone (bench/measure/
// csv-table.ts), in about a minute; written to reports/csv-table.json.
import { runAlone } from './alone.ts';
import { measureCsvTable } from './measure/csv-table.ts';

await runAlone('csv-table', measureCsvTable);
