import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { FileField } from '../../src/design-system/components/FileField/FileField';
import { useText } from '../support/text';

function Demo({ initialName = null, withError = false }: { initialName?: string | null; withError?: boolean }) {
  const t = useText();
  const [name, setName] = useState<string | null>(initialName);
  return (
    <div style={{ maxInlineSize: 420 }}>
      <FileField
        label={t({ ar: 'الصورة الشخصية', en: 'Profile picture' })}
        buttonLabel={t({ ar: 'اختر صورة', en: 'Choose a picture' })}
        noFileLabel={t({ ar: 'لم تختر صورة بعد', en: 'No picture chosen' })}
        fileName={name}
        onSelect={(file) => setName(file?.name ?? null)}
        acceptedFileTypes={['image/jpeg', 'image/png', 'image/webp']}
        description={t({ ar: 'صورة JPEG أو PNG أو WebP بحجم لا يتجاوز ميغابايتين', en: 'A JPEG, PNG or WebP image of at most 2 MB' })}
        errorMessage={withError ? t({ ar: 'الصورة أكبر من المسموح', en: 'The picture is too large' }) : undefined}
      />
    </div>
  );
}

const meta = { title: 'Design system/FileField', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: the design system's button (reached with Tab) and "no picture chosen", never the browser's bare input. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /اختر صورة/ })).toHaveFocus();
    await expect(canvas.getByTestId('file-name')).toHaveTextContent('لم تختر صورة بعد');
    await expect(canvasElement.querySelector('input[type="file"]')).not.toBeVisible();
  },
};

export const EmptyEnglish: Story = { globals: { locale: 'en' } };

/** A picture chosen (from the hidden input react-aria's FileTrigger opens): its name beside the button. */
export const Chosen: Story = {
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['x'], 'صورتي-الشخصية.png', { type: 'image/png' }));
    await expect(within(canvasElement).getByTestId('file-name')).toHaveTextContent('صورتي-الشخصية.png');
  },
};

export const ChosenEnglish: Story = { args: { initialName: 'my-photo.jpg' }, globals: { locale: 'en' } };

export const WithError: Story = {
  args: { initialName: 'large-photo.png', withError: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('الصورة أكبر من المسموح');
  },
};
