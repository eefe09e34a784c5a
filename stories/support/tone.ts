/**
 * `seconds` of a soft 220 Hz tone as a WAV file: a real recording for the stories' players and recorder to load, so
 * they show a ready player (not a failure that depends on how fast a missing file is refused).
 */
export function toneWav(seconds = 1, { rate = 8000, amplitude = 3000 }: { rate?: number; amplitude?: number } = {}): Blob {
  const samples = seconds * rate;
  const buffer = new ArrayBuffer(44 + samples * 2);
  const view = new DataView(buffer);
  const text = (offset: number, value: string) => [...value].forEach((char, i) => view.setUint8(offset + i, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples * 2, true);
  for (let i = 0; i < samples; i++) view.setInt16(44 + i * 2, Math.round(Math.sin((2 * Math.PI * 220 * i) / rate) * amplitude), true);
  return new Blob([buffer], { type: 'audio/wav' });
}

/** The same tone as an object URL, for a player's `src`. */
export const toneUrl = (seconds: number, options?: { rate?: number; amplitude?: number }): string => URL.createObjectURL(toneWav(seconds, options));
