import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef } from '@xstate/react';
import { expect, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { PushPromptView } from '../../../src/app/push/PushPrompt';
import { pushPromptMachine, type PushEnableResult } from '../../../src/machines';
import { fontLoaders } from '../layout/storyContext';

type State = 'hidden' | 'offer' | 'enabling' | 'enabled' | 'denied' | 'failed';

// Asking never settles in a story: `enabling` stays as it is shown.
const storyMachine = pushPromptMachine.provide({ actors: { enablePush: fromPromise(() => new Promise<PushEnableResult>(() => {})) } });

/** The notifications page's push prompt, its machine resolved in `state`. */
function PushPromptIn({ state }: { state: State }) {
  const actor = useActorRef(storyMachine, {
    input: { permission: 'default' },
    snapshot: storyMachine.resolveState({ value: state, context: { permission: 'default' } }),
  });
  return (
    <div style={{ padding: 16 }}>
      <PushPromptView actor={actor} />
    </div>
  );
}

const meta = {
  title: 'App/Account/PushPrompt',
  loaders: fontLoaders,
  component: PushPromptIn,
} satisfies Meta<typeof PushPromptIn>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Push is not possible in this browser, or notifications are on already: nothing is shown. */
export const Hidden: Story = {
  args: { state: 'hidden' },
  parameters: { machineStates: ['pushPrompt.hidden'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Not asked yet: the browser is asked only when this is pressed. */
export const Offer: Story = {
  args: { state: 'offer' },
  parameters: { machineStates: ['pushPrompt.deciding', 'pushPrompt.offer'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'تفعيل إشعارات المتصفح' })).toBeEnabled();
  },
};
export const OfferEnglish: Story = { args: { state: 'offer' }, globals: { locale: 'en' } };

export const Enabling: Story = { args: { state: 'enabling' }, parameters: { machineStates: ['pushPrompt.enabling'] } };

export const Enabled: Story = {
  args: { state: 'enabled' },
  parameters: { machineStates: ['pushPrompt.enabled'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};

export const Denied: Story = { args: { state: 'denied' }, parameters: { machineStates: ['pushPrompt.denied'] } };

/** Something else went wrong: the button again, with the error. */
export const Failed: Story = {
  args: { state: 'failed' },
  parameters: { machineStates: ['pushPrompt.failed'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeInTheDocument();
  },
};
