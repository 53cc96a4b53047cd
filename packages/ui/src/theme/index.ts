export { vars } from './contract.css';
export { lightTheme, darkTheme } from './themes.css';
export { ThemeRoot, themeNames, type ThemeName, type ThemeRootProps } from './ThemeRoot';
export { sprinkles, type Sprinkles, type Space } from './sprinkles.css';
export { breakpoints, mediaQueries, mobileMaxWidth, type Breakpoint } from './breakpoints';
export { focusRing, visuallyHidden } from './styleUtils';
