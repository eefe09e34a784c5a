import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CertificateVisibility, CertificateVisibilityView, type VisibilityStatus } from '../../../src/app/features/results/CertificateVisibility';
import type { Certificate } from '../../../src/app/api/results';
import { fontLoaders } from '../layout/storyContext';
import { certificates } from './fixtures';

/** A holder's switch between the public certificates list and private, in each of its states (/certificates). */
function VisibilityStory({ isPublic, status }: { isPublic: boolean; status: VisibilityStatus }) {
  return <CertificateVisibilityView certificateId={certificates[0]!.id} isPublic={isPublic} status={status} onToggle={() => {}} />;
}

const meta = {
  title: 'App/Results/CertificateVisibility',
  loaders: fontLoaders,
  component: VisibilityStory,
  args: { isPublic: true, status: 'idle' },
} satisfies Meta<typeof VisibilityStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Public: Story = {};
export const PublicEnglish: Story = { globals: { locale: 'en' } };
export const Private: Story = { args: { isPublic: false } };
export const PrivateEnglish: Story = { args: { isPublic: false }, globals: { locale: 'en' } };
export const Saving: Story = { args: { status: 'saving' } };
export const Failed: Story = { args: { status: 'failed' }, globals: { locale: 'en' } };

/** Pressing the button sends the change and shows the server's answer; a refused change keeps the old state and says so. */
export const Toggling: Story = {
  globals: { locale: 'en' },
  render: () => {
    const saved: Certificate = { ...certificates[0]!, is_public: false };
    const save = fn(async () => saved);
    return <CertificateVisibility certificate={{ ...certificates[0]!, is_public: true }} save={save} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Take off the public list' }));
    await expect(await canvas.findByText('Private: not on the public list. Its number and QR code still verify it.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Put on the public list' })).toBeEnabled();
  },
};
export const Refused: Story = {
  globals: { locale: 'en' },
  render: () => <CertificateVisibility certificate={{ ...certificates[0]!, is_public: true }} save={async () => Promise.reject(new Error('503'))} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Take off the public list' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The change was not saved. Try again.');
    await expect(canvas.getByText('On the public certificates list.')).toBeVisible();
  },
};
