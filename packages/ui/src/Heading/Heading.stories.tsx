import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Heading, headingLevels } from './Heading';

const meta = {
  title: 'Typography/Heading',
  component: Heading,
  parameters: {
    docs: {
      description: {
        component:
          'Headings h1–h4. `level` sets the size and the element; pass `as` to keep the document outline right when the size differs.',
      },
    },
  },
  argTypes: { level: { control: 'inline-radio', options: headingLevels } },
  args: { level: 1, children: 'Kuljetukset' },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Levels: Story = {
  render: (args) => (
    <Stack space="medium">
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          {args.children} {level}
        </Heading>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Kuljetukset 1');
    await expect(canvas.getByRole('heading', { level: 4 })).toHaveTextContent('Kuljetukset 4');
  },
};

export const SizeDiffersFromElement: Story = {
  args: { level: 3, as: 'h2', children: 'Menomatka' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Menomatka' })).toBeVisible();
  },
};

export const LongFinnishWordOnMobile: Story = {
  args: { children: 'Ajoneuvonsiirtotilausvahvistus' },
  globals: { viewport: { value: 'mobile' } },
};
