// Raw token values: the single source the theme, the contrast check and the docs read.
export const colorTokens = {
  background: '#FAF7F0', // warm off-white page
  surface: '#FFFFFF',
  surfaceMuted: '#F2EDE1',
  surfaceInverse: '#0F3D2A', // deep green bands (hero, footer)
  text: '#1C2621',
  textMuted: '#4B5751',
  textInverse: '#FFFFFF',
  primary: '#14563A', // deep green
  primaryHover: '#0F4530',
  primaryPressed: '#0B3524',
  onPrimary: '#FFFFFF',
  primarySubtle: '#E3F0E8',
  accent: '#C9A227', // gold, decoration and filled accent buttons with dark text
  accentHover: '#B38F1E',
  onAccent: '#1C2621',
  accentText: '#7A5A0E', // gold that is dark enough for text on light surfaces
  border: '#DDD5C4', // decorative separators
  borderStrong: '#857B69', // control boundaries (WCAG 1.4.11: 3:1)
  focusRing: '#7A5A0E',
  danger: '#B42318',
  dangerSubtle: '#FDECEA',
  onDanger: '#FFFFFF',
  success: '#166534',
  successSubtle: '#E6F4EA',
  notification: '#C8281C',
  overlay: 'rgba(15, 27, 21, 0.55)',
  archive1: '#14563A',
  archive2: '#7A5A0E',
  archive3: '#1D5A6E',
  onArchive: '#FFFFFF',
  star: '#A87B0A',
} as const;

export type ColorToken = keyof typeof colorTokens;

/** Text/background pairs the UI uses; each must reach its minimum contrast (4.5 text, 3 for UI parts). */
export const contrastPairs: ReadonlyArray<{ fg: ColorToken; bg: ColorToken; min: 4.5 | 3 }> = [
  { fg: 'text', bg: 'background', min: 4.5 },
  { fg: 'text', bg: 'surface', min: 4.5 },
  { fg: 'text', bg: 'surfaceMuted', min: 4.5 },
  { fg: 'textMuted', bg: 'background', min: 4.5 },
  { fg: 'textMuted', bg: 'surface', min: 4.5 },
  { fg: 'textMuted', bg: 'surfaceMuted', min: 4.5 },
  { fg: 'textInverse', bg: 'surfaceInverse', min: 4.5 },
  { fg: 'onPrimary', bg: 'primary', min: 4.5 },
  { fg: 'onPrimary', bg: 'primaryHover', min: 4.5 },
  { fg: 'onPrimary', bg: 'primaryPressed', min: 4.5 },
  { fg: 'primary', bg: 'background', min: 4.5 },
  { fg: 'primary', bg: 'surface', min: 4.5 },
  { fg: 'primary', bg: 'primarySubtle', min: 4.5 },
  { fg: 'onAccent', bg: 'accent', min: 4.5 },
  { fg: 'onAccent', bg: 'accentHover', min: 4.5 },
  { fg: 'accentText', bg: 'background', min: 4.5 },
  { fg: 'accentText', bg: 'surface', min: 4.5 },
  { fg: 'danger', bg: 'surface', min: 4.5 },
  { fg: 'danger', bg: 'background', min: 4.5 },
  { fg: 'danger', bg: 'dangerSubtle', min: 4.5 },
  { fg: 'onDanger', bg: 'danger', min: 4.5 },
  { fg: 'success', bg: 'successSubtle', min: 4.5 },
  { fg: 'onArchive', bg: 'archive1', min: 4.5 },
  { fg: 'onArchive', bg: 'archive2', min: 4.5 },
  { fg: 'onArchive', bg: 'archive3', min: 4.5 },
  { fg: 'borderStrong', bg: 'surface', min: 3 },
  { fg: 'borderStrong', bg: 'background', min: 3 },
  { fg: 'focusRing', bg: 'background', min: 3 },
  { fg: 'focusRing', bg: 'surface', min: 3 },
  { fg: 'notification', bg: 'surface', min: 3 },
  { fg: 'star', bg: 'surface', min: 3 },
];

export const spaceTokens = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
  huge: '64px',
} as const;

export const radiusTokens = {
  sm: '4px',
  md: '8px',
  lg: '14px',
  xl: '24px',
  pill: '999px',
  round: '50%',
} as const;

export const fontSizeTokens = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: '1.75rem',
  xxxl: '2.25rem',
  display: '3rem',
} as const;

export const lineHeightTokens = { tight: '1.25', normal: '1.6', relaxed: '1.9' } as const;
export const fontWeightTokens = { regular: '400', medium: '500', bold: '700' } as const;

export const arabicFontStack = "'Noto Naskh Arabic', 'Inter Variable', system-ui, sans-serif";
export const latinFontStack = "'Inter Variable', 'Noto Naskh Arabic', system-ui, sans-serif";

export const sizeTokens = {
  avatar: '40px',
  logo: '60px',
  image: '75px',
  icon: '20px',
  iconLg: '28px',
  control: '44px', // minimum target (WCAG 2.5.8 asks 24 px; 44 is the comfortable one)
  controlSm: '36px',
  controlLg: '52px',
  contentMax: '1200px',
  drawer: 'min(320px, 85vw)',
  dialog: 'min(560px, calc(100vw - 32px))',
} as const;

export const zIndexTokens = {
  base: '0',
  raised: '10',
  header: '100',
  drawer: '200',
  overlay: '300',
  modal: '310',
  popover: '400',
  toast: '500',
  preloader: '600',
} as const;

/** Breakpoints in px, mobile first (min-width). */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536, xxxl: 1920 } as const;
export type Breakpoint = keyof typeof breakpoints;
export const mediaQuery = (bp: Breakpoint): string => `screen and (min-width: ${breakpoints[bp]}px)`;

export const durationTokens = { fast: '120ms', normal: '200ms', slow: '320ms' } as const;
