import { useTranslation } from 'react-i18next';
import { Button, ResourceView, TestimonialCard } from '../../../../design-system';
import { useResourceLabels } from '../../../i18n/useResourceLabels';
import { LazyCarousel } from '../../../../design-system/lazy';
import { formatNumber } from '../../../../domain/format';
import { isLanguage } from '../../../../domain/language';
import type { Testimonial } from '../homeApi';
import type { Resource } from '../../../../api/useResource';
import * as styles from '../home.css';

export interface ImpressionsSectionProps {
  testimonials: Resource<Testimonial[]>;
  onRetry: () => void;
  onAdd: () => void;
  /** The pointer is over, or focus on, the add button: a chance to fetch the form's code ahead of the press. */
  onAddIntent?: () => void;
  /** Stories and screenshots keep the slider still. */
  autoplay?: boolean;
}

/** Section 11: the slider of impressions and the button that opens the add-your-impression form. */
export function ImpressionsSection({ testimonials, onRetry, onAdd, onAddIntent, autoplay = true }: ImpressionsSectionProps) {
  const { t, i18n } = useTranslation('home');
  const language = isLanguage(i18n.language) ? i18n.language : 'ar';
  const n = (value: number) => formatNumber(language, value);
  const labels = useResourceLabels();
  return (
    <section className={styles.sectionMuted} aria-labelledby="home-impressions" id="impressions">
      <div className={styles.inner}>
        <h2 id="home-impressions" className={styles.heading}>
          {t('impressions.title')}
        </h2>
        <div className={styles.impressionsReserve}>
          <ResourceView resource={testimonials} onRetry={onRetry} labels={labels} reserve={styles.reservedBlockSize} empty={{ title: t('impressions.empty') }}>
            {(items) => (
            <LazyCarousel
              fallback={<ResourceView status="loading" labels={labels} reserve="260px" spinnerSize="lg" />}
              autoplay={autoplay}
              label={t('impressions.carousel')}
              slideLabel={(position, total) => t('impressions.slide', { position: n(position), total: n(total) })}
              goToLabel={(page, pages) => t('impressions.goTo', { page: n(page), pages: n(pages) })}
              pauseLabel={t('impressions.pause')}
              playLabel={t('impressions.play')}
              slides={items.map((item) => (
                <TestimonialCard
                  key={item.id}
                  review={item.review}
                  author={item.author}
                  date={item.date}
                  {...(typeof item.date === 'string' ? { dateTime: item.date } : {})}
                  ratingLabel={t('impressions.rating')}
                />
              ))}
            />
            )}
          </ResourceView>
        </div>
        <div className={styles.centre}>
          <Button variant="primary" onPress={onAdd} onHoverStart={onAddIntent} onFocus={onAddIntent}>
            {t('impressions.add')}
          </Button>
        </div>
      </div>
    </section>
  );
}
