import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../../src/design-system/components/Button/Button';
import { Form } from '../../src/design-system/components/Form/Form';
import { TextField } from '../../src/design-system/components/TextField/TextField';
import { useText } from '../support/text';

/** A form whose "machine" refuses an empty email: after the refused submit, focus is on the field that says why. */
function Demo() {
  const t = useText();
  const [name, setName] = useState('Huda');
  const [email, setEmail] = useState('');
  const [refused, setRefused] = useState(false);
  return (
    <Form onSubmit={() => setRefused(email.trim() === '')}>
      <TextField label={t({ ar: 'الاسم', en: 'Name' })} value={name} onChange={setName} />
      <TextField label={t({ ar: 'البريد الإلكتروني', en: 'Email' })} type="email" value={email} onChange={setEmail} errorMessage={refused ? t({ ar: 'أدخل بريدك الإلكتروني.', en: 'Enter your email.' }) : undefined} />
      <Button type="submit">{t({ ar: 'أرسل', en: 'Send' })}</Button>
    </Form>
  );
}

const meta = { title: 'Design system/Form', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RefusedSubmitFocusesTheField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'أرسل' }));
    await expect(canvas.getByRole('textbox', { name: 'البريد الإلكتروني' })).toHaveFocus();
  },
};
export const English: Story = { globals: { locale: 'en' } };
