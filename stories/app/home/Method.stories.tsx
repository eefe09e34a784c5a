import type { Meta, StoryObj } from '@storybook/react-vite';
import { MethodSection } from '../../../src/app/features/home/sections/MethodSection';
import { settingsFixture } from './fixtures';

const meta = { title: 'App/Home/Method', component: MethodSection, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof MethodSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { settings: settingsFixture } };
export const English: Story = {
  args: {
    settings: {
      ...settingsFixture,
      method_title: 'How to take part',
      method_intro: 'Thirteen days, five tracks and ninety winners; every time is Mecca time.',
      method_step_1: 'Five tracks: a timed quiz, recorded recitations, two live memorisation tests booked by appointment, and a recorded memorisation attempt; each contestant enters each track once.',
      method_step_2: 'Quiz answers are marked automatically; recordings are judged by two reviewers who do not see the contestant\'s name (a third when they disagree), and live tests by an examiner.',
      method_step_3: 'Winners are drawn electronically among each track\'s qualifying entries, and every draw\'s record is public for anyone to check.',
      method_step_4: 'Each winner receives the track\'s prize, paid within two weeks, and a signed certificate; every accepted entry earns a participation certificate.',
    },
  },
  globals: { locale: 'en' },
};
