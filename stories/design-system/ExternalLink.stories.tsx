import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ExternalLink } from '../../src/design-system/components/ExternalLink/ExternalLink';
import { MedalStarIcon } from '../../src/design-system/icons/icons';
import { useText } from '../support/text';

function Demo({ variant = 'text' }: { variant?: 'text' | 'plain' }) {
  const t = useText();
  return (
    <ExternalLink href="https://example.org/academy" variant={variant} newTabLabel={t({ ar: '(يفتح في نافذة جديدة)', en: '(opens in a new tab)' })}>
      {variant === 'plain' ? (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <span style={{ display: 'inline-flex', inlineSize: 60, blockSize: 60 }}>
            <MedalStarIcon />
          </span>
          {t({ ar: 'الأكاديمية الشريكة', en: 'Partner academy' })}
        </span>
      ) : (
        t({ ar: 'الأكاديمية الشريكة', en: 'Partner academy' })
      )}
    </ExternalLink>
  );
}

const meta = { title: 'Design system/ExternalLink', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName(/نافذة جديدة|new tab/);
  },
};
export const TextEnglish: Story = { globals: { locale: 'en' } };
export const PlainLogo: Story = { args: { variant: 'plain' } };
