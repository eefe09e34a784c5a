// Share cards over HTTP: a certificate's and a track's winners' 1200×630 PNG (the drawing: server/share/cards.ts),
// made on first request and kept in the file store under a digest of everything the card shows, so a card is drawn
// once and served as it was until something on it changes (a new name, a revoked certificate, a new winner).
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { countryLabel } from '../../../src/domain/countries.ts';
import { signCertificate } from '../../certificates.ts';
import { ApiError } from '../../http/errors.ts';
import { matchesEtag } from '../../http/publicCache.ts';
import { type CertificateCard, type WinnersCard, certificateCardSvg, renderCard, winnersCardSvg } from '../../share/cards.ts';
import { text } from '../common.ts';
import type { Context, Handler } from '../context.ts';
import { verificationUrl } from './certificatePdf.ts';
import { certificateRecord } from './certificates.ts';
import { shownWinners } from './winners.ts';

/** Raised when a card's drawing changes, so every kept card is drawn anew. */
const CARD_VERSION = 2;

/** Cards being drawn, by key: a second request for the same card waits for the first drawing. */
const drawing = new Map<string, Promise<Buffer>>();

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The card of `input`, from the store or drawn now and kept; `digest` names it (the key and the ETag). */
async function storedCard(ctx: Context, input: unknown, draw: () => string): Promise<{ png: Buffer; digest: string }> {
  const digest = createHash('sha256').update(JSON.stringify([CARD_VERSION, input])).digest('base64url').slice(0, 32);
  const key = `share-cards/${digest}.png`;
  const store = ctx.store;
  const kept = await store.get(key);
  if (kept) return { png: await readAll(kept.body), digest };
  let pending = drawing.get(key);
  if (!pending) {
    pending = (async () => {
      const png = renderCard(draw());
      await store.put(key, Readable.from([png]), { contentType: 'image/png' });
      return png;
    })().finally(() => drawing.delete(key));
    drawing.set(key, pending);
  }
  return { png: await pending, digest };
}

type Reply = Parameters<Handler<'getCertificateImage'>>[1]['reply'];
type Request = Parameters<Handler<'getCertificateImage'>>[1]['request'] | Parameters<Handler<'getWinnersImage'>>[1]['request'];

async function sendCard(request: Request, reply: Reply, card: { png: Buffer; digest: string }): Promise<undefined> {
  const etag = `"${card.digest}"`;
  // Kept an hour by browsers and unfurlers, then checked again: a revoked certificate's card changes within the hour.
  reply.header('etag', etag).header('cache-control', 'public, max-age=3600').header('x-content-type-options', 'nosniff');
  if (matchesEtag(request.headers['if-none-match'], etag)) {
    await reply.code(304).send();
    return undefined;
  }
  await reply.code(200).type('image/png').send(card.png);
  return undefined;
}

/** What a certificate's card shows (the QR code's address carries the signature, on PUBLIC_ORIGIN as the PDF's). */
export async function certificateCard(ctx: Context, code: string, lang: 'ar' | 'en'): Promise<CertificateCard> {
  const { fields, revokedAt } = await certificateRecord(ctx, code);
  const verifyUrl = verificationUrl(ctx.publicOrigin, fields.id, signCertificate(ctx.certificateKey, fields));
  return { fields, lang, verifyUrl, revoked: revokedAt !== null };
}

export const getCertificateImage: Handler<'getCertificateImage'> = async (ctx, { request, reply }) => {
  const card = await certificateCard(ctx, request.params.certificateId, request.query?.lang ?? 'ar');
  return sendCard(request, reply, await storedCard(ctx, ['certificate', card], () => certificateCardSvg(card)));
};

/** What a track's winners card shows, or undefined when it has none to show yet. */
export async function winnersCard(ctx: Context, competitionId: number, track: WinnersCard['track'], lang: 'ar' | 'en'): Promise<WinnersCard | undefined> {
  const shown = await shownWinners(ctx, competitionId, track as never, lang);
  if (!shown || shown.winners.length === 0) return undefined;
  return {
    lang,
    track,
    competitionTitle: text(shown.competition.title, lang),
    winners: shown.winners.map((winner) => ({ name: winner.name, country: winner.country ? countryLabel(lang, winner.country) : null })),
  };
}

export const getWinnersImage: Handler<'getWinnersImage'> = async (ctx, { request, reply }) => {
  const card = await winnersCard(ctx, request.params.competitionId, request.params.track, request.query?.lang ?? 'ar');
  if (!card) throw new ApiError(404, 'notFound');
  return sendCard(request, reply, await storedCard(ctx, ['winners', card], () => winnersCardSvg(card)));
};
