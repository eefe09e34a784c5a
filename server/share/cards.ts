// Share cards: 1200×630 PNG pictures of a certificate and of a track's winners, in Arabic or English, for link
// previews (og:image) and for the holder to download. Drawn as SVG and rendered by resvg (rustybuzz shapes the
// Arabic) in the site's Naskh face; the Arabic card's digits are Arabic-Indic, as the site writes them.
import { Resvg } from '@resvg/resvg-js';
import QRCode from 'qrcode';
import { formatNumber } from '../../src/domain/format.ts';
import { certificateDates } from '../certificatePdf.ts';
import type { PrintedFields } from '../certificates.ts';
import { type Language, fitsWhole, fittedLine, renderOptions } from './cardText.ts';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const copy = {
  ar: {
    organiser: 'مسابقة القرآن الكريم',
    kind: { winner: 'شهادة فوز', participation: 'شهادة مشاركة' } as Record<string, string>,
    issued: 'تاريخ الإصدار',
    gregorianSuffix: ' م',
    revoked: 'هذه الشهادة ملغاة',
    verify: 'امسح الرمز للتحقق',
    winners: 'الفائزون',
    comma: '، ',
    more: (n: string) => `و${n} آخرون`,
    tracks: { first: 'المسار الأول', second: 'المسار الثاني', third: 'المسار الثالث', fourth: 'المسار الرابع', fifth: 'المسار الخامس' } as Record<string, string>,
  },
  en: {
    organiser: 'The Quran Competition',
    kind: { winner: "Winner's certificate", participation: 'Certificate of participation' } as Record<string, string>,
    issued: 'Issued on',
    gregorianSuffix: '',
    revoked: 'This certificate has been revoked',
    verify: 'Scan to verify',
    winners: 'Winners',
    comma: ', ',
    more: (n: string) => `and ${n} more`,
    tracks: { first: 'The first track', second: 'The second track', third: 'The third track', fourth: 'The fourth track', fifth: 'The fifth track' } as Record<string, string>,
  },
} as const;

export const trackNameOf = (lang: Language, track: string) => copy[lang].tracks[track] ?? track;
export const certificateKindOf = (lang: Language, kind: string) => copy[lang].kind[kind] ?? kind;

const GREEN = '#14563A';
const GOLD = '#B08D3C';
const PAPER = '#FBF8F1';

/** The frame both cards share: paper, a double green border, a gold rule under the organiser's name. */
function frame(lang: Language, inner: string): string {
  const start = lang === 'ar' ? CARD_WIDTH - 80 : 80;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">` +
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${PAPER}"/>` +
    `<rect x="24" y="24" width="${CARD_WIDTH - 48}" height="${CARD_HEIGHT - 48}" rx="22" fill="none" stroke="${GREEN}" stroke-width="6"/>` +
    `<rect x="36" y="36" width="${CARD_WIDTH - 72}" height="${CARD_HEIGHT - 72}" rx="14" fill="none" stroke="${GREEN}" stroke-width="1.5"/>` +
    fittedLine(copy[lang].organiser, { lang, inlineStart: start, y: 112, maxWidth: 700, size: 34, weight: 700, fill: GREEN }) +
    `<rect x="${lang === 'ar' ? start - 160 : start}" y="134" width="160" height="4" fill="${GOLD}"/>` +
    inner +
    '</svg>'
  );
}

/** The QR code as one path of dark squares, `size` wide, with its top-left corner at (x, y). */
function qrPath(url: string, x: number, y: number, size: number): string {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  let d = '';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) d += `M${(x + col * cell).toFixed(2)} ${(y + row * cell).toFixed(2)}h${cell.toFixed(2)}v${cell.toFixed(2)}h-${cell.toFixed(2)}z`;
    }
  }
  return `<rect x="${x - 14}" y="${y - 14}" width="${size + 28}" height="${size + 28}" rx="10" fill="#FFFFFF" stroke="${GREEN}" stroke-width="2"/><path d="${d}" fill="#10231B"/>`;
}

export type CertificateCard = { fields: PrintedFields; lang: Language; verifyUrl: string; revoked: boolean };

