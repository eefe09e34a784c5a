import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SiteFooter } from '../../../src/app/layout/SiteFooter';
import type { SiteSettings } from '../../../src/app/features/site/siteSettings';
import type { SessionUser as MachineUser } from '../../../src/machines';
import { SessionStory, StoryRouter, fontLoaders, signedInContext, signedOutContext } from './storyContext';

const settings: SiteSettings = {
  phone: '+966 11 000 2026',
  email: 'info@quran-competition.example',
  email_for_register: 'register@quran-competition.example',
  twitter: 'https://x.com/quran_competition_example',
  facebook: 'https://www.facebook.com/quran.competition.example',
  instagram: 'https://www.instagram.com/quran.competition.example',
  youtube: null,
  tree_title: null,
  tree_description: null,
};

function Footer({ load, onSettingsFailed, user }: { load: () => Promise<SiteSettings>; onSettingsFailed: () => void; user?: MachineUser }) {
  return (
    <SessionStory value={user ? { signedIn: 'idle' } : { signedOut: 'idle' }} context={user ? signedInContext(user) : signedOutContext}>
      <StoryRouter>
        <SiteFooter loadSettings={load} onSettingsFailed={onSettingsFailed} />
      </StoryRouter>
    </SessionStory>
  );
}

const meta = {
  title: 'App/Layout/Footer',
  loaders: fontLoaders,
  component: Footer,
  args: { load: () => Promise.resolve(settings), onSettingsFailed: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Contact details and the social links present in the settings (YouTube is empty, so absent). */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: settings.email ?? '' })).toHaveAttribute('href', `mailto:${settings.email}`);
    await expect(canvas.getByRole('link', { name: /فيسبوك/ })).toHaveAttribute('target', '_blank');
    await expect(canvas.queryByRole('link', { name: /يوتيوب/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'الرئيسية' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'شهاداتي' })).toHaveAttribute('href', '/certificates');
    await expect(args.onSettingsFailed).not.toHaveBeenCalled();
  },
};
export const LoadedEnglish: Story = { ...Loaded, play: undefined, globals: { locale: 'en' } };

/** Settings failed: the links and the complaint button stay; the footer raises its toast once. */
export const SettingsFailed: Story = {
  args: { load: () => Promise.reject(new Error('HTTP 500')) },
  parameters: { expectedErrors: ['HTTP 500'] },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onSettingsFailed).toHaveBeenCalledTimes(1));
  },
};

/** The complaint/suggestion button opens its modal; the form arrives with it, and closing resets it. */
export const ComplaintModalOpen: Story = {
  play: async ({ canvasElement }) => {
    const open = within(canvasElement).getByRole('button', { name: 'شكوى أو اقتراح' });
    await userEvent.click(open);
    const dialog = await within(document.body).findByRole('dialog', {}, { timeout: 5000 });
    await expect(within(dialog).getByRole('heading', { name: 'أرسل شكوى أو اقتراحًا' })).toBeInTheDocument();
    await userEvent.type(await within(dialog).findByRole('textbox', { name: /الاسم/ }, { timeout: 5000 }), 'أحمد علي');
    await userEvent.click(within(dialog).getByRole('button', { name: 'إغلاق' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await userEvent.click(open);
    const reopened = await within(document.body).findByRole('dialog', {}, { timeout: 5000 });
    await expect(await within(reopened).findByRole('textbox', { name: /الاسم/ }, { timeout: 5000 })).toHaveValue('');
    await userEvent.click(within(reopened).getByRole('button', { name: 'إغلاق' }));
  },
};

/** A signed-in contestant finds their name and e-mail already in the complaint form. */
export const ComplaintModalSignedIn: Story = {
  args: { user: { type: 'contestant', name: 'عبدالله الحربي', email: 'abdullah@example.com' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'شكوى أو اقتراح' }));
    const dialog = await within(document.body).findByRole('dialog', {}, { timeout: 5000 });
    await expect(await within(dialog).findByRole('textbox', { name: /الاسم/ }, { timeout: 5000 })).toHaveValue('عبدالله الحربي');
    await expect(within(dialog).getByRole('textbox', { name: /البريد الإلكتروني/ })).toHaveValue('abdullah@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'إغلاق' }));
  },
};
