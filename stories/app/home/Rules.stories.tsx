import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ConnectedRules } from '../../../src/app/features/competition/ConnectedRules';
import { useHomeServices } from '../../../src/app/features/home/homeServices';
import { never, rulesFixture, storyServices } from './fixtures';
import { withHome } from './support';

/** The rules list with the story's `fetchRules` (the home page's modal passes its services' one). */
function RulesFromServices() {
  return <ConnectedRules fetchRules={useHomeServices().fetchRules} />;
}

const meta = {
  title: 'App/Home/Rules',
  component: RulesFromServices,
  decorators: [withHome],
} satisfies Meta<typeof RulesFromServices>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { machineStates: ['rulesLoader.loading'], home: { services: storyServices({ fetchRules: never }) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toBeInTheDocument();
  },
};

/** Each rule is a title, a colon and a description. */
export const Listed: Story = {
  parameters: { machineStates: ['rulesLoader.loaded.deciding', 'rulesLoader.loaded.listed'] },
  play: async ({ canvasElement }) => {
    const items = await within(canvasElement).findAllByRole('listitem');
    await expect(items).toHaveLength(rulesFixture.length);
    await expect(items[0]).toHaveTextContent(`${rulesFixture[0]!.title}: ${rulesFixture[0]!.description}`);
  },
};

export const Empty: Story = {
  parameters: { machineStates: ['rulesLoader.loaded.empty'], home: { services: storyServices({ fetchRules: () => Promise.resolve([]) }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/لا توجد شروط|No rules/)).toBeInTheDocument();
  },
};

/** decisions.md: the error text with a retry, never an endless spinner. */
export const Failed: Story = {
  parameters: {
    machineStates: ['rulesLoader.failed'],
    home: {
      services: (() => {
        let calls = 0;
        return storyServices({ fetchRules: () => (calls++ === 0 ? Promise.reject(new Error('500')) : never()) });
      })(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole('button', { name: /إعادة المحاولة|Try again/ });
    await userEvent.click(retry);
    await expect(await canvas.findByRole('progressbar')).toBeInTheDocument();
  },
};
