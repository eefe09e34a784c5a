import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useNumberFormatter } from 'react-aria';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ComboBox, type ComboBoxOption } from '../../src/design-system/components/ComboBox/ComboBox';
import { surahs } from '../../src/domain/surahs';
import { emptyLiveAnnouncer, withOverlaysInCanvas } from '../support/overlays';
import { useText } from '../support/text';

interface DemoProps {
  initial?: string | null;
  withError?: boolean;
  isDisabled?: boolean;
}

/** The first twenty surahs, named in the page's language, found by name or number. */
function Demo({ initial = null, withError, isDisabled }: DemoProps) {
  const t = useText();
  const nf = useNumberFormatter();
  const arabic = t({ ar: 'ar', en: 'en' }) === 'ar';
  const [value, setValue] = useState<string | null>(initial);
  const options: ComboBoxOption[] = surahs.slice(0, 20).map((s) => ({
    id: String(s.number),
    label: `${nf.format(s.number)}. ${arabic ? s.name.ar : s.name.en}`,
    keywords: arabic ? s.name.en : s.name.ar,
    detail: t({ ar: `${nf.format(s.verses)} آية`, en: `${s.verses} verses` }),
  }));
  return (
    <div style={{ maxInlineSize: 420, minBlockSize: 420 }}>
      <ComboBox
        label={t({ ar: 'السورة', en: 'Surah' })}
        description={t({ ar: 'اكتب جزءًا من اسمها أو رقمها', en: 'Type part of its name or its number' })}
        placeholder={t({ ar: 'ابحث عن سورة', en: 'Search for a surah' })}
        openLabel={t({ ar: 'عرض السور', en: 'Show the surahs' })}
        emptyMessage={t({ ar: 'لا سورة بهذا الاسم', en: 'No surah by that name' })}
        errorMessage={withError ? t({ ar: 'اختر سورة من القائمة', en: 'Choose a surah from the list' }) : undefined}
        options={options}
        value={value}
        onChange={setValue}
        isRequired
        isDisabled={isDisabled}
      />
    </div>
  );
}

const meta = { title: 'Design system/ComboBox', decorators: [withOverlaysInCanvas], component: Demo, beforeEach: emptyLiveAnnouncer } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox');

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveAttribute('aria-expanded', 'false');
    await expect(field(canvasElement)).toHaveValue('');
  },
};
export const ClosedEnglish: Story = { ...Closed, globals: { locale: 'en' } };

export const Chosen: Story = {
  args: { initial: '17' },
  play: async ({ canvasElement }) => {
    await expect((field(canvasElement) as HTMLInputElement).value).toMatch(/^(١٧\. الإسراء|17\. Al-Isra)$/);
  },
};
export const ChosenEnglish: Story = { ...Chosen, globals: { locale: 'en' } };

/** The button opens the whole list; choosing an option fills the field and closes it. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /عرض السور|Show the surahs/ }));
    const list = await within(document.body).findByRole('listbox');
    await expect(within(list).getAllByRole('option')).toHaveLength(20);
    await expect(field(canvasElement)).toHaveAttribute('aria-expanded', 'true');
  },
};
export const OpenEnglish: Story = { ...Open, globals: { locale: 'en' } };

/** Typed without its hamza, «اسراء» finds «الإسراء»; an Arabic-Indic «٢» finds surah 2 and those with a 2 in their number. */
export const Filtered: Story = {
  play: async ({ canvasElement, globals }) => {
    const input = field(canvasElement);
    await userEvent.click(input);
    await userEvent.keyboard(globals['locale'] === 'en' ? 'isra' : 'اسراء');
    const list = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1));
    await expect(within(list).getByRole('option')).toHaveTextContent(/الإسراء|Al-Isra/);
  },
};
export const FilteredEnglish: Story = { ...Filtered, globals: { locale: 'en' } };

/** Choosing from a filtered list with the keyboard. */
export const ChosenByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const input = field(canvasElement);
    await userEvent.click(input);
    await userEvent.keyboard('٢');
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
    await expect((input as HTMLInputElement).value).toBe('٢. البقرة');
  },
};

export const EmptyResult: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(field(canvasElement));
    await userEvent.keyboard('zzz');
    const list = await within(document.body).findByRole('listbox');
    // Nothing but the empty message (react-aria gives it the option role, so it is read like the list's one entry).
    await waitFor(() => expect(list).toHaveTextContent(/^(لا سورة بهذا الاسم|No surah by that name)$/));
  },
};
export const EmptyResultEnglish: Story = { ...EmptyResult, globals: { locale: 'en' } };

export const Invalid: Story = {
  args: { withError: true },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(canvasElement)).toHaveAccessibleDescription(/اختر سورة من القائمة|Choose a surah from the list/);
  },
};
export const InvalidEnglish: Story = { ...Invalid, globals: { locale: 'en' } };

export const Disabled: Story = {
  args: { initial: '1', isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toBeDisabled();
  },
};
export const DisabledEnglish: Story = { ...Disabled, globals: { locale: 'en' } };
