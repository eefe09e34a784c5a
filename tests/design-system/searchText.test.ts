import { describe, expect, it } from 'vitest';
import { searchMatches, searchableText } from '../../src/design-system/components/ComboBox/searchText';

describe('a combo box search', () => {
  it('ignores Arabic marks, the tatweel and hamza forms', () => {
    expect(searchMatches('الإسراء', 'اسراء', 'ar-EG')).toBe(true);
    expect(searchMatches('الفَاتِحَة', 'الفاتحه', 'ar-EG')).toBe(true);
    expect(searchMatches('آل عمران', 'ال عمران', 'ar-EG')).toBe(true);
    expect(searchMatches('المـائدة', 'مائده', 'ar-EG')).toBe(true);
    expect(searchMatches('البقرة', 'النساء', 'ar-EG')).toBe(false);
  });

  it('reads Arabic-Indic digits as Western ones, and ignores case and accents', () => {
    expect(searchableText('١١٤')).toBe('114');
    expect(searchMatches('114. An-Nas', '١١٤', 'ar-EG')).toBe(true);
    expect(searchMatches('Côte d’Ivoire', 'cote', 'en-GB')).toBe(true);
    expect(searchMatches('Saudi Arabia', 'ARABIA', 'en-GB')).toBe(true);
  });

  it('matches everything while nothing is typed', () => {
    expect(searchMatches('الكهف', '  ', 'ar-EG')).toBe(true);
  });
});
