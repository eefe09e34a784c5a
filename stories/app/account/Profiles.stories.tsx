import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { User } from '../../../src/app/api/envelope';
import { VisitorProfileView } from '../../../src/app/features/account/VisitorProfilePage';
import type { ProfileUpdate } from '../../../src/app/features/account/profile';
import { WinnerProfileView, type WinnerProfileData } from '../../../src/app/features/winner/WinnerProfilePage';
import { StoryRouter, fontLoaders } from '../layout/storyContext';

const visitor: User = {
  id: 3,
  type: 'visitor',
  name: 'يوسف العمري',
  email: 'visitor@example.com',
  thumbnail: null,
  gender: 'male',
  second_path_certificates: false,
  path_first_path: null,
  first_paths_audios: [],
};
const winner: WinnerProfileData = {
  user: { ...visitor, id: 4, type: 'contestant', name: 'فاطمة الزهراني', email: 'winner@example.com', gender: 'female', second_path_certificates: true },
  wins: [{ id: 4, track: 'first', competition_title: 'مسابقة القرآن الكريم الثانية', prize: 500, currency: 'SAR', announced_at: '2025-09-14 12:00' }],
};

function Profiles({ kind, saveName }: { kind: 'visitor' | 'winner' | 'winnerNoWins'; saveName: (name: string) => Promise<ProfileUpdate> }) {
  return (
    <StoryRouter>
      {kind === 'visitor' ? (
        <VisitorProfileView
          user={visitor}
          actions={{ saveName, uploadThumbnail: () => new Promise(() => {}), onSaved: () => {} }}
        />
      ) : (
        <WinnerProfileView profile={kind === 'winner' ? winner : { ...winner, wins: [] }} />
      )}
    </StoryRouter>
  );
}

const meta = {
  title: 'App/Account/Profiles',
  loaders: fontLoaders,
  component: Profiles,
  args: { kind: 'visitor', saveName: fn(async (name: string) => ({ kind: 'saved' as const, user: { ...visitor, name } })) },
} satisfies Meta<typeof Profiles>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The visitor's profile; a name under 6 characters is refused before anything is sent. */
export const Visitor: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByLabelText(/^الاسم/);
    await userEvent.clear(name);
    await userEvent.type(name, 'يوسف');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ الاسم' }));
    await expect(canvas.getByText('يجب ألا يقل هذا الحقل عن 6 أحرف')).toBeInTheDocument();
    await expect(args.saveName).not.toHaveBeenCalled();
  },
};
export const VisitorEnglish: Story = { globals: { locale: 'en' } };

export const WinnerWithPrizes: Story = { args: { kind: 'winner' } };
export const WinnerWithoutPrizes: Story = { args: { kind: 'winnerNoWins' } };