/** A certificate: its kind and track, the holder, the competition, the issue date in both calendars, the QR code. */
export function certificateCardSvg({ fields, lang, verifyUrl, revoked }: CertificateCard): string {
  const text = copy[lang];
  const qrSize = 230;
  // The QR code sits at the line's end (left in Arabic, right in English); the text column takes the rest.
  const qrX = lang === 'ar' ? 96 : CARD_WIDTH - 96 - qrSize;
  const start = lang === 'ar' ? CARD_WIDTH - 80 : 80;
  const width = CARD_WIDTH - 80 - 96 - qrSize - 70;
  const dates = certificateDates(fields.issuedAt, lang);
  const line = (content: string, y: number, style: { size: number; weight?: 400 | 700; fill?: string; minSize?: number }) =>
    fittedLine(content, { lang, inlineStart: start, y, maxWidth: width, ...style });
  return frame(
    lang,
    line(`${certificateKindOf(lang, fields.kind)} — ${trackNameOf(lang, fields.track)}`, 214, { size: 40, weight: 700, fill: GOLD, minSize: 28 }) +
      line(fields.holder[lang], 318, { size: 68, weight: 700, fill: GREEN, minSize: 40 }) +
      line(fields.competition[lang], 392, { size: 36, minSize: 26 }) +
      line(`${text.issued}: ${dates.hijri}`, 470, { size: 30, minSize: 22 }) +
      line(`${dates.gregorian}${text.gregorianSuffix}`, 516, { size: 30, minSize: 22 }) +
      (revoked ? line(text.revoked, 574, { size: 30, weight: 700, fill: '#A3262A', minSize: 22 }) : line(fields.id, 574, { size: 22, fill: '#4A5C53' })) +
      qrPath(verifyUrl, qrX, 186, qrSize) +
      fittedLine(text.verify, { lang, inlineStart: lang === 'ar' ? qrX + qrSize : qrX, y: 476, maxWidth: qrSize, size: 24, fill: '#4A5C53' }),
  );
}

export type WinnersCard = { lang: Language; track: string; competitionTitle: string; winners: { name: string; country: string | null }[] };

/** A track's winners: the track and competition, then up to eight names in two columns, and how many more. */
export function winnersCardSvg({ lang, track, competitionTitle, winners }: WinnersCard): string {
  const text = copy[lang];
  const start = lang === 'ar' ? CARD_WIDTH - 80 : 80;
  const shown = winners.length > 8 ? winners.slice(0, 7) : winners;
  const columns = shown.length > 4 ? 2 : 1;
  const columnWidth = columns === 2 ? 500 : 1040;
  const names = shown
    .map((winner, i) => {
      const column = columns === 2 ? Math.floor(i / Math.ceil(shown.length / 2)) : 0;
      const row = columns === 2 ? i % Math.ceil(shown.length / 2) : i;
      const x = lang === 'ar' ? start - column * 540 : start + column * 540;
      const style = { size: 36, weight: 700, fill: '#1D2A24', minSize: 24 } as const;
      // The country goes first when the line cannot hold it whole: a name is never cut for it.
      const withCountry = `${formatNumber(lang, i + 1)}. ${winner.name}${winner.country ? `${text.comma}${winner.country}` : ''}`;
      const label = fitsWhole(withCountry, style, columnWidth) ? withCountry : `${formatNumber(lang, i + 1)}. ${winner.name}`;
      return fittedLine(label, { lang, inlineStart: x, y: 340 + row * 56, maxWidth: columnWidth, ...style });
    })
    .join('');
  const more = winners.length - shown.length;
  return frame(
    lang,
    fittedLine(`${text.winners} — ${trackNameOf(lang, track)}`, { lang, inlineStart: start, y: 218, maxWidth: 1040, size: 56, weight: 700, fill: GREEN, minSize: 36 }) +
      fittedLine(competitionTitle, { lang, inlineStart: start, y: 276, maxWidth: 1040, size: 34, fill: GOLD, minSize: 24 }) +
      names +
      (more > 0 ? fittedLine(text.more(formatNumber(lang, more)), { lang, inlineStart: start, y: 566, maxWidth: 500, size: 30, fill: '#4A5C53' }) : ''),
  );
}

/** The card as PNG, 1200×630. */
export function renderCard(svg: string): Buffer {
  return new Resvg(svg, { ...renderOptions(), fitTo: { mode: 'width', value: CARD_WIDTH } }).render().asPng();
}

