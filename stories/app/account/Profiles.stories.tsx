import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef } from '@xstate/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { User } from '../../../src/app/api/auth';
import { profileFormWith, VisitorProfileView, type ProfileActions } from '../../../src/app/features/account/VisitorProfilePage';
import type { ProfileUpdate } from '../../../src/app/features/account/profile';
import { formContext } from '../auth/formStory';
import { WinnerProfileView, type WinnerProfileData } from '../../../src/app/features/results/WinnerProfilePage';
import { toWin } from '../../../src/app/api/results';
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
  wins: [toWin({ id: 4, track: 'first', competition_title: 'مسابقة القرآن الكريم الثانية', prize: 500, currency: 'SAR', announced_at: '2025-09-14 12:00', prize_due_at: '2025-09-28 12:00' })],
};

type NameFormState = 'editing' | 'sending' | 'sent';

/** The visitor's view with the page's name form (saving through `saveName`) resolved in `state`. */
function VisitorIn({ saveName, state }: { saveName: ProfileActions['saveName']; state: NameFormState }) {
  const actions: ProfileActions = { saveName, uploadThumbnail: () => new Promise(() => {}), onSaved: () => {} };
  const logic = profileFormWith(actions);
  const nameForm = useActorRef(logic, { snapshot: logic.resolveState({ value: state, context: formContext({ name: visitor.name }) }) });
  return <VisitorProfileView user={visitor} nameForm={nameForm} actions={actions} />;
}

function Profiles({
  kind,
  saveName,
  nameForm = 'editing',
}: {
  kind: 'visitor' | 'winner' | 'winnerNoWins';
  saveName: (name: string) => Promise<ProfileUpdate>;
  nameForm?: NameFormState;
}) {
  return (
    <StoryRouter>
      {kind === 'visitor' ? (
        <VisitorIn saveName={saveName} state={nameForm} />
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
  args: { kind: 'visitor', saveName: fn(async (name: string): Promise<ProfileUpdate> => ({ kind: 'saved', user: { ...visitor, name } })) },
} satisfies Meta<typeof Profiles>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The visitor's profile; a name under 6 characters is refused before anything is sent. */
export const Visitor: Story = {
  parameters: { machineStates: ['profileForm.editing'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByLabelText(/^الاسم/);
    await userEvent.clear(name);
    await userEvent.type(name, 'يوسف');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ الاسم' }));
    await expect(canvas.getByText('يجب ألا يقل هذا الحقل عن ٦ أحرف')).toBeInTheDocument();
    await expect(args.saveName).not.toHaveBeenCalled();
    // The refused submit moves focus to the first invalid field (forms/Form.tsx).
    await waitFor(() => expect(name).toHaveFocus());
  },
};
export const VisitorEnglish: Story = { globals: { locale: 'en' } };

/** The name is being saved: the button is busy. */
export const VisitorSavingName: Story = {
  args: { nameForm: 'sending', saveName: fn((_name: string): Promise<ProfileUpdate> => new Promise(() => {})) },
  parameters: { machineStates: ['profileForm.sending'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /حفظ الاسم/ })).toHaveAttribute('data-pending', 'true');
  },
};

/** Saved: the new name stays in the field, and may be saved again. */
export const VisitorNameSaved: Story = {
  args: { nameForm: 'sent' },
  parameters: { machineStates: ['profileForm.sent'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/^الاسم/)).toHaveValue(visitor.name);
  },
};

export const WinnerWithPrizes: Story = { args: { kind: 'winner' } };
export const WinnerWithoutPrizes: Story = { args: { kind: 'winnerNoWins' } };
