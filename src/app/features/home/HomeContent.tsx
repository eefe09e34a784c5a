import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceLoading } from '../../../design-system/components/ResourceView/ResourceLoading';
import { partnerLinksFrom } from '../site/siteConfig';
import { useHomeServices } from './homeServices';
import { HeroSection } from './sections/HeroSection';
import { useResource } from '../../../api/useResource';
import { useScrolledPast } from '../../../design-system/hooks/useScrolledPast';

/** Hero blur threshold (spec §9). */
export const HERO_BLUR_PX = 500;

/**
 * The chunk's files arrive with the page's scripts and its styles are in the page
 * (scripts/prerender.ts); importing it still evaluates its modules, and any file missing (a page
 * not prerendered) gets its <link>: done in a task of its own, not inside the render that reveals
 * the sections.
 */
const loadHomeSections = () => import('./HomeSections');
const HomeSections = lazy(loadHomeSections);

/**
 * What holds the sections' place until their chunk has loaded. The build's prerender draws it too,
 * and so does the browser's first render, which hydrates that markup (main.tsx).
 */
function SectionsPlaceholder() {
  const { t } = useTranslation('home');
  return <ResourceLoading label={t('loading')} reserve="100vh" spinnerSize="lg" />;
}

/**
 * The twelve sections in the spec's order, fed by the home services and the machines. The hero
 * comes with the page; the other sections arrive in their own chunk, and every call they show
 * starts here, with the page, not when that chunk arrives.
 */
export function HomeContent() {
  const services = useHomeServices();
  const settings = useResource(services.fetchSettings);
  const statistics = useResource(services.fetchStatistics);
  const archives = useResource(services.fetchArchivesOnHome);
  const faq = useResource(services.fetchFaq);
  const testimonials = useResource(services.fetchTestimonials);
  const blurred = useScrolledPast(HERO_BLUR_PX);
  // The sections are the browser's alone: they come once the page is hydrated, as a transition
  // (in slices, not in one long task right after hydration).
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => {
    const task = setTimeout(() => {
      // A failure is the lazy component's to report (its error boundary), when it renders.
      loadHomeSections().catch(() => undefined);
      startTransition(() => setInBrowser(true));
    }, 0);
    return () => clearTimeout(task);
  }, []);

  return (
    <>
      <HeroSection partners={partnerLinksFrom(settings[0].status === 'loaded' ? settings[0].data : null)} blurred={blurred} />
      {inBrowser ? (
        <Suspense fallback={<SectionsPlaceholder />}>
          <HomeSections
            settings={settings}
            statistics={statistics}
            archives={archives}
            faq={faq}
            testimonials={testimonials}
            autoplay={services.autoplay}
          />
        </Suspense>
      ) : (
        <SectionsPlaceholder />
      )}
    </>
  );
}
