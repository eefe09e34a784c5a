import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AudioPlayer, type AudioPlayerProps } from '../../src/design-system/components/AudioPlayer/AudioPlayer';
import { fontLoaders } from '../app/layout/storyContext';
import { toneUrl } from '../support/tone';
import { useTexts } from '../support/text';

const seventySeconds = toneUrl(70, { rate: 4000, amplitude: 200 });
const notAudio = URL.createObjectURL(new Blob(['not a recording'], { type: 'audio/wav' }));

const player = (canvas: ReturnType<typeof within>) => canvas.getByRole('group', { name: /الفاتحة|Al-Fatiha/ });

type Args = Pick<AudioPlayerProps, 'src' | 'durationMs'>;

/** The player with its texts in the toolbar's language, as the site and the console give them. */
function PlayerIn({ src, durationMs }: Args) {
  const texts = useTexts({
    label: { ar: 'تسجيلك لسورة الفاتحة', en: 'Your recording of Al-Fatiha' },
    play: { ar: 'تشغيل', en: 'Play' },
    pause: { ar: 'إيقاف مؤقت', en: 'Pause' },
    seek: { ar: 'الموضع في التسجيل', en: 'Position in the recording' },
    failed: { ar: 'تعذّر تشغيل هذا التسجيل.', en: 'This recording cannot be played.' },
  });
  return <AudioPlayer src={src} durationMs={durationMs} label={texts.label} labels={texts} />;
}

// One story per state of the player (loading, ready, playing, failed), in Arabic and in English.
const meta = {
  title: 'Design system/AudioPlayer',
  loaders: fontLoaders,
  component: PlayerIn,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PlayerIn>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page is still fetching the file: the controls are there, disabled, and the length is not known yet. */
export const Loading: Story = {
  args: { src: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button')).toBeDisabled();
    await expect(player(canvas)).toHaveAttribute('data-state', 'loading');
  },
};
export const LoadingEnglish: Story = { ...Loading, globals: { locale: 'en' } };

/** Ready: the length the server measured shows before anything plays, in the page's digits. */
export const Ready: Story = {
  args: { src: seventySeconds, durationMs: 70_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(player(canvas)).toHaveAttribute('data-state', 'ready'));
    const arabic = document.documentElement.lang === 'ar';
    await expect(canvas.getByText(arabic ? '٠:٠٠ / ١:١٠' : '0:00 / 1:10')).toBeVisible();
    await expect(canvas.getByRole('slider')).toBeEnabled();
    // The play triangle points right in Arabic too: media controls follow the tape, not the reading order.
    const triangle = canvas.getByRole('button', { name: arabic ? 'تشغيل' : 'Play' }).querySelector('svg')!;
    await expect(getComputedStyle(triangle).transform).toBe('none');
  },
};
export const ReadyEnglish: Story = { ...Ready, globals: { locale: 'en' } };

/** Ready without a measured length: the file's own, read from its metadata. */
export const ReadyFromFile: Story = {
  args: { src: seventySeconds },
  play: Ready.play,
};
export const ReadyFromFileEnglish: Story = { ...ReadyFromFile, globals: { locale: 'en' } };

/** Playing: the button pauses, and the slider follows the playback. */
export const Playing: Story = {
  args: { src: seventySeconds, durationMs: 70_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(player(canvas)).toHaveAttribute('data-state', 'ready'));
    const arabic = document.documentElement.lang === 'ar';
    // Muted, so the browser lets a scripted click start it (a person's click needs no such help).
    canvasElement.querySelector('audio')!.muted = true;
    await userEvent.click(canvas.getByRole('button', { name: arabic ? 'تشغيل' : 'Play' }));
    await waitFor(() => expect(player(canvas)).toHaveAttribute('data-state', 'playing'));
    await expect(canvas.getByRole('button', { name: arabic ? 'إيقاف مؤقت' : 'Pause' })).toBeVisible();
  },
};
export const PlayingEnglish: Story = { ...Playing, globals: { locale: 'en' } };

/** The file cannot be played: one line says so in place of the controls. */
export const Failed: Story = {
  args: { src: notAudio },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(player(canvas)).toHaveAttribute('data-state', 'failed'));
  },
};
export const FailedEnglish: Story = { ...Failed, globals: { locale: 'en' } };
