/**
 * Site configuration: the partners' links in the hero and the academy in the header (decisions.md:
 * partner names, logos and links are configuration, shown with original placeholder artwork; no
 * third-party logos). Override the hero's URLs at build time with VITE_PARTNER_FIRST_URL /
 * VITE_PARTNER_SECOND_URL; a deployment changes the others here.
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

export const siteConfig = {
  /** The academy's site, opened in a new tab from the header. */
  academyUrl: 'https://academy.example.org/',
} as const;
