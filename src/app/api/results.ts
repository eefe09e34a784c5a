import type { components } from '../../contract/schema';
import { type CertificateLookup, type ResultsPage, type ResultsQuery, type TrackKey } from '../../machines';
import { parseMeccaDateTime } from '../../domain/meccaTime';
import { api } from '../services/apiClient';
import { ensureOk, firstOfData, listOfData, readEnvelope } from './envelope';

type Schemas = components['schemas'];
export type Candidate = Schemas['Candidate'];
export type Winner = Schemas['Winner'];
export type Certificate = Schemas['Certificate'];
export type DrawRecord = Schemas['Draw'];
export type PrizeRequest = Schemas['PrizeRequest'];

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
  return record;
}

/** GET /certificates: one page of the public list, searched by name or id. */
export async function fetchPublicCertificates({ query, page, perPage }: ResultsQuery): Promise<ResultsPage<Certificate>> {
  const { data, response } = await api.GET('/certificates', { params: { query: { page, per_page: perPage, ...(query ? { q: query } : {}) } } });
  ensureOk(response);
  const items = listOfData(data);
  return { items, total: totalOf(data, items.length) };
}

/** GET /user/profile/certificates: my participation certificates. */
export async function fetchMyCertificates(): Promise<Certificate[]> {
  const { data, response } = await api.GET('/user/profile/certificates');
  ensureOk(response);
  return listOfData(data);
}

/** GET /user/winner/certificates: my winner certificates. */
export async function fetchWinnerCertificates(): Promise<Certificate[]> {
  const { data, response } = await api.GET('/user/winner/certificates');
  ensureOk(response);
  return listOfData(data);
}

/** PUT /user/profile/certificates/{id}/visibility: puts one of my certificates on the public list or takes it off. */
export async function setCertificateVisibility(certificateId: string, isPublic: boolean): Promise<Certificate> {
  const { data, response } = await api.PUT('/user/profile/certificates/{certificateId}/visibility', { params: { path: { certificateId } }, body: { public: isPublic } });
  ensureOk(response);
  const certificate = firstOfData(data);
  if (!certificate) throw new Error('visibility: no certificate in data[0]');
  return certificate;
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
      fields: { id: v.id, kind: v.kind, track: v.track, holder: v.holder_name, title: v.title, competition: v.competition_title, issuedAt: v.issued_at },
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
  return listOfData(data);
}

export type PrizeRequestValues = { win_id: number; bank_name: string; account_holder: string; iban: string };
export type PrizeRequestAnswer = { kind: 'sent'; request: PrizeRequest } | { kind: 'rejected'; message: string; fieldErrors: Record<string, string[]> };

/** POST /user/winner/requests: stored, or refused with the server's message and field messages (422, 409). */
export async function postPrizeRequest(values: PrizeRequestValues): Promise<PrizeRequestAnswer> {
  const { data, error, response } = await api.POST('/user/winner/requests', { body: values });
  if (response.ok) {
    const request = firstOfData(data);
    if (!request) throw new Error('prize request: no record in data[0]');
    return { kind: 'sent', request };
  }
  if (response.status >= 500) throw new Error(`prize request: HTTP ${response.status}`);
  const envelope = readEnvelope(error);
  return { kind: 'rejected', message: envelope.message ?? '', fieldErrors: envelope.errors ?? {} };
}
