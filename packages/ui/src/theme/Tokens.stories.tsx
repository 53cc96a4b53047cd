import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Heading } from '../Heading/Heading';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { breakpoints } from './breakpoints';
import { vars } from './contract.css';

const colourGroups: Record<string, Record<string, string>> = {
  Surfaces: {
    background: vars.color.background,
    surface: vars.color.surface,
    surfaceRaised: vars.color.surfaceRaised,
    surfaceSunken: vars.color.surfaceSunken,
    border: vars.color.border,
    borderStrong: vars.color.borderStrong,
  },
  Text: { text: vars.color.text, textMuted: vars.color.textMuted, link: vars.color.link, focus: vars.color.focus },
  Brand: {
    primary: vars.color.primary,
    primaryHover: vars.color.primaryHover,
    primaryActive: vars.color.primaryActive,
    attention: vars.color.attention,
  },
  Tones: {
    'neutral.solid': vars.color.neutral.solid,
    'info.solid': vars.color.info.solid,
    'positive.solid': vars.color.positive.solid,
    'caution.solid': vars.color.caution.solid,
    'critical.solid': vars.color.critical.solid,
  },
};

function Swatch({ name, value }: { name: string; value: string }) {
  return (
    <Stack space="xsmall" align="left">
      <div
        style={{
          width: 96,
          height: 48,
          background: value,
          borderRadius: 6,
          boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
        }}
      />
      <Text size="small" weight="medium">
        {name}
      </Text>
    </Stack>
  );
}

function Tokens() {
  return (
    <Stack space="xlarge">
      {Object.entries(colourGroups).map(([group, colours]) => (
        <Stack key={group} space="small">
          <Heading level={3}>{group}</Heading>
          <Inline space="medium">
            {Object.entries(colours).map(([name, value]) => (
              <Swatch key={name} name={name} value={value} />
            ))}
          </Inline>
        </Stack>
      ))}
      <Stack space="small">
        <Heading level={3}>Space</Heading>
        {Object.entries(vars.space).map(([name, value]) => (
          <Inline key={name} space="medium" alignY="center">
            <Box style={{ width: 80 }}>
              <Text size="small">{name}</Text>
            </Box>
            <div style={{ width: value, height: 12, background: vars.color.primary, borderRadius: 2 }} />
          </Inline>
        ))}
      </Stack>
      <Stack space="small">
        <Heading level={3}>Breakpoints</Heading>
        <Text size="small" tone="muted">
          mobile ≤ 768 px · tablet ≥ {breakpoints.tablet} px · desktop ≥ {breakpoints.desktop} px
        </Text>
      </Stack>
    </Stack>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: Tokens,
  parameters: {
    docs: {
      description: {
        component:
          'The theme contract (`vars`): components read colours, space, radii, shadows, z-index and motion only through it. Light and dark themes fill it; switch with the toolbar. Layout atoms come from `sprinkles` (Box, Stack, Inline, Columns); `breakpoints` and `mediaQueries` export the spec’s 768 px mobile breakpoint.',
      },
    },
  },
} satisfies Meta<typeof Tokens>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('primary')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
