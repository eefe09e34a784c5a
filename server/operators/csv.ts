// CSV exports (issue 30, point 6): UTF-8 with a byte-order mark (spreadsheet programs then read Arabic as Arabic),
// comma separated, CRLF line ends (RFC 4180), every cell that a spreadsheet would run as a formula neutralised, and the
// rows read from the database in batches by keyset and written as they come, so an export of 100,000 rows never holds
// more than one batch.
import { Readable } from 'node:stream';

export const BOM = '\uFEFF';

/** Rows each database read of an export fetches. */
export const EXPORT_BATCH = 1000;

export type Cell = string | number | boolean | null | undefined;

/**
 * One cell: a text starting with `=`, `+`, `-` or `@` (or a tab or carriage return, which some programs skip before
 * reading a formula) gets a leading `'`, so it is shown as written and never run (OWASP, CSV injection); a cell with a
 * comma, a quotation mark or a line break is quoted, its quotation marks doubled.
 */
export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'boolean' ? (value ? 'true' : 'false') : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly Cell[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * Reads a table page by page after the last key seen (keyset: no offset to walk past), until a page comes back short.
 * `fetch` answers at most `limit` rows whose keys follow `after` in the export's order.
 */
export async function* keysetBatches<Row, Key>(fetch: (after: Key | undefined, limit: number) => Promise<Row[]>, keyOf: (row: Row) => Key, limit = EXPORT_BATCH): AsyncGenerator<Row[]> {
  let after: Key | undefined;
  for (;;) {
    const rows = await fetch(after, limit);
    if (rows.length) yield rows;
    if (rows.length < limit) return;
    after = keyOf(rows[rows.length - 1]!);
  }
}

/**
 * The file as a stream: the byte-order mark and the header, then each batch's lines as the batch arrives (read only as
 * fast as the client takes them). `onEnd` is told how many rows were written once the last one was; a failure mid-way
 * ends the stream with the error (the client sees a cut download, never a file that looks whole).
 */
export function csvStream(header: readonly string[], batches: AsyncIterable<Cell[][]>, onEnd: (rows: number) => Promise<void>): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield BOM + csvLine(header);
    let count = 0;
    for await (const batch of batches) {
      let chunk = '';
      for (const row of batch) chunk += csvLine(row);
      count += batch.length;
      yield chunk;
    }
    await onEnd(count);
  }
  return Readable.from(lines(), { objectMode: false, highWaterMark: 1 << 16 });
}
