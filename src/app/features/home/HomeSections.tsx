import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ResourceView, useRevealInTurn } from '../../../design-system';
import { useResourceLabels } from '../../i18n/useResourceLabels';
import type { Resource } from '../../../api/useResource';
import type { ArchivesOnHome, FaqItem, Settings, Statistics, Testimonial } from './homeApi';
import * as styles from './home.css';
import { AboutSection } from './sections/AboutSection';
import { ArchivesSection } from './sections/ArchivesSection';
import { FaqSection } from './sections/FaqSection';
import { ImpressionsSection } from './sections/ImpressionsSection';
import { MethodSection } from './sections/MethodSection';
import { PrizesSection } from './sections/PrizesSection';
import { StatisticsSection } from './sections/StatisticsSection';
import { WinnersSection } from './sections/WinnersSection';
import type { SnapshotFrom } from 'xstate';
import type { homeDataMachine } from '../../../machines';
import { CompetitionActor } from '../competition/competitionActor';
import { ConnectedCompetitionTime, ConnectedCountdownBar, useCountdown } from './countdown';
import { ConnectedTracksSection } from './ConnectedTracksSection';
import { ImpressionDialog, preloadImpressionDialog } from './ImpressionDialog';
import { RulesModal } from './RulesModal';

/** A useResource result: the state and its retry. */
type Loaded<T> = readonly [state: Resource<T>, retry: () => void, ...rest: unknown[]];

export interface HomeSectionsProps {
  settings: Loaded<Settings>;
  statistics: Loaded<Statistics>;
  archives: Loaded<ArchivesOnHome>;
  faq: Loaded<FaqItem[]>;
  testimonials: Loaded<Testimonial[]>;
  autoplay: boolean;
}

/**
 * Sections 2–11, below the hero: their own chunk, so a phone runs the hero's code first (issue 7).
 * HomeContent has already started every call they show.
 */
function HomeSections({ settings, statistics, archives, faq, testimonials, autoplay }: HomeSectionsProps) {
  const [rulesOpen, setRulesOpen] = useState(false);
  const [impressionOpen, setImpressionOpen] = useState(false);
  const openRules = useCallback(() => setRulesOpen(true), []);
  const openImpression = useCallback(() => {
    preloadImpressionDialog();
    setImpressionOpen(true);
  }, []);
  const [settingsState, retrySettings] = settings;
  const [statisticsState, retryStatistics] = statistics;
  const [archivesState, retryArchives] = archives;
  const [faqState, retryFaq] = faq;
  const [testimonialsState, retryTestimonials] = testimonials;
  const loadedStatistics = statisticsState.status === 'loaded' ? statisticsState.data : null;
  const loadedSettings = settingsState.status === 'loaded' ? settingsState.data : null;
  // Each section is the same element until its own inputs change: React then skips it when another
  // call answers or the next section is revealed, instead of rendering every section again.
  const sections = [
    useMemo(() => <AboutSection key="about" settings={settingsState} onRetry={retrySettings} onOpenRules={openRules} />, [settingsState, retrySettings, openRules]),
    useMemo(() => <CompetitionSections key="competition" statistics={loadedStatistics} settings={loadedSettings} />, [loadedStatistics, loadedSettings]),
    useMemo(() => <StatisticsSection key="statistics" statistics={statisticsState} onRetry={retryStatistics} />, [statisticsState, retryStatistics]),
    useMemo(() => <ArchivesSection key="archives" archives={archivesState} onRetry={retryArchives} />, [archivesState, retryArchives]),
    useMemo(() => <FaqSection key="faq" faq={faqState} onRetry={retryFaq} />, [faqState, retryFaq]),
    useMemo(
      () => (
        <ImpressionsSection
          key="impressions"
          testimonials={testimonialsState}
          onRetry={retryTestimonials}
          onAdd={openImpression}
          onAddIntent={preloadImpressionDialog}
          autoplay={autoplay}
        />
      ),
      [testimonialsState, retryTestimonials, openImpression, autoplay],
    ),
  ];
  const shown = useRevealInTurn(sections.length);
  useScrollToHashOnce(shown === sections.length);
  return (
    <>
      {sections.slice(0, shown)}
      {/* Section 12, back-to-top, is the layout footer's (one button on every page, shown past 100 px). */}
      <RulesModal isOpen={rulesOpen} onOpenChange={setRulesOpen} />
      <ImpressionDialog isOpen={impressionOpen} onClose={() => setImpressionOpen(false)} />
    </>
  );
}

