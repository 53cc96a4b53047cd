import { SegmentGroup } from '@ark-ui/react';
import type { ReactNode, Ref } from 'react';
import * as fieldStyles from '../Field/Field.css';
import type { ChoiceOption } from '../RadioGroup/RadioGroup';
import * as styles from './SegmentedControl.css';

export const segmentedControlSizes = ['small', 'medium'] as const;
export type SegmentedControlSize = (typeof segmentedControlSizes)[number];

export interface SegmentedControlProps<V extends string = string> {
  /** Names the group; shown above it unless `hideLabel`. */
  label: ReactNode;
  hideLabel?: boolean;
  options: readonly Omit<ChoiceOption<V>, 'description'>[];
  value?: V | null;
  defaultValue?: V;
  onValueChange?: (value: V) => void;
  name?: string;
  disabled?: boolean;
  size?: SegmentedControlSize;
  fullWidth?: boolean;
  ref?: Ref<HTMLDivElement>;
  className?: string;
}

/**
 * A compact single choice among 2–5 short options that switch a view or mode (e.g. All / Me, price list
 * normal / fixed). Built on Ark SegmentGroup: a radio group, arrow keys move the selection.
 */
export function SegmentedControl<V extends string = string>({
  label,
  hideLabel = false,
  options,
  value,
  defaultValue,
  onValueChange,
  name,
  disabled,
  size = 'medium',
  fullWidth = false,
  ref,
  className,
}: SegmentedControlProps<V>) {
  const byValue = new Map(options.map((option) => [option.value as string, option.value]));
  return (
    <SegmentGroup.Root
      ref={ref}
      name={name}
      value={value}
      defaultValue={defaultValue}
      onValueChange={(details) => {
        const next = details.value === null ? undefined : byValue.get(details.value);
        if (next !== undefined) onValueChange?.(next);
      }}
      disabled={disabled}
      orientation="horizontal"
      className={[styles.wrapper, className].filter(Boolean).join(' ')}
    >
      <SegmentGroup.Label className={hideLabel ? fieldStyles.hiddenLabel : fieldStyles.label}>
        {label}
      </SegmentGroup.Label>
      <div className={styles.root({ fullWidth })}>
        <SegmentGroup.Indicator className={styles.indicator} />
        {options.map((option) => (
          <SegmentGroup.Item
            key={option.value}
            value={option.value}
            disabled={option.disabled}
            className={styles.item({ size })}
          >
            <SegmentGroup.ItemText>{option.label}</SegmentGroup.ItemText>
            <SegmentGroup.ItemControl />
            <SegmentGroup.ItemHiddenInput />
          </SegmentGroup.Item>
        ))}
      </div>
    </SegmentGroup.Root>
  );
}
