import { describe, expect, it } from 'vitest';
import { urlBreakPieces } from '../../src/domain/lineBreaks';

describe('urlBreakPieces', () => {
  it('breaks an address after its slashes and before its dots and hyphens, never inside a word', () => {
    expect(urlBreakPieces('https://competition.example.org/certificates/verify/3f2a-91c0')).toEqual([
      'https://',
      'competition',
      '.example',
      '.org/',
      'certificates/',
      'verify/',
      '3f2a',
      '-91c0',
    ]);
  });

  it('breaks a query after = and &, and before ?', () => {
    expect(urlBreakPieces('/api/v1/draws?id=7&track=fifth')).toEqual(['/', 'api/', 'v1/', 'draws', '?id=', '7&', 'track=', 'fifth']);
  });

  it('keeps the text whole: the pieces join back to it', () => {
    const command = 'npx tsx scripts/verify-draw.ts http://localhost:8080/api/v1/draws/12/second_path';
    expect(urlBreakPieces(command).join('')).toBe(command);
    expect(urlBreakPieces('')).toEqual([]);
  });
});
