// Certificate PDFs printed by the real Chromium: Arabic is shaped (the font's contextual letter forms are used, as the
// PDF's ToUnicode maps show), laid out right to left (rendered to an image, the QR code sits at the left in Arabic and
// at the right in English), with the verification address in the QR code and both calendars printed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CertificateToPrint, certificateDates, chromiumPdfPrinter } from '../../server/certificatePdf.ts';

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
