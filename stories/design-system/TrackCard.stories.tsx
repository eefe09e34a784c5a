import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LinkButton } from '../../src/design-system/components/Button/LinkButton';
import { TrackCard } from '../../src/design-system/components/TrackCard/TrackCard';
import { useText } from '../support/text';

function Demo({ actions = 'running', status = false }: { actions?: 'running' | 'winners' | 'none'; status?: boolean }) {
  const t = useText();
  return (
    <div style={{ maxInlineSize: 380 }}>
      <TrackCard
        number={2}
        title={t({ ar: 'المسار الثاني: التلاوة', en: 'Second track: recitation' })}
        description={t({ ar: 'سجّل تلاوة سورة الفاتحة وأربع تلاوات مختارة، كل تلاوة من ٥ إلى ٧ أسطر.', en: 'Record Al-Fatiha and four selected recitations, each 5 to 7 lines.' })}
        status={status ? t({ ar: 'المحاولة ١ من ٣ — قيد المراجعة', en: 'Attempt 1 of 3 — awaiting review' }) : undefined}
        actions={
          actions === 'none' ? undefined : actions === 'running' ? (
            <>
              <LinkButton href="#recording">{t({ ar: 'انضم إلى التحدي الآن', en: 'Join the challenge now' })}</LinkButton>
              <LinkButton href="#candidates" variant="secondary">
                {t({ ar: 'المرشحون', en: 'Candidates' })}
              </LinkButton>
            </>
          ) : (
            <LinkButton href="#winners" variant="accent">
              {t({ ar: 'الفائزون', en: 'Winners' })}
            </LinkButton>
          )
        }
      />
    </div>
  );
}

const meta = { title: 'Design system/TrackCard', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(2);
  },
};
export const RunningEnglish: Story = { globals: { locale: 'en' } };
export const WinnersAnnounced: Story = { args: { actions: 'winners' } };
export const WithoutActions: Story = { args: { actions: 'none' } };
/** Signed in: one line under the title says where the contestant stands. */
export const WithStatus: Story = {
  args: { status: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/المحاولة ١ من ٣|Attempt 1 of 3/)).toBeInTheDocument();
  },
};
export const WithStatusEnglish: Story = { args: { status: true }, globals: { locale: 'en' } };
