// Certificate PDFs printed by the real Chromium: Arabic is shaped (the font's contextual letter forms are used, as the
// PDF's ToUnicode maps show), laid out right to left (rendered to an image, the QR code sits at the left in Arabic and
// at the right in English), with the verification address in the QR code and both calendars printed. Through the
// server: the QR code read back from the rendered page names PUBLIC_ORIGIN whatever the Host, and a killed Chromium is
// replaced at the next PDF. A hung Chromium is killed after the print's time limit, so it cannot hold every later PDF.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CertificateToPrint, PdfUnavailableError, certificateDates, certificateHtml, chromiumPdfPrinter } from '../../server/certificatePdf.ts';
import * as t from '../../server/db/schema.ts';
import { body, engines, startTestServer, type TestServer } from './harness.ts';

const certificate: Omit<CertificateToPrint, 'lang'> = {
  id: 'QC-1446-4K1PH6AY4FGRPC3Y',
  kind: 'winner',
  track: 'second',
  holder: { ar: 'فاطمة الزهراني', en: 'Fatimah Al-Zahrani' },
  title: { ar: 'شهادة فوز بالمركز الأول في المسار الثاني', en: 'Certificate of first place, second track' },
  competition: { ar: 'مسابقة القرآن الكريم الرمضانية 1446هـ', en: 'Ramadan Quran Competition 1446 AH' },
  issuedAt: '2025-03-15',
  verifyUrl: 'http://localhost:8080/certificates/verify/QC-1446-4K1PH6AY4FGRPC3Y?s=abc',
};

/** Every code point the PDF's ToUnicode maps give to a glyph (inflated from its Flate streams). */
function mappedCodePoints(pdf: Buffer): Set<number> {
  const text = pdf.toString('latin1');
  const found = new Set<number>();
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(text); match; match = streams.exec(text)) {
    const start = match.index + match[0].length;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, text.indexOf('endstream', start))).toString('latin1');
    } catch {
      continue;
    }
    if (!content.includes('beginbfchar') && !content.includes('beginbfrange')) continue;
    for (const [, unicode] of content.matchAll(/<[0-9A-Fa-f]+>\s*<([0-9A-Fa-f]{4})>/g)) found.add(parseInt(unicode!, 16));
  }
  return found;
}

/** A greyscale PGM image: its size and its pixels, one byte each. */
function readPgm(pgm: Buffer): { width: number; height: number; pixels: Buffer } {
  const header = pgm.toString('latin1', 0, 64).match(/^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/)!;
  return { width: Number(header[1]), height: Number(header[2]), pixels: pgm.subarray(header[0].length) };
}

/**
 * The QR code printed in a box of the page (a share of its width and height), read as a grid of `size` × `size` modules:
 * the code has no quiet zone in the template, so its finder patterns span the dark pixels' bounding box; each module is
 * read at its centre. Returns the modules that differ from `expected` (0 when the printed code is exactly that code).
 */
function qrModulesDiffering(pgm: Buffer, box: { x0: number; x1: number; y0: number; y1: number }, expected: string): number {
  const { width, height, pixels } = readPgm(pgm);
  const dark = (x: number, y: number) => pixels[Math.round(y) * width + Math.round(x)]! < 128;
  let [left, right, top, bottom] = [Infinity, -1, Infinity, -1];
  for (let y = Math.floor(box.y0 * height); y < box.y1 * height; y++) {
    for (let x = Math.floor(box.x0 * width); x < box.x1 * width; x++) {
      if (!dark(x, y)) continue;
      [left, right, top, bottom] = [Math.min(left, x), Math.max(right, x), Math.min(top, y), Math.max(bottom, y)];
    }
  }
  const modules = QRCode.create(expected, { errorCorrectionLevel: 'M' }).modules;
  const step = { x: (right - left + 1) / modules.size, y: (bottom - top + 1) / modules.size };
  let differing = 0;
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (dark(left + (col + 0.5) * step.x, top + (row + 0.5) * step.y) !== Boolean(modules.get(row, col))) differing++;
    }
  }
  return differing;
}

/** Dark pixels in a box of a greyscale PGM image, as a share of the box. */
function inkIn(pgm: Buffer, box: { x0: number; x1: number; y0: number; y1: number }): { width: number; height: number; ink: number } {
  const header = pgm.toString('latin1', 0, 64).match(/^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/)!;
  const [width, height] = [Number(header[1]), Number(header[2])];
  const pixels = pgm.subarray(header[0].length);
  let dark = 0;
  let all = 0;
  for (let y = Math.floor(box.y0 * height); y < box.y1 * height; y++) {
    for (let x = Math.floor(box.x0 * width); x < box.x1 * width; x++) {
      all++;
      if (pixels[y * width + x]! < 100) dark++;
    }
  }
  return { width, height, ink: dark / all };
}

