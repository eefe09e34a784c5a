import type { components } from '../../contract/schema';
import { type CertificateLookup, type ResultsPage, type ResultsQuery, type TrackKey } from '../../machines';
import { parseMeccaDateTime } from '../../domain/meccaTime';
import { api } from '../services/apiClient';
import { ensureOk, firstOfData, isSuccess, listOfData, readRefusal, requireFirstOfData } from '../../api/envelope';
import type { User } from './auth';

// The results reader: every answer of the results wing (candidates, winners, draws, certificates, the winner's area)
// becomes a domain value here, its Mecca-time strings parsed once into instants (epoch ms, null when unreadable), so no
// page parses a date.

type Schemas = components['schemas'];
type WireDraw = Schemas['Draw'];
type WireCertificate = Schemas['Certificate'];
type WireWin = Schemas['Win'];
type WirePrizeRequest = Schemas['PrizeRequest'];

export type Candidate = Schemas['Candidate'];
export type Winner = Schemas['Winner'];

/** A draw's public record, its steps' times as instants. */
export type DrawRecord = Omit<WireDraw, 'announced_at' | 'committed_at' | 'drawn_at' | 'published_at'> & {
  announcedAt: number | null;
  committedAt: number | null;
  drawnAt: number | null;
  publishedAt: number | null;
};

/** A certificate in a list; its issue day as the instant of noon, Mecca, that day (the day is the same in every zone's calendar). */
export type Certificate = Omit<WireCertificate, 'issued_at'> & { issuedOn: number | null };

/** One of a winner's wins: when it was announced and when its prize is due, as instants. */
export type Win = Omit<WireWin, 'announced_at' | 'prize_due_at'> & { announcedAt: number | null; prizeDueAt: number | null };

export type PrizeRequest = Omit<WirePrizeRequest, 'created_at' | 'due_at' | 'paid_at'> & { createdAt: number | null; dueAt: number | null; paidAt: number | null };

export type WinnerProfileData = { user: User; wins: readonly Win[] };

/** What `GET /user/winner/profile` says: the profile with its wins, none on record, or not for this kind of account. */
export type WinnerProfileAnswer = { kind: 'profile'; profile: WinnerProfileData } | { kind: 'noRecord' } | { kind: 'contestantsOnly' };

/** A calendar day (`YYYY-MM-DD`, Mecca) as the instant of its noon in Mecca, or null when unreadable. */
export const meccaNoonOf = (day: string | null | undefined): number | null => (typeof day === 'string' ? parseMeccaDateTime(`${day} 12:00`) : null);

export function toDrawRecord(wire: WireDraw): DrawRecord {
  const { announced_at, committed_at, drawn_at, published_at, ...fields } = wire;
  return {
    ...fields,
    announcedAt: parseMeccaDateTime(announced_at),
    committedAt: parseMeccaDateTime(committed_at),
    drawnAt: parseMeccaDateTime(drawn_at),
    publishedAt: parseMeccaDateTime(published_at),
  };
}

export function toCertificate(wire: WireCertificate): Certificate {
  const { issued_at, ...fields } = wire;
  return { ...fields, issuedOn: meccaNoonOf(issued_at) };
}

export function toWin(wire: WireWin): Win {
  const { announced_at, prize_due_at, ...fields } = wire;
  return { ...fields, announcedAt: parseMeccaDateTime(announced_at), prizeDueAt: parseMeccaDateTime(prize_due_at) };
}

export function toPrizeRequest(wire: WirePrizeRequest): PrizeRequest {
  const { created_at, due_at, paid_at, ...fields } = wire;
  return { ...fields, createdAt: parseMeccaDateTime(created_at), dueAt: parseMeccaDateTime(due_at), paidAt: paid_at === null ? null : parseMeccaDateTime(paid_at) };
}

/** `meta.total` of a paged list answer; the page's own length when the server sent none. */
function totalOf(body: unknown, fallback: number): number {
  const meta = (body as { meta?: { total?: unknown } } | null | undefined)?.meta;
  return typeof meta?.total === 'number' ? meta.total : fallback;
}

