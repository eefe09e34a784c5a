// The site's texts and settings (issue 29 point 6), each view started in a state of its save machine; Arabic and
// English side by side, so axe checks both directions.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type SiteTextsContext, siteTextsMachine } from '../../src/machines/operator/siteTexts.machine';
import { type Site, SiteView } from '../../src/operator/site/SitePanel';
import { InLanguages, type Languages } from './inLanguages';

const ignore = () => {};
const l = (ar: string, en: string) => ({ ar, en });
const link = (url: string) => l(url, url);

const site: Site = {
  settings: {
    phone: l('+966 11 000 2026', '+966 11 000 2026'),
    email: l('info@quran-competition.example', 'info@quran-competition.example'),
    email_for_register: l('', ''),
    twitter: link('https://x.com/quran_competition_example'),
    facebook: link('https://www.facebook.com/quran.competition.example'),
    instagram: l('', ''),
    youtube: link('https://www.youtube.com/@quran-competition-example'),
    partner_first_url: link('https://quran-service.example.org/'),
    partner_second_url: link('https://recitation-academy.example.org/'),
    tree_title: l('خطوات المشاركة', 'How to take part'),
    tree_description: l('خمس خطوات تفصلك عن المشاركة في المسابقة.', 'Five steps between you and the competition.'),
    tree_word_1: l('أنشئ حسابك وأكّد بريدك الإلكتروني.', 'Create your account and confirm your email.'),
    tree_word_2: l('اقرأ شروط المسابقة واختر مسارك.', 'Read the rules and choose your track.'),
    tree_word_3: l('أجب عن الأسئلة أو سجّل تلاوتك.', ''),
    tree_word_4: l('تابع حالة مشاركتك من الإشعارات.', 'Follow your entry in your notifications.'),
    tree_word_5: l('', ''),
    method_title: l('طريقة المشاركة', 'How the competition works'),
    method_intro: l('ثلاثة عشر يومًا وخمسة مسارات.', 'Thirteen days and five tracks.'),
    method_step_1: l('خمسة مسارات، ولكل متسابق مشاركة واحدة في كل مسار.', 'Five tracks; each contestant enters each track once.'),
    method_step_2: l('يقيّم التسجيلاتِ محكّمان.', 'Two reviewers judge the recordings.'),
    method_step_3: l('يُختار الفائزون بسحب إلكتروني.', 'Winners are drawn electronically.'),
    method_step_4: l('ينال كل فائز جائزة مساره.', ''),
  },
  faq: [
    { id: 1, question: l('من يحق له المشاركة في المسابقة؟', 'Who can take part in the competition?'), answer: l('كل مسلم ومسلمة ممن أتموا العاشرة.', 'Any Muslim aged ten or over.') },
    { id: 2, question: l('متى تبدأ المسابقة؟', ''), answer: l('في الأول من رمضان.', '') },
  ],
  rules: [
    { id: 1, title: l('الأهلية', 'Eligibility'), description: l('المسابقة مفتوحة لكل مسلم ومسلمة ممن أتموا العاشرة.', 'Open to Muslims aged ten or over.') },
    { id: 2, title: l('التوقيت', 'Timing'), description: l('جميع المواعيد بتوقيت مكة المكرمة.', 'All times are Mecca time.') },
  ],
};

const idle: SiteTextsContext = { request: null, saved: null, failure: null };

function View({ languages, value, context, part }: { languages: Languages; value: string; context?: Partial<SiteTextsContext>; part: 'contact' | 'steps' | 'faq' | 'rules' }) {
  const state = siteTextsMachine.resolveState({ value, context: { ...idle, ...context } });
  return <InLanguages languages={languages}>{() => <SiteView site={site} state={state} send={ignore} part={part} />}</InLanguages>;
}

const meta = { title: 'App/Operator/Site texts', component: View, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof View>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ContactAndLinks: Story = {
  args: { languages: 'both', value: 'editing', part: 'contact' },
  parameters: { machineStates: ['siteTexts.editing'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'رابط الشريك الأول' })).toHaveValue('https://quran-service.example.org/');
    await expect(within(canvasElement).getByRole('textbox', { name: 'First partner link' })).toHaveValue('https://quran-service.example.org/');
  },
};
export const StepsAndMethod: Story = {
  args: { languages: 'both', value: 'editing', part: 'steps' },
  play: async ({ canvasElement }) => {
    // 13 texts, 10 of them complete in both languages; the incomplete ones say which language is missing.
    await expect(within(canvasElement).getByText('10 of 13 texts complete in both languages')).toBeVisible();
    await expect(within(canvasElement).getAllByText('English missing')).toHaveLength(2);
  },
};
export const Faq: Story = {
  args: { languages: 'both', value: 'editing', part: 'faq' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Move Question 1 up' })).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: 'Delete Question 2' })).toBeEnabled();
  },
};
export const Rules: Story = { args: { languages: 'both', value: 'editing', part: 'rules' } };
export const ConfirmingDeleteArabic: Story = {
  args: { languages: 'ar', value: 'confirming', part: 'faq', context: { request: { part: 'faq', body: { entries: [] }, deletes: 1 } } },
  parameters: { machineStates: ['siteTexts.confirming'] },
};
export const ConfirmingDeleteEnglish: Story = {
  args: { languages: 'en', value: 'confirming', part: 'faq', context: { request: { part: 'faq', body: { entries: [] }, deletes: 2 } } },
  globals: { locale: 'en' },
};
export const Saving: Story = {
  args: { languages: 'both', value: 'saving', part: 'faq', context: { request: { part: 'faq', body: { entries: [] }, deletes: 0 } } },
  parameters: { machineStates: ['siteTexts.saving'] },
};
export const Saved: Story = {
  args: { languages: 'both', value: 'saved', part: 'faq', context: { saved: 'faq' } },
  parameters: { machineStates: ['siteTexts.saved'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Saved: the site shows it at its next load.')).toBeVisible();
  },
};
export const LinkRefused: Story = {
  args: {
    languages: 'both',
    value: 'failed',
    part: 'contact',
    context: { failure: { part: 'settings', message: 'Enter a full address starting with https://', fields: { twitter: ['Enter a full address starting with https://'] } } },
  },
  parameters: { machineStates: ['siteTexts.failed'] },
};
export const ArabicMissingRefused: Story = {
  args: { languages: 'both', value: 'failed', part: 'faq', context: { failure: { part: 'faq', message: 'Value is required', fields: { 'entries.1.question.ar': ['Value is required'] } } } },
};
export const Unreachable: Story = { args: { languages: 'both', value: 'failed', part: 'rules', context: { failure: { part: 'rules', message: null, fields: {} } } } };