describe('certificate PDFs from Chromium', () => {
  const printer = chromiumPdfPrinter();
  const dir = mkdtempSync(path.join(tmpdir(), 'qc-pdf-'));
  const pdfs: Record<'ar' | 'en', Buffer> = {} as never;
  beforeAll(async () => {
    pdfs.ar = await printer.print({ ...certificate, lang: 'ar' });
    pdfs.en = await printer.print({ ...certificate, lang: 'en' });
    writeFileSync(path.join(dir, 'ar.pdf'), pdfs.ar);
    writeFileSync(path.join(dir, 'en.pdf'), pdfs.en);
  }, 120_000);
  afterAll(async () => {
    await printer.close();
  });

  it('shapes Arabic: initial, medial and final forms of letters are the glyphs used', () => {
    expect(pdfs.ar.subarray(0, 5).toString()).toBe('%PDF-');
    const points = mappedCodePoints(pdfs.ar);
    const presentationForms = [...points].filter((p) => p >= 0xfe70 && p <= 0xfeff);
    expect(presentationForms.length).toBeGreaterThan(15);
    // Lam starting a word (FEDF) and inside one (FEE0), meem likewise (FEE3, FEE4), alef after a joining letter (FE8E):
    // the shapes only a shaping engine picks; unshaped text would map every glyph to the basic letters (U+0600…).
    for (const form of [0xfedf, 0xfee0, 0xfee3, 0xfee4, 0xfe8e]) expect(points.has(form), form.toString(16)).toBe(true);
    // The English certificate needs none.
    expect([...mappedCodePoints(pdfs.en)].filter((p) => p >= 0xfe70 && p <= 0xfeff)).toEqual([]);
  });

  it('prints the text: the holder, the certificate number and both calendars', () => {
    const text = (lang: 'ar' | 'en') => execFileSync('pdftotext', ['-layout', path.join(dir, `${lang}.pdf`), '-'], { encoding: 'utf8' });
    const en = text('en');
    expect(en).toContain('Fatimah Al-Zahrani');
    expect(en).toContain('QC-1446-4K1PH6AY4FGRPC3Y');
    expect(en).toContain(certificateDates('2025-03-15', 'en').gregorian);
    expect(en).toContain('Ramadan 1446');
    // pdftotext gives Arabic in its logical order, letter by letter (it may part a word where glyphs join): compare without spaces.
    const ar = text('ar').replace(/[\s\u200e\u200f\u202a-\u202e]/g, '');
    expect(ar).toContain('فاطمةالزهراني');
    expect(ar).toContain('QC-1446');
    expect(ar).toContain('رمضان');
  });

  it('renders to an image laid out right to left in Arabic and left to right in English', () => {
    const render = (lang: 'ar' | 'en') => {
      execFileSync('pdftoppm', ['-r', '40', '-gray', '-singlefile', path.join(dir, `${lang}.pdf`), path.join(dir, lang)]);
      return readFileSync(path.join(dir, `${lang}.pgm`));
    };
    const ar = render('ar');
    const en = render('en');
    const bottomLeft = { x0: 0.08, x1: 0.25, y0: 0.7, y1: 0.92 };
    const bottomRight = { x0: 0.75, x1: 0.92, y0: 0.7, y1: 0.92 };
    const arLeft = inkIn(ar, bottomLeft);
    expect(arLeft.width).toBeGreaterThan(arLeft.height); // A4 landscape
    // The QR code is a dense block: on the left (the end) in Arabic, on the right (the end) in English.
    expect(arLeft.ink).toBeGreaterThan(0.25);
    expect(inkIn(ar, bottomRight).ink).toBeLessThan(0.15);
    expect(inkIn(en, bottomRight).ink).toBeGreaterThan(0.25);
    expect(inkIn(en, bottomLeft).ink).toBeLessThan(0.15);
    // The title and the holder's name are printed in the middle band.
    expect(inkIn(ar, { x0: 0.3, x1: 0.7, y0: 0.15, y1: 0.5 }).ink).toBeGreaterThan(0.01);
  });
});

describe('the printed verification address', () => {
  it('wraps only where a line may end (after a slash, before a dot or hyphen), never inside a word', async () => {
    const html = await certificateHtml({ ...certificate, lang: 'ar' });
    const address = /<span class="url">(.*?)<\/span>/.exec(html)?.[1] ?? '';
    expect(address.split('<wbr>')).toEqual(['http://', 'localhost:8080/', 'certificates/', 'verify/', 'QC', '-1446', '-4K1PH6AY4FGRPC3Y']);
    expect(html).not.toMatch(/break-all|overflow-wrap:\s*anywhere/);
  });
});

