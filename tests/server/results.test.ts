// Certificates that prove themselves (signed fields, public key, verification record, revocation, PDF answers) and the
// winner's prize requests (IBAN checked by mod 97, the date the prize is due).
import { createPublicKey, verify } from 'node:crypto';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../server/app.ts';
import { certificatePayload, type PrintedFields } from '../../server/certificates.ts';
import { PdfUnavailableError, type CertificateToPrint, certificateHtml } from '../../server/certificatePdf.ts';
import * as t from '../../server/db/schema.ts';
import type { components } from '../../src/contract/schema';
import { bearer, body, demo, engines, login, startTestServer, type TestServer } from './harness.ts';

const DAY = 86_400_000;
const PUBLIC_ORIGIN = 'https://competition.example.org';

describe.each(engines)('certificates and the winner area on %s', (engine) => {
  let server: TestServer;
  const printed: CertificateToPrint[] = [];
  /** The HTML each print was made from, as the real printer builds it (the QR code is an inline SVG in it). */
  const printedHtml: string[] = [];
  const printer = { unavailable: false };
  let winnerCode: string;
  beforeAll(async () => {
    server = await startTestServer(engine, {
      phase: 'running',
      overrides: {
        cacheTtlMs: 0,
        publicOrigin: PUBLIC_ORIGIN,
        pdfPrinter: {
          async print(certificate) {
            if (printer.unavailable) throw new PdfUnavailableError('no Chromium here');
            printed.push(certificate);
            printedHtml.push(await certificateHtml(certificate));
            return Buffer.from(`%PDF-1.7 ${certificate.id} ${certificate.lang}`);
          },
          async close() {},
        },
      },
    });
    const [row] = await server.database.db.select().from(t.certificates).where(eq(t.certificates.kind, 'winner'));
    winnerCode = row!.code;
  });
  afterAll(async () => {
    await server?.close();
  });

  async function publicKey() {
    const key = body(await server.request({ method: 'GET', url: '/api/v1/keys/certificates' })).data[0];
    expect(key.algorithm).toBe('Ed25519');
    return { key, object: createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: key.public_key }, format: 'jwk' }) };
  }

  const fieldsOf = (v: components['schemas']['CertificateVerification']): PrintedFields => ({
    id: v.id,
    kind: v.kind,
    track: v.track,
    holder: v.holder_name,
    title: v.title,
    competition: v.competition_title,
    issuedAt: v.issued_at,
  });

  it('publishes every printed field with a signature that the published key verifies, and a tampered field fails', async () => {
    const { key, object } = await publicKey();
    const v = body(await server.request({ method: 'GET', url: `/api/v1/certificates/${winnerCode}/verification` })).data[0];
    expect(v).toMatchObject({
      id: winnerCode,
      kind: 'winner',
      track: 'second',
      holder_name: { ar: 'فاطمة الزهراني', en: 'Fatimah Al-Zahrani' },
      status: 'valid',
      revoked_at: null,
      key_id: key.key_id,
    });
    expect(v.payload).toBe(certificatePayload(fieldsOf(v)));
    const check = (fields: PrintedFields) => verify(null, Buffer.from(certificatePayload(fields)), object, Buffer.from(v.signature, 'base64url'));
    expect(check(fieldsOf(v))).toBe(true);
    expect(check({ ...fieldsOf(v), holder: { ...v.holder_name, en: 'Fatimah Al-Zahranl' } })).toBe(false);
    expect(check({ ...fieldsOf(v), issuedAt: '2000-01-01' })).toBe(false);
    expect(check({ ...fieldsOf(v), kind: 'participation' })).toBe(false);
    // Deterministic: asking again gives the same signature (nothing is stored, nothing changes).
    const again = body(await server.request({ method: 'GET', url: `/api/v1/certificates/${winnerCode}/verification`, headers: { 'accept-language': 'en' } })).data[0];
    expect(again.signature).toBe(v.signature);
  });

  it('verifies a private certificate by its id (the id is the capability) while the list and search leave it out', async () => {
    await server.database.db.update(t.certificates).set({ isPublic: false }).where(eq(t.certificates.code, winnerCode));
    try {
      expect((await server.request({ method: 'GET', url: `/api/v1/certificates/${winnerCode}/verification` })).statusCode).toBe(200);
      const listed = body(await server.request({ method: 'GET', url: `/api/v1/certificates?q=${winnerCode}` }));
      expect(listed.data[0]).toEqual([]);
    } finally {
      await server.database.db.update(t.certificates).set({ isPublic: true }).where(eq(t.certificates.code, winnerCode));
    }
    expect((await server.request({ method: 'GET', url: '/api/v1/certificates/QC-1446-NOSUCHCERTIFICATE/verification' })).statusCode).toBe(404);
  });

  it('lists every certificate of mine on "my certificates": a winner finds her winner certificate there, as on the winner list', async () => {
    const winner = await login(server, demo.winner);
    const [user] = await server.database.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, demo.winner.email));
    // The winner also took part in another track: both kinds are hers.
    const [archive] = await server.database.db.select({ competitionId: t.certificates.competitionId }).from(t.certificates).where(eq(t.certificates.code, winnerCode));
    const [participation] = await server.database.db
      .insert(t.certificates)
      .values({ competitionId: archive!.competitionId, track: 'fifth', kind: 'participation', code: 'QC-1446-MINEMINEMINEMINE', name: { ar: 'فاطمة الزهراني', en: 'Fatimah Al-Zahrani' }, title: { ar: 'شهادة مشاركة', en: 'Certificate of participation' }, issuedAt: '2025-03-15', userId: user!.id })
      .returning();
    try {
      const mine = body(await server.request({ method: 'GET', url: '/api/v1/user/profile/certificates', headers: bearer(winner) })).data[0] as { id: string; kind: string }[];
      expect(mine.map((c) => [c.id, c.kind]).sort()).toEqual([[participation!.code, 'participation'], [winnerCode, 'winner']].sort());
      const wins = body(await server.request({ method: 'GET', url: '/api/v1/user/winner/certificates', headers: bearer(winner) })).data[0] as { id: string }[];
      expect(wins.map((c) => c.id)).toEqual([winnerCode]);
    } finally {
      await server.database.db.delete(t.certificates).where(eq(t.certificates.id, participation!.id));
    }
  });

  it('lets the holder take a certificate off the public list and put it back; its verification answers either way', async () => {
    const winner = await login(server, demo.winner);
    const mine = body(await server.request({ method: 'GET', url: '/api/v1/user/winner/certificates', headers: bearer(winner) })).data[0] as { id: string; is_public: boolean }[];
    expect(mine.find((c) => c.id === winnerCode)).toMatchObject({ is_public: true });
    const url = `/api/v1/user/profile/certificates/${winnerCode}/visibility`;
    const set = (token: string | null, payload: unknown) =>
      server.request({ method: 'PUT', url, headers: { ...(token ? bearer(token) : {}), 'accept-language': 'en' }, payload: payload as object });
    const hidden = await set(winner, { public: false });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(body(hidden).data[0]).toMatchObject({ id: winnerCode, kind: 'winner', is_public: false });
    expect(body(await server.request({ method: 'GET', url: `/api/v1/certificates?q=${winnerCode}` })).data[0]).toEqual([]);
    expect((await server.request({ method: 'GET', url: `/api/v1/certificates/${winnerCode}` })).statusCode).toBe(404);
    expect((await server.request({ method: 'GET', url: `/api/v1/certificates/${winnerCode}/verification` })).statusCode).toBe(200);
    // Nobody else can change it, and the request is checked.
    expect((await set(null, { public: true })).statusCode).toBe(401);
    expect((await set(await login(server, demo.contestant), { public: true })).statusCode).toBe(404);
    expect((await set(winner, { public: 'yes' })).statusCode).toBe(422);
    expect((await set(winner, {})).statusCode).toBe(422);
    expect((await server.request({ method: 'PUT', url: '/api/v1/user/profile/certificates/QC-NO-SUCH/visibility', headers: bearer(winner), payload: { public: true } })).statusCode).toBe(404);
    const shown = await set(winner, { public: true });
    expect(body(shown).data[0].is_public).toBe(true);
    const listed = body(await server.request({ method: 'GET', url: `/api/v1/certificates?q=${winnerCode}` })).data[0] as { id: string }[];
    expect(listed.map((c) => c.id)).toEqual([winnerCode]);
    expect(listed[0]).not.toHaveProperty('is_public');
  });

  it('shows a revoked certificate as revoked, with the date, still genuinely signed', async () => {
    const [row] = await server.database.db.select().from(t.certificates).where(eq(t.certificates.kind, 'participation'));
    await server.database.db.update(t.certificates).set({ revokedAt: new Date('2026-01-02T09:30:00Z') }).where(eq(t.certificates.id, row!.id));
    const v = body(await server.request({ method: 'GET', url: `/api/v1/certificates/${row!.code}/verification` })).data[0];
    expect(v).toMatchObject({ status: 'revoked', revoked_at: '2026-01-02 12:30' });
  });

  it('pages the public list with its total', async () => {
    const first = body(await server.request({ method: 'GET', url: '/api/v1/certificates?per_page=2' }));
    const second = body(await server.request({ method: 'GET', url: '/api/v1/certificates?per_page=2&page=2' }));
    expect(first.data[0]).toHaveLength(2);
    expect((first as unknown as { meta: { total: number } }).meta.total).toBeGreaterThanOrEqual(8);
    expect(second.data[0][0].id).not.toBe(first.data[0][0].id);
    expect(first.data[0][0].file_url).toBe(`/api/v1/certificates/${first.data[0][0].id}/pdf?lang=ar`);
  });

  it('prints the PDF in the asked language with a QR address on PUBLIC_ORIGIN whatever the Host, once per content; 503 without Chromium', async () => {
    const res = await server.request({
      method: 'GET',
      url: `/api/v1/certificates/${winnerCode}/pdf?lang=en`,
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.body).toBe(`%PDF-1.7 ${winnerCode} en`);
    const v = body(await server.request({ method: 'GET', url: `/api/v1/certificates/${winnerCode}/verification` })).data[0];
    const verifyUrl = `${PUBLIC_ORIGIN}/certificates/verify/${winnerCode}?s=${v.signature}`;
    expect(printed.at(-1)).toMatchObject({ lang: 'en', holder: { en: 'Fatimah Al-Zahrani' }, verifyUrl });
    // What the page prints: the QR code is exactly the code of the address on PUBLIC_ORIGIN, and the Host is nowhere.
    const html = printedHtml.at(-1)!;
    expect(html).toContain(await QRCode.toString(verifyUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 0 }));
    // The printed address, read without the places it may wrap at.
    expect(html.replaceAll('<wbr>', '')).toContain(`${PUBLIC_ORIGIN}/certificates/verify/${winnerCode}<`);
    expect(html).not.toContain('evil.example');
    await server.request({ method: 'GET', url: `/api/v1/certificates/${winnerCode}/pdf?lang=en`, headers: { host: 'certs.example' } });
    expect(printed.filter((p) => p.id === winnerCode && p.lang === 'en')).toHaveLength(1);

    printer.unavailable = true;
    const unavailable = await server.request({ method: 'GET', url: `/api/v1/certificates/${winnerCode}/pdf?lang=ar`, headers: { 'accept-language': 'en' } });
    expect(unavailable.statusCode).toBe(503);
    expect(body(unavailable)).toEqual({ status: 503, message: 'Certificates cannot be printed on this server right now', data: null });
    printer.unavailable = false;
    expect((await server.request({ method: 'GET', url: `/api/v1/certificates/${winnerCode}/pdf?lang=fr` })).statusCode).toBe(422);
    expect((await server.request({ method: 'GET', url: '/api/v1/certificates/QC-1-NOPE/pdf' })).statusCode).toBe(404);
  });

  it('keeps one PDF per certificate and language, whatever Host forty requests name, and removes an older version', async () => {
    const [row] = await server.database.db.select().from(t.certificates).where(eq(t.certificates.kind, 'participation'));
    const code = row!.code;
    const dir = path.join(server.uploadsDir, 'certificates');
    mkdirSync(dir, { recursive: true });
    // A copy made before (another address or key) is replaced, not kept beside the new one.
    writeFileSync(path.join(dir, `${code}-ar-0000000000000000.pdf`), '%PDF-1.7 stale');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        server.request({ method: 'GET', url: `/api/v1/certificates/${code}/pdf?lang=${i % 2 ? 'en' : 'ar'}`, headers: { host: `forger-${i}.example` } }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(40).fill(200));
    expect(answers.every((a, i) => a.body === `%PDF-1.7 ${code} ${i % 2 ? 'en' : 'ar'}`)).toBe(true);
    const kept = readdirSync(dir).filter((name) => name.startsWith(`${code}-`));
    expect(kept.filter((name) => name.startsWith(`${code}-ar-`))).toHaveLength(1);
    expect(kept.filter((name) => name.startsWith(`${code}-en-`))).toHaveLength(1);
    expect(kept).toHaveLength(2);
    expect(kept).not.toContain(`${code}-ar-0000000000000000.pdf`);
    // Printed once per language, each with the configured origin.
    const prints = printed.filter((p) => p.id === code);
    expect(prints.map((p) => p.lang).sort()).toEqual(['ar', 'en']);
    expect(prints.every((p) => p.verifyUrl.startsWith(`${PUBLIC_ORIGIN}/certificates/verify/${code}?s=`))).toBe(true);
  });

  it('limits PDF requests per client address: the one past the limit answers 429 in the envelope', async () => {
    const remoteAddress = '10.250.1.1';
    const ask = (address = remoteAddress) =>
      server.request({ method: 'GET', url: `/api/v1/certificates/${winnerCode}/pdf?lang=en`, headers: { 'accept-language': 'en' }, remoteAddress: address });
    for (let i = 0; i < defaultRateLimits.pdf; i++) expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(body(refused)).toMatchObject({ status: 429, message: 'Too many requests, please try again later' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ask('10.250.1.2')).statusCode).toBe(200);
  });

  it('refuses an IBAN whose check digits are wrong, and gives each prize its due date two weeks after the results', async () => {
    const token = await login(server, demo.winner);
    const profile = body(await server.request({ method: 'GET', url: '/api/v1/user/winner/profile', headers: bearer(token) })).data[0];
    const win = profile.wins[0];
    const due = Date.parse(`${win.prize_due_at.replace(' ', 'T')}:00+03:00`) - Date.parse(`${win.announced_at.replace(' ', 'T')}:00+03:00`);
    expect(due).toBe(14 * DAY);
    const requests = body(await server.request({ method: 'GET', url: '/api/v1/user/winner/requests', headers: bearer(token) })).data[0];
    expect(requests[0].due_at).toBe(win.prize_due_at);

    const bad = await server.request({
      method: 'POST',
      url: '/api/v1/user/winner/requests',
      headers: { ...bearer(token), 'accept-language': 'en' },
      payload: { win_id: win.id, bank_name: 'Example Bank', account_holder: 'Fatimah Al-Zahrani', iban: 'SA0380000000608010167518' },
    });
    expect(bad.statusCode).toBe(422);
    expect(body(bad).errors).toEqual({ iban: ['This IBAN is not valid; check it and try again'] });
    // A valid IBAN reaches the next rule: one open request per win.
    const open = await server.request({
      method: 'POST',
      url: '/api/v1/user/winner/requests',
      headers: bearer(token),
      payload: { win_id: win.id, bank_name: 'Example Bank', account_holder: 'Fatimah Al-Zahrani', iban: 'SA0380000000608010167519' },
    });
    expect(open.statusCode).toBe(409);
  });
});
