// Certificate PDFs: headless Chromium (Debian's, through playwright-core) prints an HTML template set in a self-hosted
// Arabic font, because Chromium shapes Arabic and lays it out right to left correctly (the usual PDF libraries do not).
// Chromium is started on the first PDF asked for, not at server start, so a machine without it still serves the site;
// there a PDF answers 503 (see server/README.md).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import QRCode from 'qrcode';
import { intlLocaleOf } from '../src/domain/language.ts';
import { meccaDayInCalendars } from '../src/domain/meccaTime.ts';
import { urlBreakPieces } from '../src/domain/lineBreaks.ts';
import type { PrintedFields } from './certificates.ts';

export class PdfUnavailableError extends Error {
  constructor(reason: string) {
    super(`certificate PDFs are unavailable: ${reason}`);
    this.name = 'PdfUnavailableError';
  }
}

export type CertificateToPrint = PrintedFields & { lang: 'ar' | 'en'; verifyUrl: string };

export type PdfPrinter = { print(certificate: CertificateToPrint): Promise<Buffer>; close(): Promise<void> };

const require = createRequire(import.meta.url);

function fontFace(weight: 400 | 700): string {
  const files = path.join(path.dirname(require.resolve('@fontsource/noto-naskh-arabic/package.json')), 'files');
  const face = (subset: string, range: string) => {
    const data = readFileSync(path.join(files, `noto-naskh-arabic-${subset}-${weight}-normal.woff2`)).toString('base64');
    return `@font-face{font-family:'Certificate Naskh';font-weight:${weight};src:url(data:font/woff2;base64,${data}) format('woff2');unicode-range:${range}}`;
  };
  return face('arabic', 'U+0600-06FF,U+0750-077F,U+0870-08FF,U+FB50-FDFF,U+FE70-FEFF,U+200C-200F,U+25CC') + face('latin', 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+2000-206F,U+20AC,U+2122');
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const copy = {
  ar: {
    organiser: 'مسابقة القرآن الكريم',
    certifies: 'تشهد إدارة المسابقة بأنّ',
    participation: 'قد شارك مشاركةً مقبولة في',
    winner: 'قد فاز بالقرعة الإلكترونية في',
    of: 'ضمن',
    issued: 'تاريخ الإصدار',
    id: 'رقم الشهادة',
    verify: 'للتحقق من الشهادة امسح الرمز أو افتح',
    tracks: { first: 'المسار الأول', second: 'المسار الثاني', third: 'المسار الثالث', fourth: 'المسار الرابع', fifth: 'المسار الخامس' } as Record<string, string>,
  },
  en: {
    organiser: 'The Quran Competition',
    certifies: 'The competition certifies that',
    participation: 'took part, with an accepted entry, in',
    winner: 'won, by the electronic draw, in',
    of: 'of',
    issued: 'Issued on',
    id: 'Certificate number',
    verify: 'To verify this certificate scan the code or open',
    tracks: { first: 'the first track', second: 'the second track', third: 'the third track', fourth: 'the fourth track', fifth: 'the fifth track' } as Record<string, string>,
  },
};

/** The issue date in the Hijri (Umm al-Qura) and Gregorian calendars, in the certificate's language. */
export function certificateDates(issuedAt: string, lang: 'ar' | 'en'): { hijri: string; gregorian: string } {
  return meccaDayInCalendars(intlLocaleOf(lang), issuedAt);
}

export async function certificateHtml(c: CertificateToPrint): Promise<string> {
  const text = copy[c.lang];
  const qr = await QRCode.toString(c.verifyUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 0 });
  const dates = certificateDates(c.issuedAt, c.lang);
  const gregorianSuffix = c.lang === 'ar' ? ' م' : '';
  return `<!doctype html>
<html lang="${c.lang}" dir="${c.lang === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><title>${escape(c.title[c.lang])}</title>
<style>
${fontFace(400)}${fontFace(700)}
@page { size: A4 landscape; margin: 0 }
* { box-sizing: border-box }
html, body { margin: 0; font-family: 'Certificate Naskh', serif; color: #1d2b24 }
.sheet { inline-size: 297mm; block-size: 210mm; padding: 14mm; }
.frame { block-size: 100%; border: 3px double #1f6f54; border-radius: 6mm; padding: 12mm 18mm; display: flex; flex-direction: column; align-items: center; text-align: center; background: linear-gradient(180deg, #f7fbf8, #ffffff) }
.organiser { font-size: 15pt; color: #1f6f54; letter-spacing: ${c.lang === 'ar' ? '0' : '0.08em'} }
h1 { font-size: 30pt; margin: 4mm 0 6mm; color: #174d3b }
.certifies { font-size: 15pt; margin: 0 }
.holder { font-size: 34pt; font-weight: 700; margin: 3mm 0; color: #0f3a2c }
.what { font-size: 15pt; margin: 0 }
.competition { font-size: 18pt; font-weight: 700; margin: 2mm 0 0 }
.footer { margin-block-start: auto; inline-size: 100%; display: flex; align-items: flex-end; justify-content: space-between; gap: 10mm; text-align: start; font-size: 11.5pt }
.facts p { margin: 1mm 0 }
.qr { inline-size: 34mm; block-size: 34mm; flex: none }
.qr svg { inline-size: 100%; block-size: 100% }
.verify { font-size: 9pt; color: #3d5a4e; max-inline-size: 120mm }
.url { direction: ltr; unicode-bidi: isolate; overflow-wrap: break-word }
.id { direction: ltr; unicode-bidi: isolate; font-weight: 700 }
</style></head>
<body><div class="sheet"><div class="frame">
<div class="organiser">${escape(text.organiser)}</div>
<h1>${escape(c.title[c.lang])}</h1>
<p class="certifies">${escape(text.certifies)}</p>
<p class="holder">${escape(c.holder[c.lang])}</p>
<p class="what">${escape(c.kind === 'winner' ? text.winner : text.participation)} ${escape(text.tracks[c.track] ?? c.track)} ${escape(text.of)}</p>
<p class="competition">${escape(c.competition[c.lang])}</p>
<div class="footer">
<div class="facts">
<p>${escape(text.issued)}: ${escape(dates.hijri)} — ${escape(dates.gregorian)}${gregorianSuffix}</p>
<p>${escape(text.id)}: <span class="id">${escape(c.id)}</span></p>
<p class="verify">${escape(text.verify)} <span class="url">${urlBreakPieces(c.verifyUrl.split('?')[0]!).map(escape).join('<wbr>')}</span></p>
</div>
<a class="qr" href="${escape(c.verifyUrl)}" aria-label="QR">${qr}</a>
</div>
</div></div></body></html>`;
}


/** How long one print may take before its Chromium is taken for hung, killed, and the PDF answered 503. */
export const PRINT_TIMEOUT_MS = 30_000;

/** A started browser: connected to over the browser server's socket, its process killable and watched. */
type Running = { browser: Browser; kill(): Promise<void>; exited: Promise<void>; alive(): boolean };

/**
 * One Chromium for the process, started on first use; PDFs are printed one at a time. A Chromium that died (killed,
 * crashed, out of memory) is noticed, by its disconnection or by a print failing on it: the next print starts a new one,
 * and a print that failed on a dead browser is tried once more on a fresh one. A Chromium that hangs (a print not done
 * within `printTimeoutMs`) is killed, so that it cannot hold every later PDF in the queue behind it: that print answers
 * 503 and the next starts a new browser. It runs as a browser server (launchServer), which is what lets it be killed.
 */
export function chromiumPdfPrinter(executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium', options: { printTimeoutMs?: number } = {}): PdfPrinter {
  const printTimeoutMs = options.printTimeoutMs ?? PRINT_TIMEOUT_MS;
  let browser: Promise<Running> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  const launch = async (): Promise<Running> => {
    if (!existsSync(executablePath)) throw new PdfUnavailableError(`no Chromium at ${executablePath} (install Debian's chromium or set CHROME_PATH)`);
    const { chromium } = await import('playwright-core');
    try {
      const server = await chromium.launchServer({
        executablePath,
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
      });
      try {
        const child = server.process();
        const ended = () => child.exitCode !== null || child.signalCode !== null;
        const exited = ended() ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));
        const connected = await chromium.connect(server.wsEndpoint());
        return { browser: connected, kill: () => server.kill(), exited, alive: () => connected.isConnected() && !ended() };
      } catch (error) {
        await server.kill();
        throw error;
      }
    } catch (error) {
      throw new PdfUnavailableError(`Chromium did not start (${(error as Error).message.split('\n')[0]})`);
    }
  };
  /** The running browser, or a new one when there is none or the last one has gone. */
  const running = async (): Promise<Running> => {
    const current = await browser?.catch(() => undefined);
    if (current?.alive()) return current;
    if (current) await current.kill().catch(() => undefined); // disconnected: make sure nothing of it is left
    const started = launch();
    browser = started;
    try {
      const fresh = await started;
      fresh.browser.on('disconnected', () => {
        if (browser === started) browser = undefined;
      });
      return fresh;
    } catch (error) {
      if (browser === started) browser = undefined; // try again next time (Chromium may be installed meanwhile)
      throw error;
    }
  };
  const printOn = async (on: Browser, certificate: CertificateToPrint): Promise<Buffer> => {
    const page = await on.newPage();
    try {
      await page.setContent(await certificateHtml(certificate), { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      return await page.pdf({ format: 'A4', landscape: true, printBackground: true, preferCSSPageSize: true });
    } finally {
      await page.close().catch(() => undefined); // a page of a dead browser cannot be closed, and need not be
    }
  };
  /** One print, bounded: past the time limit the browser is killed and the print refused as unavailable. */
  const bounded = async (on: Running, certificate: CertificateToPrint): Promise<Buffer> => {
    let timer: NodeJS.Timeout | undefined;
    const hung = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        if (browser) browser = undefined;
        void on.kill().catch(() => undefined);
        reject(new PdfUnavailableError(`Chromium did not print within ${printTimeoutMs} ms and was stopped`));
      }, printTimeoutMs);
    });
    try {
      return await Promise.race([printOn(on.browser, certificate), hung]);
    } finally {
      clearTimeout(timer);
    }
  };
  const print = async (certificate: CertificateToPrint): Promise<Buffer> => {
    const on = await running();
    try {
      return await bounded(on, certificate);
    } catch (error) {
      if (error instanceof PdfUnavailableError) throw error; // hung, and killed
      // Did Chromium die under this print? Its socket may not have told yet: give its process a moment to be seen gone.
      const died = await Promise.race([on.exited.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(!on.alive()), 1_000))]);
      if (!died) throw error; // the browser is fine: the failure is the print's own
      if (browser) browser = undefined;
      // Chromium went away before or during this print: start another, print once more.
      return bounded(await running(), certificate);
    }
  };
  return {
    print(certificate) {
      const run = queue.then(() => print(certificate));
      queue = run.catch(() => undefined);
      return run;
    },
    async close() {
      const current = browser;
      browser = undefined;
      const running = await current?.catch(() => undefined);
      if (running) {
        await running.browser.close().catch(() => undefined);
        await running.kill().catch(() => undefined);
      }
    },
  };
}
