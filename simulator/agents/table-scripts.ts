// The scripted agent's tables and documents: a CSV with the cells a viewer must keep inert
// (formulas, markup, quotes, a delimiter inside a field), a TSV, a large CSV for the bench, and a
// PDF a viewer must never draw inside the page.
import { base64Content, type ArtifactFields } from './chat-scripts.ts';

const CSV_TEXT = [
  'region,total,owner,note',
  'eu,12,Ana,"Quarterly, audited"',
  'us,30,Bo,"=HYPERLINK(""https://example.invalid"",""click"")"',
  'apac,7,Chen,"<img src=x onerror=""window.__xssCsv=1"">"',
  "latam,-4,Dee,+cmd|' /C calc'!A0",
  'mena,101,Eli,@SUM(1+1)',
  'nordics,9,Fay,"He said ""fine"""',
].join('\r\n');

export const CSV_ARTIFACT: ArtifactFields = {
  title: 'Regions',
  kind: 'text',
  content_type: 'text/csv',
  filename: 'regions.csv',
  content: `${CSV_TEXT}\r\n`,
};

export const TSV_ARTIFACT: ArtifactFields = {
  title: 'Owners',
  kind: 'text',
  content_type: 'text/tab-separated-values',
  filename: 'owners.tsv',
  content: 'name\tteam\tsince\nAna\tPlatform\t2021\nBo\tData\t2019\nChen\tSecurity\t2024\n',
};

const REGIONS = ['eu', 'us', 'apac', 'latam', 'mena', 'nordics', 'africa'];
const STATUSES = ['open', 'paid', 'late', 'void'];

/** A deterministic CSV of `rows` rows (plus its header), about 60 bytes a row. */
export function largeCsv(rows: number): ArtifactFields {
  const lines = ['id,region,customer,amount,status,note'];
  for (let i = 1; i <= rows; i++) {
    const amount = ((i * 7919) % 100_000) / 100;
    lines.push(
      `${i},${REGIONS[i % REGIONS.length]},Customer ${(i * 31) % 9973},${amount},${STATUSES[i % STATUSES.length]},row ${i} of ${rows}`,
    );
  }
  return {
    title: 'Ledger',
    kind: 'text',
    content_type: 'text/csv',
    filename: 'ledger.csv',
    content: `${lines.join('\n')}\n`,
  };
}

// A one-page PDF that says "Invoice" (and would run its OpenAction script if a viewer let it).
const PDF_TEXT = [
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >> >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R >> endobj',
  '4 0 obj << /Length 36 >> stream',
  'BT /F1 18 Tf 20 40 Td (Invoice) Tj ET',
  'endstream endobj',
  'trailer << /Root 1 0 R >>',
  '%%EOF',
].join('\n');

export const PDF_ARTIFACT: ArtifactFields = {
  title: 'Invoice',
  kind: 'binary',
  content_type: 'application/pdf',
  filename: 'invoice.pdf',
  ...base64Content(PDF_TEXT, 'latin1'),
};
