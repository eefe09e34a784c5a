import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, Preloader } from '../../../design-system';
import { partnerLinks } from './siteConfig';
import { useHomeServices } from './homeServices';
import * as styles from './home.css';
import { AboutSection } from './sections/AboutSection';
import { ArchivesSection } from './sections/ArchivesSection';
import { FaqSection } from './sections/FaqSection';
import { HeroSection } from './sections/HeroSection';
import { ImpressionsSection } from './sections/ImpressionsSection';
import { MethodSection } from './sections/MethodSection';
import { PrizesSection } from './sections/PrizesSection';
import { StatisticsSection } from './sections/StatisticsSection';
import { TracksSection } from './sections/TracksSection';
import { WinnersSection } from './sections/WinnersSection';
import { useResource } from '../../data/useResource';
import { useScrolledPast } from '../../layout/useScrolledPast';
import {
  ConnectedCompetitionTime,
  ConnectedCountdownBar,
  ConnectedTrackActions,
  ImpressionDialog,
  preloadImpressionDialog,
  RulesModal,
  useCountdown,
  useHomeData,
  type HomeDataRef,
} from './wiring';

/** Hero blur threshold (spec §9). */
export const HERO_BLUR_PX = 500;

/** The twelve sections in the spec's order, fed by the home services and the machines. */
export function HomeContent() {
  const services = useHomeServices();
  const homeData = useHomeData();
  const [settings, retrySettings] = useResource(services.fetchSettings);
  const [statistics, retryStatistics] = useResource(services.fetchStatistics);
  const [archives, retryArchives] = useResource(services.fetchArchivesOnHome);
  const [faq, retryFaq] = useResource(services.fetchFaq);
  const [testimonials, retryTestimonials] = useResource(services.fetchTestimonials);
  const [rulesOpen, setRulesOpen] = useState(false);
  const [impressionOpen, setImpressionOpen] = useState(false);
  const blurred = useScrolledPast(HERO_BLUR_PX);

  return (
    <>
      <HeroSection partners={partnerLinks} blurred={blurred} />
      <AboutSection settings={settings} onRetry={retrySettings} onOpenRules={() => setRulesOpen(true)} />
      <CompetitionSections homeData={homeData} statistics={statistics.status === 'loaded' ? statistics.data : null} />
      <StatisticsSection statistics={statistics} onRetry={retryStatistics} />
      <ArchivesSection archives={archives} onRetry={retryArchives} />
      <FaqSection faq={faq} onRetry={retryFaq} />
      <ImpressionsSection
        testimonials={testimonials}
        onRetry={retryTestimonials}
        onAdd={() => {
          preloadImpressionDialog();
          setImpressionOpen(true);
        }}
        onAddIntent={preloadImpressionDialog}
        autoplay={services.autoplay}
      />
      {/* Section 12, back-to-top, is the layout footer's (one button on every page, shown past 100 px). */}
      <RulesModal isOpen={rulesOpen} onOpenChange={setRulesOpen} />
      <ImpressionDialog isOpen={impressionOpen} onClose={() => setImpressionOpen(false)} />
    </>
  );
}

/**
 * Sections 3–7 and the fixed bar, which depend on the competition: a preloader that keeps their
 * space while the call runs, the failure with a retry, nothing when there is no competition.
 */
export function CompetitionSections({ homeData, statistics }: { homeData: HomeDataRef; statistics: Parameters<typeof ConnectedCountdownBar>[0]['statistics'] }) {
  const { t } = useTranslation('home');
  const snapshot = useSelector(homeData, (s) => s);
  const { competition, returned, isComExist, isShown, isBtnsExist } = snapshot.context;
  const countdown = useCountdown(competition);
  const loading = snapshot.matches('loading');

  if (snapshot.matches('failed')) {
    return (
      <section className={styles.section} aria-label={t('time.title')}>
        <div className={styles.inner}>
          <ErrorState title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => homeData.send({ type: 'competition.retry' })} />
        </div>
      </section>
    );
  }
  if (loading) {
    return (
      <>
        <ConnectedCompetitionTime countdown={countdown} loading />
        <Preloader label={t('loading')} fullPage={false} minBlockSize="1200px" />
      </>
    );
  }
  if (!isComExist || !competition) return null;
  return (
    <>
      <MethodSection />
      {isShown ? <ConnectedCompetitionTime countdown={countdown} loading={false} /> : null}
      <PrizesSection competition={competition} />
      <TracksSection
        competition={competition}
        renderActions={(track) => (
          <ConnectedTrackActions track={track} competition={competition} buttonsShown={isBtnsExist} countdown={countdown} />
        )}
      />
      {returned?.is_winners_draw_period ? <WinnersSection /> : null}
      <ConnectedCountdownBar countdown={countdown} statistics={statistics} />
    </>
  );
}
