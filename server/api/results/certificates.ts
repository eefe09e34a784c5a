// Certificates: the public list and one public certificate, a holder's own, anyone's verification and the signing key.
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { certificatePayload, type PrintedFields, signCertificate } from '../../certificates.ts';
import * as t from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { toMeccaString } from '../../../src/domain/meccaTime.ts';
import type { Lang } from '../../messages.ts';
import { t as msg } from '../../messages.ts';
import { hasCertificates, requireContestant, retrieved, text } from '../common.ts';
import type { Context, Handler, Schemas } from '../context.ts';

type CertificateRow = { cert: typeof t.certificates.$inferSelect; title: t.Localized };

export function certificateJson({ cert, title }: CertificateRow, lang: Lang): Schemas['Certificate'] {
  return {
    id: cert.code,
    kind: cert.kind,
    holder_name: text(cert.name, lang),
    track: cert.track,
    competition_title: text(title, lang),
    issued_at: cert.issuedAt,
    file_url: `/api/v1/certificates/${cert.code}/pdf?lang=${lang}`,
  };
}

/** A certificate as its holder sees it: with whether it is on the public list. */
export const holderCertificateJson = (row: CertificateRow, lang: Lang): Schemas['Certificate'] => ({ ...certificateJson(row, lang), is_public: row.cert.isPublic });

export async function certificatesWhere(ctx: Context, where: ReturnType<typeof and>): Promise<CertificateRow[]> {
  return ctx.db
    .select({ cert: t.certificates, title: t.competitions.title })
    .from(t.certificates)
    .innerJoin(t.competitions, eq(t.competitions.id, t.certificates.competitionId))
    .where(where)
    .orderBy(desc(t.certificates.issuedAt), asc(t.certificates.code));
}

/** A `q` for ILIKE: its wildcards taken literally. */
const likePattern = (q: string | undefined) => (q?.trim() ? `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined);

export const getCertificates: Handler<'getCertificates'> = async (ctx, { request, lang }) => {
  const { page = 1, per_page: perPage = 20 } = request.query ?? {};
  const pattern = likePattern(request.query?.q);
  const rows = await certificatesWhere(
    ctx,
    and(
      eq(t.certificates.isPublic, true),
      pattern
        ? or(ilike(t.certificates.code, pattern), sql`${t.certificates.name}->>'ar' ilike ${pattern}`, sql`${t.certificates.name}->>'en' ilike ${pattern}`)
        : undefined,
    ),
  );
  const list = rows.slice((page - 1) * perPage, page * perPage).map((r) => certificateJson(r, lang));
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [list], meta: { total: rows.length, page, per_page: perPage } } };
};

export const getCertificate: Handler<'getCertificate'> = async (ctx, { request, lang }) => {
  // Only a certificate its holder made public can be verified by anyone; a private one is answered like a missing one.
  const [row] = await certificatesWhere(ctx, and(eq(t.certificates.code, request.params.certificateId), eq(t.certificates.isPublic, true)));
  if (!row) throw new ApiError(404, 'notFound');
  return retrieved(lang, certificateJson(row, lang));
};

export const getMyCertificates: Handler<'getMyCertificates'> = async (ctx, { user, lang }) => {
  const u = requireContestant(user);
  if (!(await hasCertificates(ctx.db, u.id))) throw new ApiError(403, 'forbidden');
  // Every certificate the contestant holds, participation and winner: "my certificates" is one list.
  const rows = await certificatesWhere(ctx, eq(t.certificates.userId, u.id));
  return retrieved(lang, rows.map((r) => holderCertificateJson(r, lang)));
};

type CertificateRecord = { fields: PrintedFields; revokedAt: Date | null };

/** What is printed on a certificate and signed, public or not: anyone holding its code may verify it. */
export async function certificateRecord(ctx: Context, code: string): Promise<CertificateRecord> {
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

const stamp = (date: Date | null) => (date ? toMeccaString(date) : null);
const pdfUrl = (code: string, lang: 'ar' | 'en') => `/api/v1/certificates/${code}/pdf?lang=${lang}`;

export const getCertificateVerification: Handler<'getCertificateVerification'> = async (ctx, { request, lang }) => {
  const { fields, revokedAt } = await certificateRecord(ctx, request.params.certificateId);
  return retrieved(lang, {
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
  });
};

export const getCertificateKey: Handler<'getCertificateKey'> = async (ctx, { lang }) => {
  const key = ctx.certificateKey;
  return retrieved(lang, { algorithm: 'Ed25519', key_id: key.keyId, public_key: key.publicKeyRaw, public_key_pem: key.publicKeyPem });
};
