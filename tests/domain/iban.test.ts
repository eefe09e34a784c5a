import { describe, expect, it } from 'vitest';
import { groupIban, isValidIban, maskIban, maskIdNumber } from '../../src/domain/iban.ts';

describe('isValidIban (ISO 13616 mod 97), shared by the prize request form and the server', () => {
  it('accepts published example IBANs, with spaces or in lower case', () => {
    expect(isValidIban('SA0380000000608010167519')).toBe(true);
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('sa03 8000 0000 6080 1016 7519')).toBe(true);
  });

  it('refuses a mistyped digit, swapped digits, wrong check digits and malformed input', () => {
    expect(isValidIban('SA0380000000608010167518')).toBe(false);
    expect(isValidIban('SA0380000000608010167591')).toBe(false);
    expect(isValidIban('SA0480000000608010167519')).toBe(false);
    expect(isValidIban('GB82WEST1234569876543')).toBe(false);
    expect(isValidIban('')).toBe(false);
    expect(isValidIban('SA03')).toBe(false);
    expect(isValidIban('3A0380000000608010167519')).toBe(false);
    expect(isValidIban('SA03-8000-0000-6080-1016-7519')).toBe(false);
  });
});

describe('groupIban: the printed form a winner reads back', () => {
  it('groups in fours, whatever spacing or case it was typed with, with no trailing space', () => {
    expect(groupIban('SA0380000000608010167519')).toBe('SA03 8000 0000 6080 1016 7519');
    expect(groupIban('gb82 west 1234 5698 7654 32')).toBe('GB82 WEST 1234 5698 7654 32');
    expect(groupIban('SA03')).toBe('SA03');
  });
});

describe('maskIban and maskIdNumber: what a role that may not read them sees', () => {
  it('keeps an IBAN\'s country, check digits and last four; an ID number\'s last four only', () => {
    expect(maskIban('SA0380000000608010167519')).toBe('SA03 •••• •••• •••• •••• 7519');
    expect(maskIdNumber('1012345678')).toBe('••••••5678');
    expect(maskIdNumber('A 1234 567')).toBe('••••4567');
    expect(maskIdNumber('1234')).toBe('••••');
    expect(maskIdNumber('')).toBe('');
  });
});
