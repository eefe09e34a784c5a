import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CertificateVerifyView } from '../../../src/app/features/results/CertificateVerifyPage';
import { certificateCheckMachine } from '../../../src/machines';
import { StoryRouter, fontLoaders } from '../layout/storyContext';
import { certificateRecord } from './fixtures';

type State = 'loading' | 'checking' | 'valid' | 'revoked' | 'tampered' | 'notFound' | 'failed';

/** The public verification page (what a certificate's QR code opens) in each state of its check. */
function VerifyStory({ state }: { state: State }) {
  const record = state === 'revoked' ? { ...certificateRecord, status: 'revoked' as const, revokedAt: Date.parse('2026-01-02T09:30:00Z') } : certificateRecord;
  const withRecord = state !== 'loading' && state !== 'notFound' && state !== 'failed';
  const snapshot = certificateCheckMachine.resolveState({ value: state, context: { record: withRecord ? record : null } });
  return (
    <StoryRouter>
      <CertificateVerifyView check={snapshot} onRetry={() => {}} />
    </StoryRouter>
  );
}

const meta = {
  title: 'App/Results/CertificateVerify',
  loaders: fontLoaders,
  component: VerifyStory,
  args: { state: 'valid' },
} satisfies Meta<typeof VerifyStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Genuine and valid: every printed field, in both languages, with both calendars. */
export const Valid: Story = {
  parameters: { machineStates: ['certificateCheck.valid'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Fatimah Al-Zahrani')).toBeInTheDocument();
    await expect(canvas.getByText('فاطمة الزهراني')).toBeInTheDocument();
  },
};
export const ValidEnglish: Story = { globals: { locale: 'en' } };
export const Loading: Story = { args: { state: 'loading' }, parameters: { machineStates: ['certificateCheck.loading'] } };
export const CheckingSignature: Story = { args: { state: 'checking' }, parameters: { machineStates: ['certificateCheck.checking'] } };
export const Revoked: Story = { args: { state: 'revoked' }, parameters: { machineStates: ['certificateCheck.revoked'] } };
export const RevokedEnglish: Story = { args: { state: 'revoked' }, globals: { locale: 'en' } };
/** The fields shown are not the ones signed: an edited certificate or link. */
export const Tampered: Story = { args: { state: 'tampered' }, parameters: { machineStates: ['certificateCheck.tampered'] } };
export const TamperedEnglish: Story = { args: { state: 'tampered' }, globals: { locale: 'en' } };
export const NotFound: Story = { args: { state: 'notFound' }, parameters: { machineStates: ['certificateCheck.notFound'] } };
export const Failed: Story = { args: { state: 'failed' }, parameters: { machineStates: ['certificateCheck.failed'] } };
