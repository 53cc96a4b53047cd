import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DescriptionList, descriptionListLayouts } from './DescriptionList';

const meta = {
  title: 'Data display/DescriptionList',
  component: DescriptionList,
  args: {
    emptyValue: '–',
    items: [
      { term: 'Paikka', description: 'Autotalo Keskus' },
      { term: 'Osoite', description: 'Satamakatu 4, 00160 Helsinki' },
      { term: 'Aika', description: '24.11.2026 08:00' },
      { term: 'Yhteyshenkilö', description: 'Matti Meikäläinen' },
      { term: 'Puhelin', description: '+358 40 123 4567' },
      { term: 'Sähköposti', description: '' },
    ],
  },
  argTypes: { layout: { control: 'inline-radio', options: descriptionListLayouts } },
  parameters: {
    docs: {
      description: {
        component:
          'Key–value details as a semantic `dl`. `columns` puts the term beside its value and stacks below 768 px; `stacked` always stacks. Empty values show `emptyValue`.',
      },
    },
  },
} satisfies Meta<typeof DescriptionList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Osoite').tagName).toBe('DT');
    await expect(canvas.getByText('–')).toBeVisible();
  },
};

export const Stacked: Story = { args: { layout: 'stacked' } };

export const Empty: Story = { args: { items: [] } };

export const LongFinnishWords: Story = {
  args: {
    items: [
      { term: 'Kuljetusyhtiöneuvottelukunta', description: 'Ajoneuvonkuljetusyhteistyösopimusneuvottelut' },
      { term: 'Lisätiedot', description: 'Avaimet noudetaan huoltoliikkeen asiakaspalvelutiskiltä.' },
    ],
  },
  globals: { viewport: { value: 'mobile' } },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
