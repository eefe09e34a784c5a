import { describe, expect, it } from 'vitest';
import { onlyDigits, westernDigits } from '../../src/domain/digits';

describe('typed digits: Western, Arabic-Indic and Persian are the same digits', () => {
  it('reads Arabic-Indic and Persian digits as Western ones, leaving the rest as typed', () => {
    expect(westernDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(westernDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(westernDigits('SA٠٣ 8000')).toBe('SA03 8000');
    expect(westernDigits('٢٠٠٠-٠١-٣١')).toBe('2000-01-31');
  });

  it('keeps only the digits of a pasted code, whatever their script', () => {
    expect(onlyDigits(' ١٢ ۳4 ')).toBe('1234');
    expect(onlyDigits('code: 98a7')).toBe('987');
  });
});
