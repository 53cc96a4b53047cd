import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type AnchorHTMLAttributes } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tabs } from './Tabs';

const items = [
  { value: 'details', label: 'Tiedot', content: <p>Noutopaikka ja kohde.</p> },
  { value: 'photos', label: 'Kuvat', content: <p>Nouto- ja luovutuskuvat.</p> },
  { value: 'extras', label: 'Lisäkulut', content: <p>Ei lisäkuluja.</p>, disabled: true },
  { value: 'chat', label: 'Keskustelu', content: <p>Viestit kuljettajan kanssa.</p> },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { items, label: 'Siirron tiedot', onValueChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Tabs on Ark UI Tabs. Give `items` ({ value, label, content?, href?, disabled? }) and a `label` for the tab list. Controlled with `value` + `onValueChange`, or uncontrolled with `defaultValue`. Linkable: items with `href` render as links through `linkComponent` (pass an adapter around react-router’s `Link`), and the selected tab then shows `children` (the router outlet). Arrow keys move between tabs.',
      },
    },
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Tiedot' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Kuvat' })).toHaveAttribute('aria-selected', 'true'));
    await expect(canvas.getByRole('tab', { name: 'Kuvat' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('photos');
    await waitFor(() => expect(canvas.getByRole('tabpanel')).toHaveTextContent('Nouto- ja luovutuskuvat.'));
  },
};

function Controlled() {
  const [value, setValue] = useState('chat');
  return (
    <>
      <Tabs items={items} label="Siirron tiedot" value={value} onValueChange={setValue} />
      <p>Valittu: {value}</p>
    </>
  );
}

export const ControlledValue: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Keskustelu' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Tiedot' }));
    await expect(canvas.getByText('Valittu: details')).toBeVisible();
  },
};

const navigated = fn();
function FakeRouterLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigated(href);
      }}
    />
  );
}

export const AsLinks: Story = {
  args: {
    items: [
      { value: 'profile', label: 'Profiili', href: '/dashboard/account/profile' },
      { value: 'users', label: 'Käyttäjät', href: '/dashboard/account/users' },
      { value: 'locations', label: 'Toimipisteet', href: '/dashboard/account/locations' },
    ],
    label: 'Tilin asetukset',
    value: 'users',
    linkComponent: FakeRouterLink,
    children: <p>Käyttäjälista (reitin sisältö)</p>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('tab', { name: 'Toimipisteet' });
    await expect(link.tagName).toBe('A');
    await expect(link).toHaveAttribute('href', '/dashboard/account/locations');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Käyttäjälista');
    await userEvent.click(link);
    await expect(navigated).toHaveBeenCalledWith('/dashboard/account/locations');
    await expect(navigated).toHaveBeenCalledTimes(1);
  },
};

export const LongFinnishLabelsMobile: Story = {
  args: {
    items: [
      { value: 'a', label: 'Kuljetustilausvahvistukset', content: <p>A</p> },
      { value: 'b', label: 'Toimipistekohtaiset hinnastot', content: <p>B</p> },
      { value: 'c', label: 'Laskutusosoitteet', content: <p>C</p> },
    ],
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist');
    await expect(list.getBoundingClientRect().width).toBeLessThanOrEqual(375);
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
