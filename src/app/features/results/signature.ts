import { certificatePayload, type PrintedFields } from '../../../domain/certificatePayload';

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Checks, in the browser (WebCrypto Ed25519), that `signature` signs exactly these fields under the published key.
 * Any malformed input (a cut signature, a key of the wrong size) is simply "does not verify".
 */
export async function verifyCertificateSignature(publicKey: string, fields: PrintedFields, signature: string): Promise<boolean> {
  try {
    const key = await crypto.subtle.importKey('raw', fromBase64Url(publicKey), { name: 'Ed25519' }, false, ['verify']);
    return await crypto.subtle.verify({ name: 'Ed25519' }, key, fromBase64Url(signature), new TextEncoder().encode(certificatePayload(fields)));
  } catch {
    return false;
  }
}
