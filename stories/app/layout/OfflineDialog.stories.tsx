import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef } from '@xstate/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { StateValue } from 'xstate';
import { offlineMachine } from '../../../src/machines';
import { OfflineDialogView } from '../../../src/app/layout/OfflineNotice';
import { useText } from '../../support/text';
import { fontLoaders } from './storyContext';

function Offline({ value }: { value: StateValue }) {
  const t = useText();
  const actor = useActorRef(offlineMachine, { snapshot: offlineMachine.resolveState({ value, context: undefined }) });
  return (
    <>
      <p>{t({ ar: 'محتوى الصفحة خلف نافذة عدم الاتصال.', en: 'The page behind the offline dialog.' })}</p>
      <OfflineDialogView actor={actor} />
    </>
  );
}

const meta = {
  title: 'App/Layout/OfflineDialog',
  loaders: fontLoaders,
  component: Offline,
} satisfies Meta<typeof Offline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Online: no dialog. */
export const Online: Story = {
  args: { value: 'online' },
  parameters: { machineStates: ['offline.online'] },
  play: async () => {
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};

/** Offline: the catalogue text; it can be closed. */
export const DialogOpen: Story = {
  args: { value: { offline: 'dialogOpen' } },
  parameters: { machineStates: ['offline.offline.dialogOpen'] },
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog', {}, { timeout: 5000 });
    await expect(dialog).toHaveTextContent('أنت غير متصل بالإنترنت حاليًا');
  },
};
export const DialogOpenEnglish: Story = { args: DialogOpen.args, globals: { locale: 'en' } };

/** Closed while still offline: the page stays usable until the next offline event. */
export const DialogClosed: Story = {
  args: { value: { offline: 'dialogClosed' } },
  parameters: { machineStates: ['offline.offline.dialogClosed'] },
  play: async () => {
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};

/** Pressing OK closes it. */
export const Dismissing: Story = {
  args: { value: { offline: 'dialogOpen' } },
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog', {}, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'حسنًا' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};
