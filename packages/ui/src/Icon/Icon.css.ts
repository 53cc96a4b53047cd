import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const icon = style({ display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' });

export const size = styleVariants({
  small: { width: vars.iconSize.small, height: vars.iconSize.small },
  medium: { width: vars.iconSize.medium, height: vars.iconSize.medium },
  large: { width: vars.iconSize.large, height: vars.iconSize.large },
  inherit: { width: '1.25em', height: '1.25em' },
});

export const tone = styleVariants({
  inherit: { color: 'inherit' },
  muted: { color: vars.color.textMuted },
  primary: { color: vars.color.primary },
  info: { color: vars.color.info.foreground },
  positive: { color: vars.color.positive.foreground },
  caution: { color: vars.color.caution.foreground },
  critical: { color: vars.color.critical.foreground },
});
