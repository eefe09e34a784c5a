import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Carousel, AUTOPLAY_DELAY_LOADED_MS, AUTOPLAY_DELAY_LOADING_MS, autoplayDelay, forwardKeyFor } from '../../src/design-system/components/Carousel/Carousel';
import { TestimonialCard } from '../../src/design-system/components/TestimonialCard/TestimonialCard';
import { LazyCarousel } from '../../src/design-system/lazy';
import { useText } from '../support/text';

interface DemoProps {
  count?: number;
  autoplay?: boolean;
  isLoading?: boolean;
  lazy?: boolean;
}

function Demo({ count = 8, autoplay = false, isLoading = false, lazy = false }: DemoProps) {
  const t = useText();
  const nf = (n: number) => t({ ar: new Intl.NumberFormat('ar-EG').format(n), en: String(n) });
  const slides = Array.from({ length: count }, (_, i) => (
    <TestimonialCard
      key={i}
      review={t({ ar: `تجربة رائعة رقم ${nf(i + 1)} في حفظ كتاب الله.`, en: `Wonderful experience number ${i + 1} in memorising.` })}
      author={t({ ar: `مشارك ${nf(i + 1)}`, en: `Participant ${i + 1}` })}
      date={t({ ar: '١٤ مارس ٢٠٢٥', en: '14 March 2025' })}
      dateTime="2025-03-14"
      ratingLabel={t({ ar: 'التقييم ٥ من ٥', en: 'Rated 5 out of 5' })}
    />
  ));
  const Impl = lazy ? LazyCarousel : Carousel;
  return (
    <Impl
      slides={slides}
      label={t({ ar: 'آراء المشاركين', en: 'Participants’ impressions' })}
      slideLabel={(p, total) => t({ ar: `${nf(p)} من ${nf(total)}`, en: `${p} of ${total}` })}
      goToLabel={(p) => t({ ar: `الانتقال إلى الصفحة ${nf(p)}`, en: `Go to page ${p}` })}
      pauseLabel={t({ ar: 'إيقاف التشغيل التلقائي', en: 'Pause autoplay' })}
      playLabel={t({ ar: 'تشغيل التلقائي', en: 'Start autoplay' })}
      autoplay={autoplay}
      isLoading={isLoading}
    />
  );
}

const meta = { title: 'Design system/Carousel', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Index of the current pagination dot (the pause button is not a dot). */
const currentPage = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('button', { name: /الانتقال إلى الصفحة|Go to page/ })
    .findIndex((b) => b.getAttribute('aria-current') === 'true');

/** Waits for embla's scroll animation to end, so the screenshot never catches a slide mid-way. */
async function untilStill(canvasElement: HTMLElement) {
  const track = canvasElement.querySelector('[role="region"] > div > div') as HTMLElement;
  const read = () => track.style.transform;
  await waitFor(
    async () => {
      const before = read();
      await new Promise((r) => setTimeout(r, 150));
      expect(read()).toBe(before);
    },
    { timeout: 3000 },
  );
}

/** 1024 px wide: three slides per view, so eight slides make three pages of dots. */
export const ThreePerView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /الانتقال إلى الصفحة|Go to page/ })).toHaveLength(3));
    const slides = canvas.getAllByRole('group');
    await expect(slides).toHaveLength(8);
    const width = (slides[0] as HTMLElement).getBoundingClientRect().width;
    const viewport = (canvas.getByRole('region').firstElementChild as HTMLElement).getBoundingClientRect().width;
    await expect(Math.round((viewport + 10) / width)).toBe(3);
    // 10 px between slides: the padding on each slide's start edge.
    await expect(getComputedStyle(slides[1] as HTMLElement).paddingInlineStart).toBe('10px');
  },
};

/** Arabic reads right to left: ArrowLeft goes to the next page, ArrowRight back. */
export const ArrowKeysArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(forwardKeyFor('rtl')).toBe('ArrowLeft');
    const region = canvas.getByRole('region', { name: 'آراء المشاركين' });
    await waitFor(() => expect(currentPage(canvasElement)).toBeGreaterThanOrEqual(0));
    const first = currentPage(canvasElement);
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(currentPage(canvasElement)).toBe(first + 1));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(currentPage(canvasElement)).toBe(first));
    await untilStill(canvasElement);
  },
};

/** English: ArrowRight goes to the next page. */
export const ArrowKeysEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Participants’ impressions' });
    await waitFor(() => expect(currentPage(canvasElement)).toBeGreaterThanOrEqual(0));
    const first = currentPage(canvasElement);
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(currentPage(canvasElement)).toBe(first + 1));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(currentPage(canvasElement)).toBe(first));
    await untilStill(canvasElement);
  },
};

