import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stepper, useSteps } from './Stepper';

const steps = [
  { label: 'Nouto', description: 'Paikka ja aika', content: <p>Noutopaikan tiedot</p> },
  { label: 'Kohde', description: 'Paikka ja aika', content: <p>Kohteen tiedot</p> },
  { label: 'Ajoneuvo', content: <p>Ajoneuvon tiedot</p> },
  { label: 'Hinta ja julkaisu', content: <p>Hinnat</p> },
];

const meta = {
  title: 'Navigation/Stepper',
  component: Stepper,
  args: {
    steps,
    label: 'Tilauksen vaiheet',
    onStepChange: fn(),
    prevLabel: 'Edellinen',
    nextLabel: 'Seuraava',
    completedLabel: 'valmis',
  },
  parameters: {
    docs: {
      description: {
        component:
          'Wizard steps on Ark UI Steps (non-linear): the user may jump freely among the steps that `isStepAllowed(index)` permits; others are disabled. Control it with `step` / `onStepChange`, or drive it from outside with `value={useSteps({ count, linear: false })}` (Ark RootProvider) as the order wizard does. `prevLabel` / `nextLabel` add navigation buttons. On phones only the current step’s label is shown.',
      },
    },
  },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Seuraava' }));
    await expect(args.onStepChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Kohteen tiedot');
    await expect(canvas.getByRole('tab', { name: /Nouto.*valmis/ })).toBeVisible();
    const last = canvas.getByRole('tab', { name: /Hinta ja julkaisu/ });
    last.focus();
    await userEvent.keyboard('{Enter}');
    await expect(last).toHaveAttribute('aria-selected', 'true');
  },
};

export const RestrictedSteps: Story = {
  args: { isStepAllowed: (index: number) => index <= 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: /Ajoneuvo/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('tab', { name: /Kohde/ }));
    await expect(canvas.getByRole('button', { name: 'Seuraava' })).toBeDisabled();
  },
};

function Driven() {
  const machine = useSteps({ count: steps.length, linear: false });
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Button tone="secondary" onClick={() => machine.setStep(3)}>
        Siirry hintoihin
      </Button>
      <Stepper value={machine} steps={steps} label="Tilauksen vaiheet" />
    </div>
  );
}

export const DrivenFromOutside: Story = {
  render: () => <Driven />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Siirry hintoihin' }));
    await expect(canvas.getByRole('tab', { name: /Hinta ja julkaisu/ })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Hinnat');
  },
};

export const MobileWidth: Story = {
  args: { defaultStep: 1 },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    // the current step gets the row's free width for its label instead of a quarter of it
    const list = within(canvasElement).getByRole('tablist');
    const current = within(canvasElement).getByRole('tab', { name: /Kohde/ }).parentElement;
    await expect(current?.getBoundingClientRect().width).toBeGreaterThan(list.getBoundingClientRect().width / 2);
  },
};

export const SkippedStepIsNotDone: Story = {
  args: {
    defaultStep: 2,
    steps: steps.map((step, index) => ({ ...step, complete: index === 1 })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // free navigation jumped over the first step: it keeps its number, the second one is done
    await expect(canvas.getByRole('tab', { name: /Nouto/ })).not.toHaveAccessibleName(/valmis/);
    await expect(canvas.getByRole('tab', { name: /Nouto/ })).toHaveTextContent('1');
    await expect(canvas.getByRole('tab', { name: /Kohde.*valmis/ })).toBeVisible();
  },
};

export const LongFinnishLabels: Story = {
  args: {
    steps: [
      { label: 'Noutopaikkatiedot', content: <p>1</p> },
      { label: 'Luovutuspaikkatiedot', content: <p>2</p> },
      { label: 'Ajoneuvontunnistetiedot', content: <p>3</p> },
    ],
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
