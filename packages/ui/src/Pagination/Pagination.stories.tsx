import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

const labels = {
  root: 'Sivutus',
  previous: 'Edellinen sivu',
  next: 'Seuraava sivu',
  page: (p: number, total: number) => `Sivu ${p} / ${total}`,
};

function Stateful(props: Omit<PaginationProps, 'page' | 'onPageChange'> & { onPageChange?: (page: number) => void }) {
  const [page, setPage] = useState(1);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(p) => {
        setPage(p);
        props.onPageChange?.(p);
      }}
    />
  );
}

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { count: 1234, pageSize: 30, page: 1, onPageChange: fn(), labels },
  render: (args) => <Stateful {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'Page navigation on Ark UI Pagination. Controlled: `page` (1-based) and `onPageChange`; `count` is the number of items and `pageSize` the items per page. All accessible names come through `labels` (landmark, previous, next, page). DataTable uses it in its footer.',
      },
    },
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Sivutus' });
    await expect(within(nav).getByRole('button', { name: 'Edellinen sivu' })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Seuraava sivu' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(within(nav).getByRole('button', { name: 'Sivu 42 / 42' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(42);
    await expect(within(nav).getByRole('button', { name: 'Seuraava sivu' })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Sivu 1 / 42' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

export const SinglePage: Story = { args: { count: 12 } };

export const Empty: Story = { args: { count: 0 } };

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile' } } };

export const DarkTheme: Story = { globals: { theme: 'dark' } };
