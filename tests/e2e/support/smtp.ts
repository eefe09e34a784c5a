// A local SMTP server for the end-to-end tests: just enough of RFC 5321 for nodemailer to hand a mail over (no TLS, no
// authentication), keeping every mail it received with its text decoded, so a spec can read what the site sent.
import { createServer, type Server, type Socket } from 'node:net';

export type ReceivedMail = { from: string; to: string[]; subject: string; text: string; raw: string };
export type SmtpServer = { port: number; mails: ReceivedMail[]; close: () => Promise<void> };

/** A header's encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`) as text. */
function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, kind: string, data: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  );
}

/** The mail's headers and its single text body, decoded from quoted-printable or base64. */
function parse(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  let body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1] ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'base64') body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  else if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    body = Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return { subject: decodeWords(header('Subject')), text: body.replace(/\r\n/g, '\n') };
}

function session(socket: Socket, mails: ReceivedMail[]) {
  let buffer = '';
  let data: string[] | null = null;
  let envelope: { from: string; to: string[] } = { from: '', to: [] };
  const reply = (line: string) => socket.write(`${line}\r\n`);
  reply('220 localhost test SMTP');
  socket.on('data', (chunk) => {
    buffer += chunk.toString('latin1');
    for (let end = buffer.indexOf('\r\n'); end !== -1; end = buffer.indexOf('\r\n')) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (data) {
        if (line === '.') {
          const raw = data.join('\r\n');
          mails.push({ ...envelope, ...parse(raw), raw });
          data = null;
          envelope = { from: '', to: [] };
          reply('250 OK queued');
        } else data.push(line.startsWith('..') ? line.slice(1) : line);
        continue;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') reply('250 localhost');
      else if (verb === 'MAIL') {
        envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
        reply('250 OK');
      } else if (verb === 'RCPT') {
        envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
        reply('250 OK');
      } else if (verb === 'DATA') {
        data = [];
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (verb === 'QUIT') {
        reply('221 Bye');
        socket.end();
      } else if (verb === 'RSET' || verb === 'NOOP') reply('250 OK');
      else reply('502 Command not implemented');
    }
  });
  socket.on('error', () => {});
}

/** Starts the server on a free port of 127.0.0.1. */
export async function startSmtpServer(): Promise<SmtpServer> {
  const mails: ReceivedMail[] = [];
  const server: Server = createServer((socket) => session(socket, mails));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the SMTP server has no port');
  return { port: address.port, mails, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
