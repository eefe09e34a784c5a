// Certificate ids are public (anyone may verify one at GET /certificates/{id}) and must not be guessable from another.
import { type KeyObject, createHash, createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, sign, verify } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { certificatePayload, type PrintedFields } from '../src/domain/certificatePayload.ts';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; // Crockford's base 32: no I, L, O, U to misread

/** `QC-<label>-` and 16 random characters (80 bits), e.g. `QC-1446-7G2KQ9XW4M0B3R8T`. */
export function certificateCode(label: string): string {
  const bytes = randomBytes(16);
  let random = '';
  for (const byte of bytes) random += ALPHABET[byte & 31];
  return `QC-${label}-${random}`;
}

// ------------------------------------------------------------------ signatures
// Each certificate's printed fields are signed with the server's Ed25519 key (RFC 8032, deterministic: the same fields
// always give the same signature, so nothing is stored). The QR code carries the signature; the public key is at
// GET /keys/certificates, so a printed certificate verifies even offline.

export type SigningKey = { privateKey: KeyObject; publicKey: KeyObject; keyId: string; publicKeyRaw: string; publicKeyPem: string };

function describe(privateKey: KeyObject): SigningKey {
  const publicKey = createPublicKey(privateKey);
  const der = publicKey.export({ format: 'der', type: 'spki' });
  const raw = der.subarray(der.length - 32); // an Ed25519 SPKI ends with the raw 32-byte key
  return {
    privateKey,
    publicKey,
    keyId: createHash('sha256').update(raw).digest('hex').slice(0, 16),
    publicKeyRaw: raw.toString('base64url'),
    publicKeyPem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
  };
}

export class InvalidSigningKey extends Error {}

/** A key given as text (CERTIFICATE_SIGNING_KEY, the database's row): an Ed25519 private key in PEM. */
export function signingKeyFromPem(pem: string): SigningKey {
  let key: KeyObject;
  try {
    // A PEM passed through an environment variable often has its line breaks written as \n.
    key = createPrivateKey(pem.includes('\\n') && !pem.includes('\n') ? pem.replace(/\\n/g, '\n') : pem);
  } catch {
    throw new InvalidSigningKey('not a private key in PEM form (-----BEGIN PRIVATE KEY----- ...)');
  }
  if (key.asymmetricKeyType !== 'ed25519') throw new InvalidSigningKey(`an Ed25519 key is needed, this one is ${key.asymmetricKeyType ?? 'of another kind'}`);
  return describe(key);
}

/** A new Ed25519 key, as PEM (PKCS#8). */
export const newSigningKeyPem = (): string => generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();

/** The PEM of a key kept in `<dir>/certificate-signing-key.pem` by earlier versions, or undefined. */
export function legacySigningKeyPem(dir: string): string | undefined {
  try {
    return readFileSync(path.join(dir, 'certificate-signing-key.pem'), 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * The server's certificate key: `<dir>/certificate-signing-key.pem`, created on first start (readable by its owner
 * only). Without a directory (tests) a key lives as long as the process.
 */
export function loadSigningKey(dir?: string): SigningKey {
  if (!dir) return describe(generateKeyPairSync('ed25519').privateKey);
  const file = path.join(dir, 'certificate-signing-key.pem');
  try {
    return describe(createPrivateKey(readFileSync(file)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const { privateKey } = generateKeyPairSync('ed25519');
  try {
    writeFileSync(file, privateKey.export({ format: 'pem', type: 'pkcs8' }), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error; // another process made it first: use theirs
    return describe(createPrivateKey(readFileSync(file)));
  }
  return describe(privateKey);
}

export { CERTIFICATE_PAYLOAD_LABEL, certificatePayload, type PrintedFields } from '../src/domain/certificatePayload.ts';

export function signCertificate(key: SigningKey, fields: PrintedFields): string {
  return sign(null, Buffer.from(certificatePayload(fields), 'utf8'), key.privateKey).toString('base64url');
}

export function verifyCertificate(publicKey: KeyObject, fields: PrintedFields, signature: string): boolean {
  try {
    return verify(null, Buffer.from(certificatePayload(fields), 'utf8'), publicKey, Buffer.from(signature, 'base64url'));
  } catch {
    return false;
  }
}
