/**
 * Site configuration: the partners' links in the hero and the academy in the header (decisions.md:
 * partner names, logos and links are configuration, shown with original placeholder artwork; no
 * third-party logos). The hero's URLs are the organiser's settings (the console's Site section), read through
 * partnerLinksFrom; these are what it shows before they load, overridable at build time with VITE_PARTNER_FIRST_URL /
 * VITE_PARTNER_SECOND_URL. A deployment changes the others here.
 */
export interface PartnerLink {
  id: 'first' | 'second';
  href: string;
}

function fromEnv(name: string): string | undefined {
  const env = (import.meta as { env?: Record<string, unknown> }).env;
  const value = env?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export const partnerLinks: readonly PartnerLink[] = [
  { id: 'first', href: fromEnv('VITE_PARTNER_FIRST_URL') ?? 'https://quran-service.example.org/' },
  { id: 'second', href: fromEnv('VITE_PARTNER_SECOND_URL') ?? 'https://recitation-academy.example.org/' },
];

/**
 * The partners' links as the organiser set them in the console (settings `partner_first_url`, `partner_second_url`),
 * each falling back to the build's configuration while the settings load or when one is unset.
 */
export function partnerLinksFrom(settings: { partner_first_url?: string | null; partner_second_url?: string | null } | null): readonly PartnerLink[] {
  if (!settings) return partnerLinks;
  const chosen = { first: settings.partner_first_url, second: settings.partner_second_url };
  return partnerLinks.map((link) => ({ ...link, href: chosen[link.id] || link.href }));
}

export const siteConfig = {
  /** The academy's site, opened in a new tab from the header. */
  academyUrl: 'https://academy.example.org/',
} as const;
