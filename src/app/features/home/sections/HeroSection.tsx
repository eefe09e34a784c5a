import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../../../design-system';
import type { PartnerLink } from '../../site/siteConfig';
import * as styles from '../home.css';
import { FirstPartnerArtwork, SecondPartnerArtwork } from './PartnerArtwork';

export interface HeroSectionProps {
  partners: readonly PartnerLink[];
  /** The page is scrolled past 500 px: the background blurs. */
  blurred: boolean;
}

/** Section 1: title, the two partner links (new tab) over a background that blurs once scrolled. */
export function HeroSection({ partners, blurred }: HeroSectionProps) {
  const { t } = useTranslation('home');
  return (
    <section className={styles.hero} aria-labelledby="home-title" data-blurred={blurred ? 'true' : 'false'}>
      <svg className={styles.heroBackdrop} viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="hero-sky" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#0F3D2A" />
            <stop offset="1" stopColor="#14563A" />
          </linearGradient>
          <pattern id="hero-stars" width="40" height="40" patternUnits="userSpaceOnUse">
            <path d="M20 6l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" fill="#C9A227" opacity="0.16" />
          </pattern>
        </defs>
        <rect width="400" height="300" fill="url(#hero-sky)" />
        <rect width="400" height="300" fill="url(#hero-stars)" />
        <path d="M0 260q100-50 200 0t200 0v40H0z" fill="#0B3524" opacity="0.6" />
      </svg>
      <div className={styles.heroContent}>
        <h1 id="home-title" className={styles.heroTitle}>
          {t('hero.title')}
        </h1>
        <p className={styles.heroSubtitle}>{t('hero.subtitle')}</p>
        <ul className={styles.partners} aria-label={t('hero.partners')}>
          {partners.map((partner) => (
            <li key={partner.id}>
              <ExternalLink href={partner.href} newTabLabel={t('hero.newTab')} variant="plain" className={styles.partnerLink}>
                {partner.id === 'first' ? (
                  <FirstPartnerArtwork className={styles.partnerLogo} />
                ) : (
                  <SecondPartnerArtwork className={styles.partnerLogo} />
                )}
                <span className={styles.partnerName}>{partner.id === 'first' ? t('hero.partnerFirst') : t('hero.partnerSecond')}</span>
              </ExternalLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
