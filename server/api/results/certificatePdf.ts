// A certificate's PDF, printed once per language and kept (the printer itself: server/certificatePdf.ts).
import { createHash } from 'node:crypto';
import { certificatePayload, type PrintedFields, signCertificate } from '../../certificates.ts';
import { PdfUnavailableError } from '../../certificatePdf.ts';
import { ApiError } from '../../http/errors.ts';
import { putBuffer, readStored } from '../../storage/index.ts';
import type { Context, Handler } from '../context.ts';
import { certificateRecord } from './certificates.ts';

/** The address the QR code opens: the public verification page, with the signature the holder can check offline. */
export function verificationUrl(origin: string, code: string, signature: string): string {
  return `${origin}/certificates/verify/${encodeURIComponent(code)}?s=${signature}`;
}

/** Prints in flight, by the file they will be kept in: a second request for the same PDF waits for the first print. */
const printing = new Map<string, Promise<Buffer>>();

/**
 * A certificate's PDF in one language, printed once and kept in the file store (certificates/): its name carries a digest of what is
 * printed (the fields, the language, the address in the QR code), and writing a new one removes the older ones of that
 * certificate and language, so one file per certificate and language is kept whoever asks, however often.
 */
async function storedPdf(ctx: Context, fields: PrintedFields, lang: 'ar' | 'en'): Promise<Buffer> {
  const signature = signCertificate(ctx.certificateKey, fields);
  // The configured origin (PUBLIC_ORIGIN), never the request's Host: a forger's Host would print a QR code to their page.
  const verifyUrl = verificationUrl(ctx.publicOrigin, fields.id, signature);
  const version = createHash('sha256').update(`${certificatePayload(fields)}\n${lang}\n${verifyUrl}`).digest('hex').slice(0, 16);
  const prefix = `certificates/${fields.id}-${lang}-`;
  const key = `${prefix}${version}.pdf`;
  // Not printed yet (or printed before the address or the key changed): print it. The store writes a key whole or not at all.
  const kept = await readStored(ctx.store, key);
  if (kept) return kept;
  const inFlight = printing.get(key);
  if (inFlight) return inFlight;
  const print = (async () => {
    const pdf = await ctx.pdfPrinter.print({ ...fields, lang, verifyUrl });
    await putBuffer(ctx.store, key, pdf, { contentType: 'application/pdf' });
    for (const older of await ctx.store.list(prefix)) {
      if (older.key !== key && older.key.endsWith('.pdf')) await ctx.store.delete(older.key);
    }
    return pdf;
  })().finally(() => printing.delete(key));
  printing.set(key, print);
  return print;
}

export const getCertificatePdf: Handler<'getCertificatePdf'> = async (ctx, { request, reply }) => {
  const { fields } = await certificateRecord(ctx, request.params.certificateId);
  const lang = request.query?.lang ?? 'ar';
  let pdf: Buffer;
  try {
    pdf = await storedPdf(ctx, fields, lang);
  } catch (error) {
    if (error instanceof PdfUnavailableError) {
      request.log.warn(error.message);
      throw new ApiError(503, 'pdfUnavailable');
    }
    throw error;
  }
  reply
    .code(200)
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${fields.id}-${lang}.pdf"`)
    .header('cache-control', 'no-cache')
    .header('x-content-type-options', 'nosniff');
  await reply.send(pdf);
  return undefined;
};
