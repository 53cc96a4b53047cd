/** Style rules the choice controls share (Checkbox, Switch, RadioGroup); their .css.ts files build classes from them. */
import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/styleUtils';

/** The row of a checkbox, a switch or a radio option: the control, then its label; the hidden native input sits
 *  inside, so scrolling to it (focus, tests) shows the control. */
export const choiceRow = {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted } },
} as const;

/** The 24 px box of a checkbox or a radio: `checked` styles it when chosen, before the invalid and disabled
 *  states (which win over it). */
export function choiceBox({
  borderRadius,
  checkedSelector,
  checked,
}: {
  borderRadius: string;
  checkedSelector: string;
  checked: StyleRule;
}): StyleRule {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.iconSize.large,
    height: vars.iconSize.large,
    boxSizing: 'border-box',
    border: `2px solid ${vars.color.borderStrong}`,
    borderRadius,
    background: vars.color.surface,
    selectors: {
      '&[data-hover]:not([data-disabled])': { borderColor: vars.color.text },
      [checkedSelector]: checked,
      '&[data-focus-visible]': focusRing,
      '&[data-invalid]': { borderColor: vars.color.critical.solid },
      '&[data-disabled]': { opacity: 0.55 },
    },
  };
}

/** A one-line label centred on the 24 px control. */
export const choiceLabel = {
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'break-word',
  paddingTop: `calc((${vars.iconSize.large} - 1.5em) / 2)`,
} as const;
