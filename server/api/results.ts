// The public records behind the results: a track's draw, a certificate's verification, its PDF and the signing key.
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { certificatePayload, type PrintedFields, signCertificate } from '../certificates.ts';
import { PdfUnavailableError } from '../certificatePdf.ts';
import * as t from '../db/schema.ts';
import { drawOf } from '../draw/index.ts';
import { ApiError } from '../http/errors.ts';
import { toMeccaString } from '../../src/domain/meccaTime.ts';
import { t as msg } from '../messages.ts';
import { text } from './common.ts';
import type { Context, Handler, Schemas } from './context.ts';

const stamp = (date: Date | null) => (date ? toMeccaString(date) : null);

function drawSourceJson(source: t.DrawSource): Schemas['DrawSource'] {
  return source.kind === 'operatorSecret'
    ? { kind: 'operator_secret', commitment: source.commitment }
    : { kind: 'drand', chain_hash: source.chainHash, round: source.round, url: source.url };
}

export const getDraw: Handler<'getDraw'> = async (ctx, { request, lang }) => {
  const { competitionId, track } = request.params;
  const [competition] = await ctx.db.select().from(t.competitions).where(and(eq(t.competitions.id, competitionId), eq(t.competitions.published, true)));
  const draw = competition ? await drawOf(ctx.db, competition.id, track) : undefined;
  if (!competition || !draw) throw new ApiError(404, 'notFound');
  const stage = draw.publishedAt ? 'published' : draw.drawOrder ? 'drawn' : draw.committedAt ? 'committed' : 'announced';
  return {
    code: 200,
    body: {
      status: 200,
      message: msg(lang, 'retrieved'),
      data: [
        {
          competition_id: competition.id,
          competition_title: text(competition.title, lang),
          track: draw.track,
          label: draw.label,
          stage,
          source: drawSourceJson(draw.source),
          announced_at: toMeccaString(draw.announcedAt),
          committed_at: stamp(draw.committedAt),
          entries: draw.entries,
          list_hash: draw.listHash,
          winner_count: draw.winnerCount,
          randomness: draw.randomness,
          randomness_proof: draw.randomnessProof,
          seed: draw.seed,
          order: draw.drawOrder,
          drawn_at: stamp(draw.drawnAt),
          published_at: stamp(draw.publishedAt),
        },
      ],
    },
  };
};

type CertificateRecord = { fields: PrintedFields; revokedAt: Date | null };

async function certificateRecord(ctx: Context, code: string): Promise<CertificateRecord> {
  const [row] = await ctx.db
    .select({ cert: t.certificates, competition: t.competitions.title })
    .from(t.certificates)
    .innerJoin(t.competitions, eq(t.competitions.id, t.certificates.competitionId))
    .where(eq(t.certificates.code, code));
  if (!row) throw new ApiError(404, 'notFound');
  const { cert } = row;
  return {
    fields: { id: cert.code, kind: cert.kind, track: cert.track, holder: cert.name, title: cert.title, competition: row.competition, issuedAt: cert.issuedAt },
    revokedAt: cert.revokedAt,
  };
}

const pdfUrl = (code: string, lang: 'ar' | 'en') => `/api/v1/certificates/${code}/pdf?lang=${lang}`;

export const getCertificateVerification: Handler<'getCertificateVerification'> = async (ctx, { request, lang }) => {
  const { fields, revokedAt } = await certificateRecord(ctx, request.params.certificateId);
  return {
    code: 200,
    body: {
      status: 200,
      message: msg(lang, 'retrieved'),
      data: [
        {
          id: fields.id,
          kind: fields.kind,
          track: fields.track as Schemas['TrackKey'],
          holder_name: fields.holder,
          title: fields.title,
          competition_title: fields.competition,
          issued_at: fields.issuedAt,
          status: revokedAt ? 'revoked' : 'valid',
          revoked_at: stamp(revokedAt),
          payload: certificatePayload(fields),
          signature: signCertificate(ctx.certificateKey, fields),
          key_id: ctx.certificateKey.keyId,
          pdf_url: { ar: pdfUrl(fields.id, 'ar'), en: pdfUrl(fields.id, 'en') },
        },
      ],
    },
  };
};

/** The address the QR code opens: the public verification page, with the signature the holder can check offline. */
export function verificationUrl(origin: string, code: string, signature: string): string {
  return `${origin}/certificates/verify/${encodeURIComponent(code)}?s=${signature}`;
}

/** Prints in flight, by the file they will be kept in: a second request for the same PDF waits for the first print. */
const printing = new Map<string, Promise<Buffer>>();

/**
 * A certificate's PDF in one language, printed once and kept beside the uploads: its name carries a digest of what is
 * printed (the fields, the language, the address in the QR code), and writing a new one removes the older ones of that
 * certificate and language, so one file per certificate and language is kept whoever asks, however often.
 */
async function storedPdf(ctx: Context, fields: PrintedFields, lang: 'ar' | 'en'): Promise<Buffer> {
  const signature = signCertificate(ctx.certificateKey, fields);
  // The configured origin (PUBLIC_ORIGIN), never the request's Host: a forger's Host would print a QR code to their page.
  const verifyUrl = verificationUrl(ctx.publicOrigin, fields.id, signature);
  const version = createHash('sha256').update(`${certificatePayload(fields)}\n${lang}\n${verifyUrl}`).digest('hex').slice(0, 16);
  const dir = path.join(ctx.uploadsDir, 'certificates');
  const prefix = `${fields.id}-${lang}-`;
  const file = path.join(dir, `${prefix}${version}.pdf`);
  try {
    return await readFile(file);
  } catch {
    // not printed yet (or printed before the address or the key changed)
  }
  const inFlight = printing.get(file);
  if (inFlight) return inFlight;
  const print = (async () => {
    const pdf = await ctx.pdfPrinter.print({ ...fields, lang, verifyUrl });
    await mkdir(dir, { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, pdf);
    await rename(partial, file);
    for (const name of await readdir(dir)) {
      if (name.startsWith(prefix) && name.endsWith('.pdf') && path.join(dir, name) !== file) await rm(path.join(dir, name), { force: true });
    }
    return pdf;
  })().finally(() => printing.delete(file));
  printing.set(file, print);
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

export const getCertificateKey: Handler<'getCertificateKey'> = async (ctx, { lang }) => {
  const key = ctx.certificateKey;
  return {
    code: 200,
    body: {
      status: 200,
      message: msg(lang, 'retrieved'),
      data: [{ algorithm: 'Ed25519', key_id: key.keyId, public_key: key.publicKeyRaw, public_key_pem: key.publicKeyPem }],
    },
  };
};
