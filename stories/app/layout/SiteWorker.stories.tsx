import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef } from '@xstate/react';
import { expect, within } from 'storybook/test';
import { fromPromise, type StateValue } from 'xstate';
import { appUpdateMachine, offlineCopyMachine } from '../../../src/machines';
import { OfflineCopyNote, UpdatePrompt } from '../../../src/app/worker/SiteWorker';
import { useText } from '../../support/text';
import { fontLoaders } from './storyContext';

/** 27 November 2026, 9:12 am in Mecca. */
const STORED_AT = Date.UTC(2026, 10, 27, 6, 12);

function SiteWorkerStates({ copy, update }: { copy: StateValue; update: StateValue }) {
  const t = useText();
  const copyActor = useActorRef(offlineCopyMachine, {
    snapshot: offlineCopyMachine.resolveState({ value: copy, context: { storedAt: copy === 'live' ? null : STORED_AT } }),
  });
  const updateMachine = appUpdateMachine.provide({ actors: { applyUpdate: fromPromise<void>(() => new Promise<void>(() => {})) } });
  const updateActor = useActorRef(updateMachine, { snapshot: updateMachine.resolveState({ value: update, context: undefined }) });
  return (
    <>
      <OfflineCopyNote actor={copyActor} onReload={() => {}} />
      <p>{t({ ar: 'محتوى الصفحة.', en: 'The page’s content.' })}</p>
      <UpdatePrompt actor={updateActor} />
    </>
  );
}

const meta = {
  title: 'App/Layout/SiteWorker',
  loaders: fontLoaders,
  component: SiteWorkerStates,
} satisfies Meta<typeof SiteWorkerStates>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Live answers, no new version: nothing is shown. */
export const Live: Story = {
  args: { copy: 'live', update: 'current' },
  parameters: { machineStates: ['offlineCopy.live', 'appUpdate.current'] },
  play: async () => {
    await expect(body().queryByRole('status')).toBeNull();
  },
};

/** Offline, the page shows what was kept: from when. */
export const ShownAsOf: Story = {
  args: { copy: 'stale', update: 'current' },
  parameters: { machineStates: ['offlineCopy.stale'] },
  play: async () => {
    await expect(await body().findByRole('status')).toHaveTextContent('أنت غير متصل بالإنترنت: تُعرض هذه الصفحة كما حُفظت في ٢٧ نوفمبر ٢٠٢٦');
  },
};
export const ShownAsOfEnglish: Story = {
  args: ShownAsOf.args,
  globals: { locale: 'en' },
  play: async () => {
    await expect(await body().findByRole('status')).toHaveTextContent('You are offline: this page is shown as it was saved on 27 November 2026');
  },
};

/** Back online: what is shown is still the kept copy; a reload brings the latest. */
export const Reconnected: Story = {
  args: { copy: 'reconnected', update: 'current' },
  parameters: { machineStates: ['offlineCopy.reconnected'] },
  play: async () => {
    await expect(await body().findByRole('button', { name: 'إعادة تحميل الصفحة' })).toBeVisible();
  },
};
export const ReconnectedEnglish: Story = { args: Reconnected.args, globals: { locale: 'en' } };

/** A new version waits: reload into it, or later. */
export const UpdateAvailable: Story = {
  args: { copy: 'live', update: 'available' },
  parameters: { machineStates: ['appUpdate.available'] },
  play: async () => {
    await expect(await body().findByRole('status')).toHaveTextContent('يتوفر إصدار جديد من الموقع');
    await expect(body().getByRole('button', { name: 'إعادة التحميل' })).toBeEnabled();
    await expect(body().getByRole('button', { name: 'لاحقًا' })).toBeEnabled();
  },
};
export const UpdateAvailableEnglish: Story = { args: UpdateAvailable.args, globals: { locale: 'en' } };

/** Handing over to the new version: the reload button waits; the page reloads once it has taken over. */
export const UpdateApplying: Story = {
  args: { copy: 'live', update: 'applying' },
  parameters: { machineStates: ['appUpdate.applying'] },
  play: async () => {
    await expect(body().getByRole('button', { name: 'لاحقًا' })).toBeDisabled();
  },
};
export const UpdateApplyingEnglish: Story = { args: UpdateApplying.args, globals: { locale: 'en' } };

/** "Later": hidden until the next build arrives. */
export const UpdateDismissed: Story = {
  args: { copy: 'live', update: 'dismissed' },
  parameters: { machineStates: ['appUpdate.dismissed'] },
  play: async () => {
    await expect(body().queryByRole('status')).toBeNull();
  },
};

/** Both at once, on a phone: the note in the page, the prompt over its end. */
export const Both: Story = {
  args: { copy: 'stale', update: 'available' },
};
export const BothEnglish: Story = { args: Both.args, globals: { locale: 'en' } };
