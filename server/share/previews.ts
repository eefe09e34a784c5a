// Link previews: what a chat app's unfurler (which runs no JavaScript) reads from a public result page — Open Graph
// and Twitter card tags in the page's language, written into the built site's page head. The page itself stays the
// same single-page app.
//
// The language: `?lang=ar|en` (the share control adds the sharer's), else the request's Accept-Language (the first of
// Arabic or English it names, by weight), else Arabic, the site's default.
import { and, eq } from 'drizzle-orm';
import { formatNumber } from '../../src/domain/format.ts';
import * as t from '../db/schema.ts';
import { drawOf } from '../draw/index.ts';
import { publishedCompetitions, text } from '../api/common.ts';
import type { Context } from '../api/context.ts';
import { winnersCard } from '../api/results/shareImages.ts';
import { certificateKindOf, trackNameOf } from './cards.ts';
import { escapeXml } from './cardText.ts';

type Language = 'ar' | 'en';
export type Preview = { title: string; description: string; image?: { path: string; alt: string } };

const copy = {
  ar: {
    site: 'مسابقة القرآن الكريم',
    siteDescription: 'مسابقة القرآن الكريم: تلاوة وحفظ في خمسة مسارات، بالعربية والإنجليزية.',
    winners: 'الفائزون',
    winnersSoon: 'لم تُعلن أسماء الفائزين في هذا المسار بعد.',
    draw: 'القرعة',
    drawDescription: 'سجل القرعة العلني: مصدر العشوائية والقائمة المجمّدة والنتيجة، يمكن لأي أحد التحقق منها.',
    archives: 'أرشيف المسابقات',
    archivesDescription: 'المسابقات السابقة وفائزوها.',
    certificate: 'شهادة',
    verified: 'شهادة موثّقة يمكن التحقق منها برمزها.',
    and: '، ',
    more: (n: string) => ` و${n} آخرون`,
  },
  en: {
    site: 'The Quran Competition',
    siteDescription: 'The Quran competition: recitation and memorisation in five tracks, in Arabic and English.',
    winners: 'Winners',
    winnersSoon: "This track's winners have not been announced yet.",
    draw: 'The draw',
    drawDescription: 'The public record of the draw: the source of randomness, the frozen list and the result, for anyone to check.',
    archives: 'Competition archives',
    archivesDescription: 'Past competitions and their winners.',
    certificate: 'Certificate',
    verified: 'A signed certificate anyone can verify by its code.',
    and: ', ',
    more: (n: string) => ` and ${n} more`,
  },
} as const;

const winnerSlugs: Record<string, t.TrackSlug> = { 'first-path': 'first', 'second-path': 'second', 'third-path': 'third', 'fourth-path': 'fourth', 'fifth-path': 'fifth' };

/** The site's own preview: what every page without one of its own, and a private certificate, shows. */
export const sitePreview = (lang: Language): Preview => ({ title: copy[lang].site, description: copy[lang].siteDescription });

