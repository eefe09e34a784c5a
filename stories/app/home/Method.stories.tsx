import type { Meta, StoryObj } from '@storybook/react-vite';
import { MethodSection } from '../../../src/app/features/home/sections/MethodSection';

const meta = { title: 'App/Home/Method', component: MethodSection, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof MethodSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const English: Story = { globals: { locale: 'en' } };
