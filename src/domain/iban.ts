/**
 * ISO 13616 IBAN check, the one implementation of the prize request form and the server: the country code and check
 * digits moved to the end, letters as 10–35, the number mod 97 is 1. Spaces are ignored, letters may be lower case.
 */
export function isValidIban(iban: string): boolean {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  const digits = `${compact.slice(4)}${compact.slice(0, 4)}`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** An IBAN as it is printed (ISO 13616's paper format): groups of four characters, so a long number can be read and wraps between groups. */
export function groupIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase().replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * An IBAN for those who may not read it (every console role but finance, exports): the country code, the check digits
 * and the last four characters kept, the rest hidden, in the printed groups of four.
 */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (compact.length <= 8) return '•'.repeat(compact.length);
  const hidden = compact.slice(0, 4) + '•'.repeat(compact.length - 8) + compact.slice(-4);
  return hidden.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * An ID number (national ID, iqama, passport) for a role that may not read it (those outside `seesPersonalData`,
 * exports): only the last four characters kept, as maskIban keeps an IBAN's, the rest hidden; four or fewer, all hidden.
 */
export function maskIdNumber(idNumber: string): string {
  const compact = idNumber.replace(/\s+/g, '');
  if (compact.length <= 4) return '•'.repeat(compact.length);
  return '•'.repeat(compact.length - 4) + compact.slice(-4);
}
