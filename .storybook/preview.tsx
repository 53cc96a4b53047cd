import { useEffect, useState, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { ThemeRoot, type ThemeName } from '@siirto/ui/theme';
import '@siirto/ui/fonts';

initialize({ onUnhandledRequest: 'bypass', quiet: true });

/**
 * The story in its theme (the `theme` global). A play function may show the same screen in the other theme in place
 * (`matchStoryScreenshotInBothThemes`, .storybook/vitest.setup.ts, through `__showStoryTheme`): only the theme root's
 * class changes, the story below it stays as its play left it.
 */
function StoryTheme({ theme, children }: { theme: ThemeName; children: ReactNode }) {
  const [shown, setShown] = useState<ThemeName | null>(null);
  useEffect(() => {
    const hook = globalThis as { __showStoryTheme?: (theme: ThemeName) => void };
    hook.__showStoryTheme = setShown;
    return () => {
      if (hook.__showStoryTheme === setShown) delete hook.__showStoryTheme;
    };
  }, []);
  return <ThemeRoot theme={shown ?? theme}>{children}</ThemeRoot>;
}

const withTheme: Decorator = (Story, context) => (
  <StoryTheme theme={context.globals.theme === 'dark' ? 'dark' : 'light'}>
    <Story />
  </StoryTheme>
);

const preview: Preview = {
  decorators: [withTheme],
  loaders: [mswLoader],
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'paintbrush', items: ['light', 'dark'], dynamicTitle: true },
    },
    locale: {
      description: 'Language of story texts',
      toolbar: { title: 'Locale', icon: 'globe', items: ['fi', 'en'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light', locale: 'fi' },
  parameters: {
    a11y: { test: 'error' },
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        mobile: { name: 'Phone 375', styles: { width: '375px', height: '740px' } },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' } },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
};
export default preview;
