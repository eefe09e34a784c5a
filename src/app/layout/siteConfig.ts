/**
 * Site configuration for the header's partner images (decisions.md: site configuration with original
 * placeholder artwork made for this project; no third-party logos). A deployment changes these values.
 */
export const siteConfig = {
  /** The academy's site, opened in a new tab from the header. */
  academyUrl: 'https://academy.example.org/',
} as const;
