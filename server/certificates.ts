// Certificate ids are public (anyone may verify one at GET /certificates/{id}) and must not be guessable from another.
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; // Crockford's base 32: no I, L, O, U to misread

/** `QC-<label>-` and 16 random characters (80 bits), e.g. `QC-1446-7G2KQ9XW4M0B3R8T`. */
export function certificateCode(label: string): string {
  const bytes = randomBytes(16);
  let random = '';
  for (const byte of bytes) random += ALPHABET[byte & 31];
  return `QC-${label}-${random}`;
}
