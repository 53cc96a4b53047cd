export { vars } from './contract.css';
export { lightTheme, darkTheme } from './themes.css';
export { ThemeRoot, themeNames, type ThemeName, type ThemeRootProps } from './ThemeRoot';
