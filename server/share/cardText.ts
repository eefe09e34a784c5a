// Text on a share card: each line split into runs by script so every run names the face that has its letters
// (./fonts.ts), measured by resvg itself (its own shaping, so joined Arabic is measured as drawn), and made to fit its
// width: smaller down to a floor, then cut at a word with an ellipsis. Nothing is ever drawn past the card's edge.
//
// The runs of a line are placed here, one <text> each, in the line's direction (right to left in Arabic): resvg draws
// nothing at all for a <text> whose spans change face between two right-to-left runs ("١. فاطمة"), so the line's
// order is laid out by hand, the simple way a line of names and dates needs (no nesting), and each run is shaped whole.
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import { ARABIC_FAMILY, LATIN_FAMILY, cardFontFiles } from './fonts.ts';

export type Language = 'ar' | 'en';

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Run = { family: string; text: string; spaceBefore: boolean };

/**
 * A line's runs in reading order: Arabic letters and digits in the Arabic face, everything else in the Latin one.
 * Spaces inside a run stay in it; a space between two runs becomes `spaceBefore` of the second. Punctuation next
 * to a run of another script is a run of its own («٥. Ahmad»: the full stop sits between the number and the name, on the
 * Arabic line's terms); inside a Latin phrase ("Al-Shehri", "Winner's") it stays with its letters.
 */
export function scriptRuns(text: string): Run[] {
  const runs: (Run & { neutral: boolean })[] = [];
  let pendingSpace = false;
  for (const char of text.trim()) {
    const last = runs[runs.length - 1];
    if (/\s/.test(char)) {
      pendingSpace = true;
      continue;
    }
    const family = ARABIC.test(char) ? ARABIC_FAMILY : LATIN_FAMILY;
    // Punctuation between two runs belongs to neither (bidi's neutrals): a run of its own, placed in the line's direction.
    const neutral = !/[\p{L}\p{N}]/u.test(char);
    const joins = last?.family === family && !pendingSpace ? last.neutral === neutral : last?.family === family && !neutral && !last.neutral;
    if (last && joins) last.text += pendingSpace ? ` ${char}` : char;
    else runs.push({ family, text: char, spaceBefore: pendingSpace, neutral });
    pendingSpace = false;
  }
  // Punctuation between two runs of its own face joins them (bidi's rule for neutrals): "Al-Shehri" is one run.
  const merged: Run[] = [];
  for (let i = 0; i < runs.length; i++) {
    const run = runs[i]!;
    const previous = merged[merged.length - 1];
    const next = runs[i + 1];
    if (run.neutral && previous && next && previous.family === run.family && next.family === run.family) {
      previous.text += `${run.spaceBefore ? ' ' : ''}${run.text}${next.spaceBefore ? ' ' : ''}${next.text}`;
      i += 1;
    } else merged.push({ family: run.family, text: run.text, spaceBefore: run.spaceBefore });
  }
  return merged;
}

export function renderOptions(): ResvgRenderOptions {
  return { font: { fontFiles: cardFontFiles(), loadSystemFonts: false, defaultFontFamily: ARABIC_FAMILY } };
}

export type LineStyle = { size: number; weight?: 400 | 700; fill?: string; minSize?: number };

/**
 * One run with its left edge at `left`. An Arabic run is a right-to-left paragraph of its own (so «١٥ رمضان» keeps its
 * number first, on the right), anchored by its right edge: resvg anchors `end` there whatever the direction.
 */
function runElement(text: string, family: string, left: number, y: number, style: LineStyle, width = 0): string {
  const rtl = family === ARABIC_FAMILY;
  const position = rtl ? `x="${(left + width).toFixed(1)}" text-anchor="end" direction="rtl"` : `x="${left.toFixed(1)}"`;
  return (
    `<text ${position} y="${y}" font-family="${family}" font-size="${style.size}" font-weight="${style.weight ?? 400}" ` +
    `fill="${style.fill ?? '#1D2A24'}" xml:space="preserve">${escapeXml(text)}</text>`
  );
}

function inkWidth(text: string, family: string, style: LineStyle): number {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="6000" height="400">${runElement(text, family, 10, 200, style, 5000)}</svg>`;
  return new Resvg(svg, renderOptions()).innerBBox()?.width ?? 0;
}

/** How far a run advances the pen: measured between two marks of its own face, so its side bearings count. */
function advance(text: string, family: string, style: LineStyle): number {
  const mark = family === ARABIC_FAMILY ? '\u0661' : 'H';
  return inkWidth(`${mark}${text}${mark}`, family, style) - inkWidth(`${mark}${mark}`, family, style);
}

const spaceWidths = new Map<string, number>();
function spaceWidth(style: LineStyle): number {
  const key = `${style.size}/${style.weight ?? 400}`;
  let width = spaceWidths.get(key);
  if (width === undefined) spaceWidths.set(key, (width = advance(' ', LATIN_FAMILY, style)));
  return width;
}

type Laid = { runs: (Run & { width: number })[]; width: number };

function layOut(text: string, style: LineStyle): Laid {
  const runs = scriptRuns(text).map((run) => ({ ...run, width: advance(run.text, run.family, style) }));
  const width = runs.reduce((sum, run, i) => sum + run.width + (i > 0 && run.spaceBefore ? spaceWidth(style) : 0), 0);
  return { runs, width };
}

/** The width a line takes when drawn. */
export const measure = (text: string, style: LineStyle): number => layOut(text, style).width;

/** Whether `text` fits in `maxWidth` whole, at the smallest size its line may shrink to (`minSize`, else `size`). */
export function fitsWhole(text: string, style: LineStyle, maxWidth: number): boolean {
  return layOut(text.trim(), { ...style, size: style.minSize ?? style.size }).width <= maxWidth;
}

/**
 * One line of text starting at `inlineStart` (the right edge in Arabic, the left in English) and at most `maxWidth`
 * wide: drawn smaller when it is too long (down to `minSize`), then cut at a word with an ellipsis.
 */
export function fittedLine(text: string, options: { lang: Language; inlineStart: number; y: number; maxWidth: number } & LineStyle): string {
  const { lang, inlineStart, y, maxWidth } = options;
  let style: LineStyle = options;
  let line = text.trim();
  let laid = layOut(line, style);
  if (laid.width > maxWidth) {
    style = { ...style, size: Math.max(options.minSize ?? style.size, Math.floor((style.size * maxWidth) / laid.width)) };
    laid = layOut(line, style);
  }
  const words = line.split(/\s+/);
  while (laid.width > maxWidth && (words.length > 1 || [...words[0]!].length > 1)) {
    if (words.length > 1) words.pop();
    else words[0] = [...words[0]!].slice(0, -1).join('');
    line = `${words.join(' ')}…`;
    laid = layOut(line, style);
  }
  // Runs follow each other in the line's direction: leftwards from the right edge in Arabic, rightwards in English.
  let pen = inlineStart;
  return laid.runs
    .map((run, i) => {
      const gap = i > 0 && run.spaceBefore ? spaceWidth(style) : 0;
      const left = lang === 'ar' ? pen - gap - run.width : pen + gap;
      pen = lang === 'ar' ? left : left + run.width;
      return runElement(run.text, run.family, left, y, style, run.width);
    })
    .join('');
}