/** The language a preview is written in (see the top of this file). */
export function previewLanguage(query: string, acceptLanguage: string | undefined): Language {
  const asked = new URLSearchParams(query).get('lang');
  if (asked === 'ar' || asked === 'en') return asked;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().toLowerCase().split(';');
      const q = Number(parameters.map((p) => p.trim()).find((p) => p.startsWith('q='))?.slice(2) ?? 1);
      return { primary: tag.split('-')[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry): entry is { primary: Language; q: number; index: number } => (entry.primary === 'ar' || entry.primary === 'en') && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.primary ?? 'ar';
}

const imagePath = (path: string, lang: Language) => `/api/v1${path}?lang=${lang}`;

/** The first eight winners' names, and how many more. */
const namesOf = (winners: readonly { name: string }[], lang: Language) =>
  winners
    .slice(0, 8)
    .map((winner) => winner.name)
    .join(copy[lang].and) + (winners.length > 8 ? copy[lang].more(formatNumber(lang, winners.length - 8)) : '');

/** The preview of a page of the site, by its path; undefined for a page that has none of its own. */
export async function previewOf(ctx: Context, pathname: string, lang: Language): Promise<Preview | undefined> {
  const text_ = copy[lang];
  const segments = pathname.split('/').filter(Boolean).map((segment) => decodeURIComponent(segment));
  const route = segments.join('/').toLowerCase();
  if (segments.length === 0) return sitePreview(lang);
  if (route === 'archives-competition') return { title: `${text_.archives} — ${text_.site}`, description: text_.archivesDescription };

  if (segments.length === 3 && route.startsWith('certificates/verify/')) {
    // Only a certificate its holder made public is described; a private one previews as the site.
    const [row] = await ctx.db
      .select({ cert: t.certificates, competition: t.competitions.title })
      .from(t.certificates)
      .innerJoin(t.competitions, eq(t.competitions.id, t.certificates.competitionId))
      .where(and(eq(t.certificates.code, segments[2]!), eq(t.certificates.isPublic, true)));
    if (!row) return sitePreview(lang);
    const { cert } = row;
    const kind = certificateKindOf(lang, cert.kind);
    return {
      title: `${kind} — ${text(cert.name, lang)}`,
      description: `${trackNameOf(lang, cert.track)}${text_.and}${text(row.competition, lang)}. ${text_.verified}`,
      image: { path: imagePath(`/certificates/${encodeURIComponent(cert.code)}/image`, lang), alt: `${kind} — ${text(cert.name, lang)}` },
    };
  }

  if (segments.length === 2 && segments[0]!.toLowerCase() === 'winners' && winnerSlugs[segments[1]!.toLowerCase()]) {
    const track = winnerSlugs[segments[1]!.toLowerCase()]!;
    const { current } = await publishedCompetitions(ctx.db);
    const title = `${text_.winners} — ${trackNameOf(lang, track)}`;
    const card = current ? await winnersCard(ctx, current.id, track, lang) : undefined;
    if (!current || !card) return { title: `${title} — ${text_.site}`, description: text_.winnersSoon };
    return {
      title: `${title} — ${card.competitionTitle}`,
      description: namesOf(card.winners, lang),
      image: { path: imagePath(`/winners/${current.id}/${track}/image`, lang), alt: title },
    };
  }

  // An archived competition's winners (`/winners/{name}/{id}`): its title, the first names, and the card of its first
  // track that has winners.
  if (segments.length === 3 && segments[0]!.toLowerCase() === 'winners' && /^[1-9]\d{0,8}$/.test(segments[2]!)) {
    const [archive] = await ctx.db.select().from(t.competitions).where(and(eq(t.competitions.id, Number(segments[2])), eq(t.competitions.kind, 'archive')));
    if (!archive) return sitePreview(lang);
    const title = `${text_.winners} — ${text(archive.title, lang)}`;
    let card: Awaited<ReturnType<typeof winnersCard>>;
    for (const track of Object.values(winnerSlugs)) {
      card = await winnersCard(ctx, archive.id, track, lang);
      if (card) break;
    }
    if (!card) return { title, description: text_.archivesDescription };
    return { title, description: namesOf(card.winners, lang), image: { path: imagePath(`/winners/${archive.id}/${card.track}/image`, lang), alt: title } };
  }

  if (segments.length === 3 && segments[0]!.toLowerCase() === 'draws' && /^\d{1,9}$/.test(segments[1]!) && winnerSlugs[segments[2]!.toLowerCase()]) {
    const competitionId = Number(segments[1]);
    const track = winnerSlugs[segments[2]!.toLowerCase()]!;
    const [competition] = await ctx.db.select().from(t.competitions).where(and(eq(t.competitions.id, competitionId), eq(t.competitions.published, true)));
    const draw = competition ? await drawOf(ctx.db, competition.id, track) : undefined;
    if (!competition || !draw) return sitePreview(lang);
    const title = `${text_.draw} — ${trackNameOf(lang, track)} — ${text(competition.title, lang)}`;
    const card = draw.publishedAt ? await winnersCard(ctx, competition.id, track, lang) : undefined;
    return {
      title,
      description: text_.drawDescription,
      ...(card ? { image: { path: imagePath(`/winners/${competition.id}/${track}/image`, lang), alt: title } } : {}),
    };
  }
  return undefined;
}

const attribute = (value: string) => escapeXml(value);

/**
 * The page's head with the preview in it: its <title> and description replaced, the Open Graph and Twitter card tags,
 * the canonical address of this language and the other's. Every value is escaped.
 */
export function withPreview(html: string, preview: Preview, options: { lang: Language; origin: string; pathname: string }): string {
  const { lang, origin, pathname } = options;
  const address = (language: Language) => `${origin}${pathname}?lang=${language}`;
  const other: Language = lang === 'ar' ? 'en' : 'ar';
  const locale = (language: Language) => (language === 'ar' ? 'ar_SA' : 'en_US');
  const meta = (key: 'name' | 'property', name: string, content: string) => `<meta ${key}="${name}" content="${attribute(content)}">`;
  const tags = [
    `<link rel="canonical" href="${attribute(address(lang))}">`,
    `<link rel="alternate" hreflang="${lang}" href="${attribute(address(lang))}">`,
    `<link rel="alternate" hreflang="${other}" href="${attribute(address(other))}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', copy[lang].site),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', address(lang)),
    meta('property', 'og:locale', locale(lang)),
    meta('property', 'og:locale:alternate', locale(other)),
    ...(preview.image
      ? [
          meta('property', 'og:image', `${origin}${preview.image.path}`),
          meta('property', 'og:image:type', 'image/png'),
          meta('property', 'og:image:width', '1200'),
          meta('property', 'og:image:height', '630'),
          meta('property', 'og:image:alt', preview.image.alt),
          meta('name', 'twitter:card', 'summary_large_image'),
          meta('name', 'twitter:image', `${origin}${preview.image.path}`),
        ]
      : [meta('name', 'twitter:card', 'summary')]),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
  ].join('');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeXml(preview.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, meta('name', 'description', preview.description))
    .replace('</head>', `${tags}</head>`);
}
