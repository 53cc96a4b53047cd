import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { SelectableList, type SelectableListItem } from './SelectableList';

const items: SelectableListItem[] = [
  { id: 'a', content: <span>Helsinki → Tampere</span>, action: <a href="#a">Avaa</a> },
  {
    id: 'b',
    content: (
      <span>
        Turku → Oulu <Badge tone="caution">Matkalla</Badge>
      </span>
    ),
    action: <a href="#b">Avaa</a>,
  },
  { id: 'c', content: <span>Jyväskylä → Kuopio</span>, action: <a href="#c">Avaa</a> },
];

function Controlled(props: { onSelect: (id: string) => void; initial?: string | null }) {
  const [selected, setSelected] = useState<string | null>(props.initial ?? null);
  return (
    <div style={{ maxWidth: 360 }}>
      <SelectableList
        label="Kohteet"
        items={items}
        selectedId={selected}
        onSelect={(id) => {
          setSelected(id);
          props.onSelect(id);
        }}
      />
      <p>Valittu: {selected ?? '–'}</p>
    </div>
  );
}

const meta = {
  title: 'Lists/SelectableList',
  component: Controlled,
  parameters: {
    docs: {
      description: {
        component:
          'A list kept in step with another view of the same items (e.g. markers on a map): each item is a toggle button with an optional action beside it (a link that opens it). Tab reaches every item; arrow keys, Home and End move to and select the previous, next, first or last item; an item selected elsewhere scrolls into view. The app gives the texts and tones.',
      },
    },
  },
  args: { onSelect: fn() },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Click, then the keyboard: each move selects (the other view follows). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Kohteet' });
    const buttons = within(list).getAllByRole('button');
    await userEvent.click(buttons[0] as HTMLElement);
    await expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(buttons[1]).toHaveFocus();
    await expect(buttons[1]).toHaveAttribute('aria-pressed', 'true');
    await expect(buttons[0]).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{End}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('c');
    await userEvent.keyboard('{ArrowDown}');
    await expect(buttons[2]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('a');
    await expect(canvas.getByText('Valittu: a')).toBeVisible();
    // the action is its own stop, not part of the select button
    await userEvent.tab();
    await expect(within(list).getAllByRole('link')[0]).toHaveFocus();
  },
};

export const Selected: Story = { args: { initial: 'b' } };