/** GET /competition/candidates/{track}: one page of a track's candidates and how many match. */
export async function fetchCandidates(track: TrackKey, { query, page, perPage }: ResultsQuery): Promise<ResultsPage<Candidate>> {
  const { data, response } = await api.GET('/competition/candidates/{track}', {
    params: { path: { track }, query: { page, per_page: perPage, ...(query ? { q: query } : {}) } },
  });
  ensureOk(response);
  const items = listOfData(data);
  return { items, total: totalOf(data, items.length) };
}

/** GET /competition/winners/{track}: the current competition's winners of a track, in drawn order ([] before the draw). */
export async function fetchTrackWinners(track: TrackKey): Promise<Winner[]> {
  const { data, response } = await api.GET('/competition/winners/{track}', { params: { path: { track } } });
  ensureOk(response);
  return listOfData(data);
}

/** GET /archives/{id}/winners: an archived competition's winners, or null when there is no such archive. */
export async function fetchArchiveWinners(archiveId: number): Promise<Winner[] | null> {
  const { data, response } = await api.GET('/archives/{archiveId}/winners', { params: { path: { archiveId } } });
  if (response.status === 404 || response.status === 422) return null;
  ensureOk(response);
  return listOfData(data);
}

/** A winners list searched and paged in the browser (a track has at most a few dozen winners). */
export function pageOf<T extends { name: string }>(all: readonly T[], { query, page, perPage }: ResultsQuery): ResultsPage<T> {
  const needle = query.toLocaleLowerCase();
  const matches = needle ? all.filter((item) => item.name.toLocaleLowerCase().includes(needle)) : all;
  return { items: matches.slice((page - 1) * perPage, page * perPage), total: matches.length };
}

/** GET /draws/{competition}/{track}: the public record of a draw, or null when none was announced. */
export async function fetchDraw(competitionId: number, track: TrackKey): Promise<DrawRecord | null> {
  const { data, response } = await api.GET('/draws/{competitionId}/{track}', { params: { path: { competitionId, track } } });
  if (response.status === 404 || response.status === 422) return null;
  ensureOk(response);
  const record = firstOfData(data);
  if (!record) throw new Error('draw: no record in data[0]');
  return toDrawRecord(record);
}

/** GET /certificates: one page of the public list, searched by name or id. */
export async function fetchPublicCertificates({ query, page, perPage }: ResultsQuery): Promise<ResultsPage<Certificate>> {
  const { data, response } = await api.GET('/certificates', { params: { query: { page, per_page: perPage, ...(query ? { q: query } : {}) } } });
  ensureOk(response);
  const items = listOfData(data).map(toCertificate);
  return { items, total: totalOf(data, items.length) };
}

/** GET /user/profile/certificates: all my certificates, participation and winner. */
export async function fetchMyCertificates(): Promise<Certificate[]> {
  const { data, response } = await api.GET('/user/profile/certificates');
  ensureOk(response);
  return listOfData(data).map(toCertificate);
}

/** PUT /user/profile/certificates/{id}/visibility: puts one of my certificates on the public list or takes it off. */
export async function setCertificateVisibility(certificateId: string, isPublic: boolean): Promise<Certificate> {
  const { data, response } = await api.PUT('/user/profile/certificates/{certificateId}/visibility', { params: { path: { certificateId } }, body: { public: isPublic } });
  ensureOk(response);
  const certificate = firstOfData(data);
  if (!certificate) throw new Error('visibility: no certificate in data[0]');
  return toCertificate(certificate);
}

