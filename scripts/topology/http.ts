// A multipart/form-data body as a browser sends it (the same framing as tests/server/harness.ts's multipart).
import { randomBytes } from 'node:crypto';
import { type IncomingHttpHeaders, request as httpRequest } from 'node:http';

export function multipart(fields: Record<string, string>, file: { field: string; name: string; type: string; content: Buffer }) {
  const boundary = `----qc${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`));
  parts.push(file.content, Buffer.from('\r\n'));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * One request by node:http from the loopback address `from` (127.0.0.2, 127.0.0.3, …: Linux answers the whole 127/8 on
 * lo), so that each simulated contestant is its own client address to nginx and to the servers' per-address limits.
 */
export function requestFrom(
  from: string,
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: Buffer },
): Promise<{ status: number; headers: IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: init.method, localAddress: from, headers: { ...init.headers, ...(init.body ? { 'content-length': String(init.body.length) } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}