describe('a hung Chromium', () => {
  it('is killed after the time limit: that PDF is refused as unavailable, and the next is printed by a new one', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'qc-pdf-hung-'));
    const pids = path.join(dir, 'pids');
    const chromium = path.join(dir, 'chromium');
    writeFileSync(chromium, `#!/bin/sh\necho $$ >> '${pids}'\nexec ${process.env.CHROME_PATH ?? '/usr/bin/chromium'} "$@"\n`);
    chmodSync(chromium, 0o755);
    const started = () => readFileSync(pids, 'utf8').trim().split('\n').map(Number);
    const printer = chromiumPdfPrinter(chromium, { printTimeoutMs: 4_000 });
    try {
      expect((await printer.print({ ...certificate, lang: 'en' })).subarray(0, 5).toString()).toBe('%PDF-');
      const [first] = started();
      process.kill(first!, 'SIGSTOP'); // alive but answering nothing, as a wedged browser
      const before = Date.now();
      await expect(printer.print({ ...certificate, lang: 'ar' })).rejects.toThrow(PdfUnavailableError);
      expect(Date.now() - before).toBeLessThan(15_000);
      // Killed, not left stopped: a stopped process's state is T, a killed one is gone or a zombie.
      const state = () => {
        try {
          return readFileSync(`/proc/${first}/stat`, 'utf8').split(' ')[2];
        } catch {
          return 'gone';
        }
      };
      for (let i = 0; i < 100 && state() === 'T'; i++) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(state()).not.toBe('T');
      expect((await printer.print({ ...certificate, lang: 'ar' })).subarray(0, 5).toString()).toBe('%PDF-');
      expect(started()).toHaveLength(2);
    } finally {
      for (const pid of started()) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
      await printer.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe.each(engines)('certificate PDFs from the server with the real Chromium on %s', (engine) => {
  const PUBLIC_ORIGIN = 'https://competition.example.org';
  const dir = mkdtempSync(path.join(tmpdir(), 'qc-pdf-server-'));
  // Debian's Chromium, started through a script that notes its process id (exec keeps it), so the test can kill it.
  const pids = path.join(dir, 'pids');
  const chromium = path.join(dir, 'chromium');
  writeFileSync(chromium, `#!/bin/sh\necho $$ >> '${pids}'\nexec ${process.env.CHROME_PATH ?? '/usr/bin/chromium'} "$@"\n`);
  chmodSync(chromium, 0o755);
  const started = () => readFileSync(pids, 'utf8').trim().split('\n').map(Number);
  let server: TestServer;
  let code: string;
  beforeAll(async () => {
    server = await startTestServer(engine, { phase: 'running', overrides: { publicOrigin: PUBLIC_ORIGIN, pdfPrinter: chromiumPdfPrinter(chromium) } });
    const [row] = await server.database.db.select().from(t.certificates).where(eq(t.certificates.kind, 'winner'));
    code = row!.code;
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const pdf = (lang: 'ar' | 'en', headers: Record<string, string> = {}) =>
    server.request({ method: 'GET', url: `/api/v1/certificates/${code}/pdf?lang=${lang}`, headers });

  it('prints a QR code and an address on PUBLIC_ORIGIN when the request names another Host', async () => {
    const res = await pdf('en', { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const signature = body(await server.request({ method: 'GET', url: `/api/v1/certificates/${code}/verification` })).data[0].signature as string;
    const verifyUrl = `${PUBLIC_ORIGIN}/certificates/verify/${code}?s=${signature}`;
    const file = path.join(dir, 'host.pdf');
    writeFileSync(file, res.rawPayload);
    // The printed text and the link Chromium wrote name the configured origin, and nothing names the Host.
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text.replace(/\s+/g, '')).toContain(`${PUBLIC_ORIGIN}/certificates/verify/${code}`);
    expect(execFileSync('pdfinfo', ['-url', file], { encoding: 'utf8' })).toContain(verifyUrl);
    expect(res.rawPayload.toString('latin1')).not.toContain('evil.example');
    expect(text).not.toContain('evil.example');
    // The QR code itself, read from the rendered page (at the bottom right in English): the code of that address.
    execFileSync('pdftoppm', ['-r', '300', '-gray', '-singlefile', file, path.join(dir, 'host')]);
    const page = readFileSync(path.join(dir, 'host.pgm'));
    const qrBox = { x0: 0.7, x1: 0.93, y0: 0.6, y1: 0.92 };
    expect(qrModulesDiffering(page, qrBox, verifyUrl)).toBe(0);
    expect(qrModulesDiffering(page, qrBox, verifyUrl.replace(PUBLIC_ORIGIN, 'http://evil.example'))).toBeGreaterThan(100);
  }, 120_000);

  it('starts a new Chromium after the printer\'s was killed, and prints', async () => {
    if ((await pdf('en')).statusCode !== 200) throw new Error('the first PDF was not printed');
    const [first] = started();
    process.kill(first!, 'SIGKILL');
    // Gone for good before asking again (a killed process stays a zombie until its parent reaps it).
    const gone = (pid: number) => {
      try {
        return ['Z', 'X'].includes(readFileSync(`/proc/${pid}/stat`, 'utf8').split(' ')[2]!);
      } catch {
        return true; // reaped already
      }
    };
    for (let i = 0; i < 100 && !gone(first!); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gone(first!)).toBe(true);
    const again = await pdf('ar'); // not printed yet: needs a browser
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['content-type']).toBe('application/pdf');
    expect(again.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(started()).toHaveLength(2);
    // And again, killed between two PDFs with no time to notice.
    process.kill(started()[1]!, 'SIGKILL');
    rmSync(path.join(server.uploadsDir, 'certificates'), { recursive: true, force: true });
    const third = await pdf('en');
    expect(third.statusCode, third.body).toBe(200);
    expect(third.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(started()).toHaveLength(3);
  }, 120_000);
});