/** Each dot is a button: Enter on the third one shows the third page. */
export const ClickablePagination: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dots = await waitFor(() => {
      const found = canvas.getAllByRole('button', { name: /الانتقال إلى الصفحة|Go to page/ });
      expect(found).toHaveLength(3);
      return found;
    });
    (dots[2] as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dots[2]).toHaveAttribute('aria-current', 'true'));
    await untilStill(canvasElement);
  },
};

/** Autoplay moves on by itself after 3500 ms once loaded (5000 ms while loading), and can be paused. */
export const Autoplay: Story = {
  args: { autoplay: true },
  play: async ({ canvasElement }) => {
    await expect(autoplayDelay(false)).toBe(AUTOPLAY_DELAY_LOADED_MS);
    await expect(autoplayDelay(true)).toBe(AUTOPLAY_DELAY_LOADING_MS);
    await expect([AUTOPLAY_DELAY_LOADED_MS, AUTOPLAY_DELAY_LOADING_MS]).toEqual([3500, 5000]);
    const canvas = within(canvasElement);
    await waitFor(() => expect(currentPage(canvasElement)).toBeGreaterThanOrEqual(0));
    const first = currentPage(canvasElement);
    await waitFor(() => expect(currentPage(canvasElement)).toBe(first + 1), { timeout: AUTOPLAY_DELAY_LOADED_MS + 1500 });
    const pause = canvas.getByRole('button', { name: /إيقاف التشغيل التلقائي|Pause autoplay/ });
    pause.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: /تشغيل التلقائي|Start autoplay/ })).toBeInTheDocument();
    // Back to page one by keyboard, so the screenshot is stable.
    await userEvent.keyboard(`{${forwardKeyFor('rtl') === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft'}}`);
    await untilStill(canvasElement);
  },
};

/**
 * Off screen the carousel waits: it starts (embla measures its slides) once it is within a screen of
 * the viewport, and autoplay runs only while it is on screen. Scrolled into view, it moves on.
 */
export const WaitsOffScreen: Story = {
  args: { autoplay: true },
  decorators: [
    (Story) => (
      <div style={{ blockSize: '360px', overflow: 'auto' }}>
        <div style={{ blockSize: '720px' }} />
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const track = canvasElement.querySelector('[role="region"] > div > div') as HTMLElement;
    await new Promise((r) => setTimeout(r, AUTOPLAY_DELAY_LOADED_MS + 700));
    await expect(canvas.queryAllByRole('button', { name: /الانتقال إلى الصفحة|Go to page/ })).toHaveLength(0);
    await expect(track.style.transform).toBe('');
    canvas.getByRole('region').scrollIntoView({ block: 'end' });
    await waitFor(() => expect(currentPage(canvasElement)).toBe(0));
    await waitFor(() => expect(currentPage(canvasElement)).toBe(1), { timeout: AUTOPLAY_DELAY_LOADED_MS + 1500 });
    // Paused and back on page one, so the screenshot is stable.
    await userEvent.click(canvas.getByRole('button', { name: /إيقاف التشغيل التلقائي|Pause autoplay/ }));
    await userEvent.click(canvas.getAllByRole('button', { name: /الانتقال إلى الصفحة|Go to page/ })[0]!);
    await untilStill(canvasElement);
  },
};

/** Focus inside the carousel pauses autoplay: nothing moves while a keyboard user is there. */
export const PausesWhileFocused: Story = {
  args: { autoplay: true },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    await waitFor(() => expect(currentPage(canvasElement)).toBe(0));
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await new Promise((r) => setTimeout(r, AUTOPLAY_DELAY_LOADED_MS + 700));
    await expect(currentPage(canvasElement)).toBe(0);
  },
};

/** With prefers-reduced-motion the carousel never moves by itself, so it offers no pause button. */
export const ReducedMotion: Story = {
  args: { autoplay: true },
  beforeEach: () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) =>
      query.includes('prefers-reduced-motion')
        ? ({
            matches: true,
            media: query,
            onchange: null,
            addEventListener: () => undefined,
            removeEventListener: () => undefined,
            addListener: () => undefined,
            removeListener: () => undefined,
            dispatchEvent: () => false,
          } as MediaQueryList)
        : original.call(window, query);
    return () => {
      window.matchMedia = original;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /الانتقال إلى الصفحة|Go to page/ })).toHaveLength(3));
    await expect(canvas.queryByRole('button', { name: /إيقاف التشغيل التلقائي|Pause autoplay/ })).not.toBeInTheDocument();
    await new Promise((r) => setTimeout(r, AUTOPLAY_DELAY_LOADED_MS + 700));
    await expect(currentPage(canvasElement)).toBe(0);
  },
};

export const WhileLoading: Story = { args: { autoplay: true, isLoading: true, count: 3 } };
export const SingleSlide: Story = {
  args: { count: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0);
  },
};
export const English: Story = { globals: { locale: 'en' } };
export const LoadedOnDemand: Story = {
  args: { lazy: true },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region');
  },
};
