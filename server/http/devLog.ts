// The server's log in development: one readable line per event instead of JSON, so the lines a newcomer looks for
// (the one-time codes, warnings) are not drowned by request records. Production keeps pino's JSON lines.
import { Writable } from 'node:stream';

const LEVELS: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

type Record_ = {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string };
};

const clock = (time: number | undefined) => new Date(time ?? Date.now()).toISOString().slice(11, 19);

/**
 * Turns pino's JSON lines into text. A request is one line when it completes (`GET /api/v1/settings 200 3 ms`), and
 * only for the API or a failure: the site's files, fetched by the dozen on every page, are left out when they succeed.
 */
export function createDevLogFormatter() {
  const started = new Map<string, { method: string; url: string }>();
  return (line: string): string | null => {
    let record: Record_;
    try {
      record = JSON.parse(line) as Record_;
    } catch {
      return line;
    }
    const level = LEVELS[record.level ?? 30] ?? 'info';
    if (record.req && record.reqId) {
      started.set(record.reqId, { method: record.req.method ?? '?', url: record.req.url ?? '?' });
      if (started.size > 1000) started.delete(started.keys().next().value as string);
      return null;
    }
    if (record.res && record.reqId) {
      const request = started.get(record.reqId);
      started.delete(record.reqId);
      const status = record.res.statusCode ?? 0;
      if (!request || (!request.url.startsWith('/api/') && status < 400)) return null;
      return `${clock(record.time)} ${request.method} ${request.url} ${status} ${Math.round(record.responseTime ?? 0)} ms`;
    }
    const error = record.err?.message ? ` (${record.err.message})` : '';
    return `${clock(record.time)} ${level === 'info' ? '' : `${level} `}${record.msg ?? ''}${error}`;
  };
}

/** A stream for pino that writes the formatted lines to `out`. */
export function devLogStream(out: NodeJS.WritableStream = process.stdout): Writable {
  const format = createDevLogFormatter();
  let pending = '';
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const text = line.trim() === '' ? null : format(line);
        if (text !== null) out.write(`${text}\n`);
      }
      done();
    },
  });
}
