import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { Button, useLocale } from 'react-aria-components';
import { useInViewport } from '../../hooks/useInViewport';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import { PauseIcon, PlayIcon } from '../../icons/icons';
import { IconButton } from '../Button/IconButton';
import * as styles from './Carousel.css';

/** Autoplay delays from the spec: slower while the list is still loading. */
export const AUTOPLAY_DELAY_LOADING_MS = 5000;
export const AUTOPLAY_DELAY_LOADED_MS = 3500;

export interface CarouselProps {
  slides: ReadonlyArray<ReactNode>;
  /** Names the carousel region, e.g. "آراء المشاركين". */
  label: string;
  /** Names each slide, e.g. (2, 5) → "٢ من ٥". */
  slideLabel: (position: number, total: number) => string;
  /** Names each pagination dot, e.g. (3, 4) → "الانتقال إلى الصفحة ٣". */
  goToLabel: (page: number, pages: number) => string;
  pauseLabel: string;
  playLabel: string;
  /** The list is still loading: autoplay waits 5000 ms instead of 3500 ms. */
  isLoading?: boolean;
  autoplay?: boolean;
}

export const autoplayDelay = (isLoading: boolean): number => (isLoading ? AUTOPLAY_DELAY_LOADING_MS : AUTOPLAY_DELAY_LOADED_MS);

/** The key that moves forward in reading order: right in English, left in Arabic. */
export const forwardKeyFor = (direction: 'ltr' | 'rtl'): 'ArrowRight' | 'ArrowLeft' => (direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight');

/**
 * Slides on embla: 1 per view, 2 from 640 px, 3 from 1024 px, 4 from 1920 px, 10 px apart; the direction
 * follows the locale. Autoplay pauses on hover, on focus, with the pause button, under reduced motion and
 * while the carousel is off screen (no slides move, and no layout runs, where nobody can see them).
 * Import it lazily (see lazy.ts).
 */
export function Carousel({ slides, label, slideLabel, goToLabel, pauseLabel, playLabel, isLoading = false, autoplay = true }: CarouselProps) {
  const { direction } = useLocale();
  const reducedMotion = usePrefersReducedMotion();
  const [emblaRef, embla] = useEmblaCarousel({ direction, align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps' });
  // Embla measures every slide as it starts, which makes the browser lay the page out there and then.
  // It starts once the carousel is within a screen of the viewport: on a phone the impressions are
  // far below the fold, so that work leaves the page's load. Until then the first slides show as they are.
  // (`near` only turns true once the observer has reported on the node, so the node is set by then.)
  const viewport = useRef<HTMLDivElement | null>(null);
  const [nearRef, near] = useInViewport<HTMLDivElement>('100% 0px');
  const viewportRef = useCallback(
    (node: HTMLDivElement | null) => {
      viewport.current = node;
      nearRef(node);
    },
    [nearRef],
  );
  useEffect(() => {
    if (near && viewport.current) emblaRef(viewport.current);
  }, [near, emblaRef]);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const [regionRef, onScreen] = useInViewport<HTMLDivElement>();

  // Page count and current page live in embla; read them as an external store ("pages:selected").
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!embla) return () => {};
      embla.on('select', onChange).on('reInit', onChange);
      return () => {
        embla.off('select', onChange).off('reInit', onChange);
      };
    },
    [embla],
  );
  const snapshot = useSyncExternalStore(
    subscribe,
    () => (embla ? `${embla.scrollSnapList().length}:${embla.selectedScrollSnap()}` : '0:0'),
    () => '0:0',
  );
  const [pages, selected] = snapshot.split(':').map(Number) as [number, number];

  const playing = autoplay && !reducedMotion && !userPaused;
  const running = playing && onScreen && !hovered && !focusWithin && pages > 1;

  useEffect(() => {
    if (!embla || !running) return;
    const timer = window.setInterval(() => {
      if (document.hidden) return;
      if (embla.canScrollNext()) embla.scrollNext();
      else embla.scrollTo(0);
    }, autoplayDelay(isLoading));
    return () => window.clearInterval(timer);
  }, [embla, running, isLoading]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!embla || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    if (event.target instanceof HTMLElement && event.target.closest('input, textarea, [role="radiogroup"]')) return;
    event.preventDefault();
    if (event.key === forwardKeyFor(direction)) embla.scrollNext();
    else embla.scrollPrev();
  };

  return (
    // The APG carousel pattern: the labelled region takes focus so the arrow keys can move the slides,
    // and pointer hover pauses autoplay.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={regionRef}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={styles.root}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocusWithin(false);
      }}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container} aria-live={running ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div key={index} className={styles.slide} role="group" aria-roledescription="slide" aria-label={slideLabel(index + 1, slides.length)}>
              {slide}
            </div>
          ))}
        </div>
      </div>
      {pages > 1 ? (
        <div className={styles.controls}>
          {autoplay && !reducedMotion ? (
            <IconButton
              size="sm"
              label={userPaused ? playLabel : pauseLabel}
              icon={userPaused ? <PlayIcon /> : <PauseIcon />}
              onPress={() => setUserPaused((p) => !p)}
            />
          ) : null}
          <div className={styles.dots}>
            {Array.from({ length: pages }, (_, page) => {
              const distance = Math.abs(page - selected);
              return (
                <Button
                  key={page}
                  className={styles.dotButton}
                  aria-label={goToLabel(page + 1, pages)}
                  aria-current={page === selected ? 'true' : undefined}
                  onPress={() => embla?.scrollTo(page)}
                >
                  <span className={styles.dot({ distance: distance === 0 ? 'current' : distance === 1 ? 'near' : 'far' })} />
                </Button>
              );
            })}
          </div>
        </div>
      ) : null}
    </div>
  );
}
