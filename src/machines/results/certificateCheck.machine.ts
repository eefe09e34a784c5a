import { assign, fromPromise, setup } from 'xstate';
import type { PrintedFields } from '../../domain/certificatePayload.ts';

/** The verification record as the page reads it (the app's reader turns the answer into this). */
export type CertificateRecord = {
  fields: PrintedFields;
  /** The issue day (`fields.issuedAt`, as signed) as an instant: noon, Mecca, that day; null when unreadable. */
  issuedOn: number | null;
  status: 'valid' | 'revoked';
  revokedAt: number | null;
  signature: string;
  keyId: string;
  pdfUrl: { ar: string; en: string };
};

export type CertificateLookup = { kind: 'found'; record: CertificateRecord } | { kind: 'notFound' };

export interface CertificateCheckContext {
  record: CertificateRecord | null;
}

export type CertificateCheckEvent = { type: 'certificate.retry' };

/**
 * The public verification page: fetch the record, then check in the browser that the signature (from the QR code when
 * the page was opened from one, else the server's) verifies over exactly the fields shown, with the published key.
 */
export const certificateCheckMachine = setup({
  types: {} as { context: CertificateCheckContext; events: CertificateCheckEvent },
  actors: {
    fetchCertificate: fromPromise<CertificateLookup>(async () => {
      throw new Error('provide the fetchCertificate actor');
    }),
    verifySignature: fromPromise<boolean, CertificateRecord>(async () => {
      throw new Error('provide the verifySignature actor');
    }),
  },
  actions: {
    setRecord: assign((_, record: CertificateRecord) => ({ record })),
  },
  guards: {
    isRevoked: ({ context }) => context.record?.status === 'revoked',
  },
}).createMachine({
  id: 'certificateCheck',
  context: { record: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchCertificate',
        src: 'fetchCertificate',
        onDone: [
          { guard: ({ event }) => event.output.kind === 'notFound', target: 'notFound' },
          { target: 'checking', actions: { type: 'setRecord', params: ({ event }) => (event.output as Extract<CertificateLookup, { kind: 'found' }>).record } },
        ],
        onError: 'failed',
      },
    },
    checking: {
      invoke: {
        id: 'verifySignature',
        src: 'verifySignature',
        input: ({ context }) => context.record!,
        onDone: [{ guard: ({ event }) => !event.output, target: 'tampered' }, { guard: 'isRevoked', target: 'revoked' }, { target: 'valid' }],
        onError: 'tampered',
      },
    },
    /** Genuine and in force. */
    valid: {},
    /** Genuine, but withdrawn. */
    revoked: {},
    /** The fields shown are not the fields that were signed. */
    tampered: {},
    notFound: {},
    failed: { on: { 'certificate.retry': 'loading' } },
  },
});
