/**
 * Site configuration for the hero's partner links (decisions.md: partner names, logos and links
 * are configuration, shown with original placeholder artwork). Override the URLs at build time
 * with VITE_PARTNER_FIRST_URL / VITE_PARTNER_SECOND_URL.
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
