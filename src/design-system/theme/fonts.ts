// Self-hosted faces from npm (no font CDN): Naskh for Arabic, Inter (variable) for Latin.
// Each file declares its unicode-range, so a page downloads only the glyph sets it shows.
import '@fontsource/noto-naskh-arabic/arabic-400.css';
import '@fontsource/noto-naskh-arabic/arabic-700.css';
import '@fontsource-variable/inter/wght.css';
