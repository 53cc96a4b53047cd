import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Card, cardElevations, cardHeadingLevels, cardPaddings } from './Card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: {
    title: 'Noutopaikka',
    children: <p style={{ margin: 0 }}>Satamakatu 4, 00160 Helsinki · 24.11.2026 klo 08.00</p>,
  },
  argTypes: {
    elevation: { control: 'inline-radio', options: cardElevations },
    padding: { control: 'inline-radio', options: cardPaddings },
    headingLevel: { control: 'inline-radio', options: cardHeadingLevels },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A surface grouping related content. With a `title` it renders a `section` labelled by its heading (choose `headingLevel` to fit the page outline); `actions` sit beside the title and `footer` below the content. Padding grows from 16 px to 24 px above the 768 px breakpoint.',
      },
    },
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Noutopaikka' })).toBeVisible();
  },
};

export const WithActionsAndFooter: Story = {
  args: {
    elevation: 'raised',
    actions: (
      <Button tone="secondary" size="small">
        Muokkaa
      </Button>
    ),
    footer: <Button size="small">Tallenna</Button>,
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Noutopaikka' });
    await expect(within(region).getByRole('button', { name: 'Muokkaa' })).toBeVisible();
    await expect(within(region).getByRole('button', { name: 'Tallenna' })).toBeVisible();
  },
};

/** A card around a table that names its own region: no landmark of its own; `space` stacks the children. */
export const NotARegion: Story = {
  args: {
    region: false,
    space: 'medium',
    children: (
      <>
        <p style={{ margin: 0 }}>Satamakatu 4, 00160 Helsinki</p>
        <p style={{ margin: 0 }}>24.11.2026 klo 08.00</p>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
    await expect(within(canvasElement).getByRole('heading', { name: 'Noutopaikka' })).toBeVisible();
  },
};

export const Untitled: Story = { args: { title: undefined } };

export const LongFinnishTitle: Story = {
  args: { title: 'Ajoneuvonkuljetusyhteistyösopimusneuvottelut ja erityisehdot' },
  globals: { viewport: { value: 'mobile' } },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
