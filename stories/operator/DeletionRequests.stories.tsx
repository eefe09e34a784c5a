// Contestants' deletion requests in the console (issue 30, point 2): a request in every state of the anonymisation
// machine; Arabic and English side by side (the confirmation, a modal, one language a story).
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { InLanguages, type Languages } from './inLanguages';
import { anonymisationMachine, type DeletionStepContext } from '../../src/machines/account/accountDeletion.machine';
import type { Schemas } from '../../src/operator/api';
import * as styles from '../../src/operator/console.css';
import { DeletionRequestView } from '../../src/operator/DeletionRequestsPanel';

const request: Schemas['OperatorDeletionRequest'] = { user_id: 12, name: 'فاطمة الزهراني', email: 'fatimah@example.com', requested_at: '2026-03-12 09:30' };

function Request({ languages, state = 'ready', failure = null }: { languages: Languages; state?: 'ready' | 'confirming' | 'working' | 'done'; failure?: DeletionStepContext['failure'] }) {
  const snapshot = anonymisationMachine.resolveState({ value: state, context: { done: state === 'done', failure } });
  return (
    <InLanguages languages={languages}>
      {() => (
        <ul className={styles.list}>
          <DeletionRequestView request={request} state={snapshot} send={() => {}} />
        </ul>
      )}
    </InLanguages>
  );
}

function Flow(props: { show: () => ReactNode }) {
  return <>{props.show()}</>;
}

const meta = { title: 'App/Operator/DeletionRequests', component: Flow, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof Flow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A waiting request: who asked, when, and the button that carries it out. */
export const Waiting: Story = {
  args: { show: () => <Request languages="both" /> },
  parameters: { machineStates: ['anonymisation.opening', 'anonymisation.ready'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/فاطمة الزهراني.*١٢ مارس ٢٠٢٦/)).toBeInTheDocument();
    await expect(canvas.getByText(/asked on 12 March 2026/)).toBeInTheDocument();
  },
};
/** The confirmation names the contestant and says it cannot be undone. */
export const ConfirmingArabic: Story = {
  args: { show: () => <Request languages="ar" state="confirming" /> },
  parameters: { machineStates: ['anonymisation.confirming'] },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('فاطمة الزهراني');
    await expect(dialog).toHaveTextContent('لا يمكن التراجع');
  },
};
export const ConfirmingEnglish: Story = {
  args: { show: () => <Request languages="en" state="confirming" /> },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('فاطمة الزهراني');
    await expect(dialog).toHaveTextContent('This cannot be undone');
  },
};
export const Anonymising: Story = { args: { show: () => <Request languages="both" state="working" /> }, parameters: { machineStates: ['anonymisation.working'] } };
/** Carried out: only the pseudonym remains. */
export const Anonymised: Story = {
  args: { show: () => <Request languages="both" state="done" /> },
  parameters: { machineStates: ['anonymisation.done'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(2);
  },
};
/** Refused by the server (its words) or unreachable (the console's own): the button stays. */
export const Refused: Story = { args: { show: () => <Request languages="both" failure={{ message: 'This account has already been anonymised' }} /> } };
export const Unreachable: Story = { args: { show: () => <Request languages="both" failure={{ message: null }} /> } };
