import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FigureGroup } from './FigureGroup';

const meta = {
  title: 'Data/FigureGroup',
  component: FigureGroup,
  args: {
    label: 'Tunnusluvut',
    figures: [
      { id: 'count', label: 'Siirtoja', value: '128', change: '+12 % edelliseen jaksoon', changeTone: 'neutral' },
      {
        id: 'spend',
        label: 'Kulut (alv 0 %)',
        value: '18 240,50 €',
        change: '−4 % edelliseen jaksoon',
        changeTone: 'positive',
      },
      {
        id: 'onTime',
        label: 'Ajallaan perillä',
        value: '91 %',
        change: '−3 prosenttiyksikköä edelliseen jaksoon',
        changeTone: 'critical',
      },
      { id: 'lead', label: 'Tilauksesta perille (mediaani)', value: '2 pv 4 h' },
    ],
  },
  parameters: {
    docs: {
      description: {
        component:
          'Headline figures above a report: a `label` for the group and `figures`, each with a label, a formatted value and an optional change sentence with a tone. The tone only colours the change; its words must say the direction.',
      },
    },
  },
} satisfies Meta<typeof FigureGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Tunnusluvut' });
    await expect(within(group).getByText('Siirtoja')).toBeVisible();
    await expect(within(group).getByText('18 240,50 €')).toBeVisible();
    await expect(within(group).getByText('−3 prosenttiyksikköä edelliseen jaksoon')).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };

export const DarkTheme: Story = { globals: { theme: 'dark' } };
