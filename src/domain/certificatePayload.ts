// The canonical text a certificate's Ed25519 signature covers: the same function on the server (which signs) and in the
// browser (the verification page, which checks), documented in openapi/api.yaml (getCertificateVerification).

export type PrintedFields = {
  id: string;
  kind: 'participation' | 'winner';
  track: string;
  holder: { ar: string; en: string };
  title: { ar: string; en: string };
  competition: { ar: string; en: string };
  issuedAt: string;
};

export const CERTIFICATE_PAYLOAD_LABEL = 'qc-certificate/v1';

export function certificatePayload(f: PrintedFields): string {
  return JSON.stringify([CERTIFICATE_PAYLOAD_LABEL, f.id, f.kind, f.track, f.holder.ar, f.holder.en, f.title.ar, f.title.en, f.competition.ar, f.competition.en, f.issuedAt]);
}