/** GET /certificates/{id}/verification as the certificate check machine reads it. */
export async function fetchCertificateVerification(certificateId: string, qrSignature: string | null): Promise<CertificateLookup> {
  const { data, response } = await api.GET('/certificates/{certificateId}/verification', { params: { path: { certificateId } } });
  if (response.status === 404 || response.status === 422) return { kind: 'notFound' };
  ensureOk(response);
  const v = firstOfData(data);
  if (!v) throw new Error('verification: no record in data[0]');
  return {
    kind: 'found',
    record: {
      // The printed fields stay as signed (the issue day as its text); `issuedOn` is that day as an instant, to show.
      fields: { id: v.id, kind: v.kind, track: v.track, holder: v.holder_name, title: v.title, competition: v.competition_title, issuedAt: v.issued_at },
      issuedOn: meccaNoonOf(v.issued_at),
      status: v.status,
      revokedAt: v.revoked_at === null ? null : parseMeccaDateTime(v.revoked_at),
      // Opened from a QR code: the signature printed on the certificate is the one to check.
      signature: qrSignature ?? v.signature,
      keyId: v.key_id,
      pdfUrl: v.pdf_url,
    },
  };
}

/** GET /keys/certificates: the raw Ed25519 public key (base64url). */
export async function fetchCertificateKey(): Promise<{ keyId: string; publicKey: string }> {
  const { data, response } = await api.GET('/keys/certificates');
  ensureOk(response);
  const key = firstOfData(data);
  if (!key) throw new Error('key: no record in data[0]');
  return { keyId: key.key_id, publicKey: key.public_key };
}

/** GET /user/winner/requests: my prize requests, newest first. */
export async function fetchPrizeRequests(): Promise<PrizeRequest[]> {
  const { data, response } = await api.GET('/user/winner/requests');
  ensureOk(response);
  return listOfData(data).map(toPrizeRequest);
}

export type PrizeRequestValues = { win_id: number; bank_name: string; account_holder: string; iban: string };
export type PrizeRequestAnswer = { kind: 'sent'; request: PrizeRequest } | { kind: 'rejected'; message: string; fieldErrors: Record<string, string[]> };

/** POST /user/winner/requests: stored, or refused with the server's message and field messages (422, 409). */
export async function postPrizeRequest(values: PrizeRequestValues): Promise<PrizeRequestAnswer> {
  const { data, error, response } = await api.POST('/user/winner/requests', { body: values });
  return readPrizeRequestAnswer(response.status, data ?? error);
}

/** A prize request's answer: the stored request (`data[0]`), or a refusal with its first message (422, 409); 5xx throws. */
export function readPrizeRequestAnswer(httpStatus: number, body: unknown): PrizeRequestAnswer {
  if (isSuccess(httpStatus)) return { kind: 'sent', request: toPrizeRequest(requireFirstOfData(body as { data: WirePrizeRequest[] })) };
  if (httpStatus >= 500) throw new Error(`prize request: HTTP ${httpStatus}`);
  const { message, fieldErrors } = readRefusal(body);
  return { kind: 'rejected', message: message ?? '', fieldErrors };
}

/** GET /user/winner/profile, read. */
export async function fetchWinnerProfileAnswer(): Promise<WinnerProfileAnswer> {
  const { data, error, response } = await api.GET('/user/winner/profile');
  return readWinnerProfileAnswer(response.status, data ?? error);
}

/**
 * Reads the winner profile answer: `data[0]` on 2xx, its wins' dates as instants; 403 means the account cannot have one
 * (a visitor: the page says it is for contestants); 404 means no record yet. Anything else throws.
 */
export function readWinnerProfileAnswer(httpStatus: number, body: unknown): WinnerProfileAnswer {
  if (httpStatus === 403) return { kind: 'contestantsOnly' };
  if (httpStatus === 404) return { kind: 'noRecord' };
  type WireProfile = { user: User; wins: readonly WireWin[] };
  const profile = httpStatus >= 200 && httpStatus < 300 ? firstOfData(body as Parameters<typeof firstOfData<WireProfile>>[0]) : undefined;
  if (!profile) throw new Error(`winner profile: HTTP ${httpStatus}`);
  return { kind: 'profile', profile: { user: profile.user, wins: profile.wins.map(toWin) } };
}