/**
 * A visitor who follows the header's FAQ link from another page arrives at `/#case-studies`, and
 * the browser looks for that anchor while the page loads, before the sections exist. Once they are
 * all shown, the page goes to it (once per arrival; later changes are the visitor's own scrolling).
 */
function useScrollToHashOnce(ready: boolean) {
  const { hash } = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current || hash.length < 2) return;
    done.current = true;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'instant', block: 'start' });
  }, [ready, hash]);
}

/** Renders again only when one of its calls answers, not when the page does (the hero's blur, for one). */
export default memo(HomeSections);

/** What the competition sections read of the shared competition actor. */
function competitionSectionsView(snapshot: SnapshotFrom<typeof homeDataMachine>) {
  const { competition, isComExist, isShown, isBtnsExist, isWinnersDrawPeriod, publishedWinners } = snapshot.context;
  const status = snapshot.matches('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'settled';
  return { status, competition, isComExist, isShown, isBtnsExist, isWinnersDrawPeriod, publishedWinners } as const;
}

type SectionsView = ReturnType<typeof competitionSectionsView>;
const sameSectionsView = (a: SectionsView, b: SectionsView) =>
  (Object.keys(a) as (keyof SectionsView)[]).every((key) => a[key] === b[key]);

/**
 * Sections 3–7 and the fixed bar, which depend on the competition: a preloader that keeps their
 * space while the call runs, the failure with a retry, the competition-time section's notice when there is none.
 */
export function CompetitionSections({
  statistics,
  settings = null,
}: {
  statistics: Parameters<typeof ConnectedCountdownBar>[0]['statistics'];
  /** The site's settings once loaded: the method section's texts. */
  settings?: Settings | null;
}) {
  const { t } = useTranslation('home');
  const labels = useResourceLabels({ loading: t('loading') });
  const competitionActor = CompetitionActor.useActorRef();
  // The machine's answer arrives as a store update, which React renders in one piece; the sections
  // it reveals (the largest part of the page) render from the deferred copy, in slices.
  const view = useDeferredValue(CompetitionActor.useSelector(competitionSectionsView, sameSectionsView));
  const { competition, isComExist, isShown, isBtnsExist, isWinnersDrawPeriod, publishedWinners } = view;
  const countdown = useCountdown(competition);
  const loading = view.status === 'loading';

  if (view.status === 'failed') {
    return (
      <section className={styles.section} aria-label={t('time.title')}>
        <div className={styles.inner}>
          <ResourceView status="failed" labels={labels} onRetry={() => competitionActor.send({ type: 'competition.retry' })} />
        </div>
      </section>
    );
  }
  if (loading) {
    return (
      <>
        <ConnectedCompetitionTime countdown={countdown} loading />
        <ResourceView status="loading" labels={labels} reserve="1200px" spinnerSize="lg" />
      </>
    );
  }
  // No active competition: say so where the competition sections would be (the countdown is in noCompetition).
  if (!isComExist || !competition) return <ConnectedCompetitionTime countdown={countdown} loading={false} />;
  return (
    <>
      <MethodSection settings={settings} />
      {isShown ? <ConnectedCompetitionTime countdown={countdown} loading={false} /> : null}
      <PrizesSection competition={competition} />
      <ConnectedTracksSection competition={competition} buttonsShown={isBtnsExist} countdown={countdown} />
      {isWinnersDrawPeriod || publishedWinners.length > 0 ? <WinnersSection published={publishedWinners} /> : null}
      <ConnectedCountdownBar countdown={countdown} statistics={statistics} />
    </>
  );
}
