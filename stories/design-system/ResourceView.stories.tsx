import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ResourceView, type ResourceViewState } from '../../src/design-system/components/ResourceView/ResourceView';
import type { ReserveSize } from '../../src/design-system/components/ResourceView/ResourceView.css';
import { useText } from '../support/text';

type Rule = { id: number; text: { ar: string; en: string } };

const rules: Rule[] = [
  { id: 1, text: { ar: 'أن يكون المتسابق مسلمًا', en: 'The contestant is a Muslim' } },
  { id: 2, text: { ar: 'ألّا يكون قد فاز في دورة سابقة', en: 'Has not won a previous round' } },
];

function Demo({ resource, onRetry, reserve }: { resource: ResourceViewState<Rule[]>; onRetry: () => void; reserve?: ReserveSize }) {
  const t = useText();
  return (
    <ResourceView
      resource={resource}
      onRetry={onRetry}
      {...(reserve !== undefined ? { reserve } : {})}
      labels={{
        loading: t({ ar: 'جارٍ تحميل الشروط…', en: 'Loading the rules…' }),
        failed: t({ ar: 'تعذّر تحميل الشروط', en: 'The rules could not be loaded' }),
        retry: t({ ar: 'إعادة المحاولة', en: 'Try again' }),
      }}
      empty={{ title: t({ ar: 'لا توجد شروط بعد', en: 'No rules yet' }) }}
    >
      {(list) => (
        <ol>
          {list.map((rule) => (
            <li key={rule.id}>{t(rule.text)}</li>
          ))}
        </ol>
      )}
    </ResourceView>
  );
}

const meta = {
  title: 'Design system/ResourceView',
  component: Demo,
  args: { resource: { status: 'loaded', data: rules }, onRetry: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { resource: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAccessibleName('جارٍ تحميل الشروط…');
  },
};
export const LoadingEnglish: Story = { ...Loading, globals: { locale: 'en' }, play: undefined };
/** The loading block keeps the space the content will take. */
export const LoadingReserved: Story = {
  args: { resource: { status: 'loading' }, reserve: '240px' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar').parentElement!.getBoundingClientRect().height).toBeGreaterThanOrEqual(240);
  },
};

export const Failed: Story = {
  args: { resource: { status: 'failed' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('تعذّر تحميل الشروط');
    await userEvent.click(canvas.getByRole('button', { name: 'إعادة المحاولة' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const FailedEnglish: Story = {
  args: { resource: { status: 'failed' } },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { resource: { status: 'loaded', data: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('لا توجد شروط بعد')).toBeInTheDocument();
  },
};
export const EmptyEnglish: Story = { args: { resource: { status: 'loaded', data: [] } }, globals: { locale: 'en' } };

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};
export const LoadedEnglish: Story = { globals: { locale: 'en' } };

/** A machine's state drives the same view: a status and the event that retries. */
function MachineDemo({ onRetry }: { onRetry: () => void }) {
  const t = useText();
  return (
    <ResourceView
      status="failed"
      onRetry={onRetry}
      labels={{
        loading: t({ ar: 'جارٍ التحميل…', en: 'Loading…' }),
        failed: t({ ar: 'تعذّر تحميل الاختبار', en: 'The quiz could not be loaded' }),
        failedDescription: t({ ar: 'تحقّق من اتصالك وحاول مرة أخرى.', en: 'Check your connection and try again.' }),
        retry: t({ ar: 'حاول مرة أخرى', en: 'Try again' }),
      }}
    />
  );
}
export const FailedFromAMachine: StoryObj<typeof MachineDemo> = {
  render: (args) => <MachineDemo {...args} />,
  args: { onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
