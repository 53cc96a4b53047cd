import { RadioGroup as ArkRadioGroup } from '@ark-ui/react';
import type { ReactNode, Ref } from 'react';
import { ErrorMessage, LiveWhileFocused, useFieldIds, useLiveWhileFocused, type FieldBaseProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './RadioGroup.css';

export interface ChoiceOption<V extends string = string> {
  value: V;
  label: ReactNode;
  /** A second line under the option's label. */
  description?: ReactNode;
  disabled?: boolean;
}

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;
export type RadioGroupOrientation = (typeof radioGroupOrientations)[number];

/** `ref` is the group's root element. */
export interface RadioGroupProps<V extends string = string> extends Omit<FieldBaseProps, 'hideLabel'> {
  options: readonly ChoiceOption<V>[];
  name?: string;
  value?: V | null;
  defaultValue?: V;
  onValueChange?: (value: V) => void;
  orientation?: RadioGroupOrientation;
  ref?: Ref<HTMLDivElement>;
}

/** One choice out of a few visible options (Ark RadioGroup); arrow keys move between options. */
export function RadioGroup<V extends string = string>({
  label,
  options,
  description,
  error,
  invalid,
  required,
  disabled,
  readOnly,
  name,
  value,
  defaultValue,
  onValueChange,
  orientation = 'vertical',
  ref,
  id,
  className,
}: RadioGroupProps<V>) {
  const { baseId, helperTextId, errorTextId, describedBy, isInvalid } = useFieldIds({
    id,
    prefix: 'radio',
    description,
    error,
    invalid,
  });
  const live = useLiveWhileFocused();
  const byValue = new Map(options.map((option) => [option.value as string, option.value]));
  return (
    <ArkRadioGroup.Root
      ref={ref}
      id={baseId}
      name={name}
      value={value}
      defaultValue={defaultValue}
      onValueChange={(details) => {
        const next = details.value === null ? undefined : byValue.get(details.value);
        if (next !== undefined) onValueChange?.(next);
      }}
      orientation={orientation}
      disabled={disabled}
      readOnly={readOnly}
      invalid={isInvalid}
      required={required}
      aria-describedby={describedBy}
      {...live.handlers}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <ArkRadioGroup.Label className={fieldStyles.label}>
        {label}
        {required && (
          <span aria-hidden="true" className={fieldStyles.requiredMark}>
            *
          </span>
        )}
      </ArkRadioGroup.Label>
      {description && (
        <div id={helperTextId} className={fieldStyles.description}>
          {description}
        </div>
      )}
      <div className={styles.items[orientation]}>
        {options.map((option) => (
          <ArkRadioGroup.Item
            key={option.value}
            value={option.value}
            disabled={option.disabled}
            className={styles.item}
          >
            <ArkRadioGroup.ItemControl className={styles.control} />
            <span className={styles.itemText}>
              <ArkRadioGroup.ItemText className={styles.itemLabel}>{option.label}</ArkRadioGroup.ItemText>
              {option.description && <span className={fieldStyles.description}>{option.description}</span>}
            </span>
            <ArkRadioGroup.ItemHiddenInput />
          </ArkRadioGroup.Item>
        ))}
      </div>
      {error && isInvalid && (
        <LiveWhileFocused store={live.store}>
          {(ariaLive) => (
            <div id={errorTextId} className={fieldStyles.error} aria-live={ariaLive}>
              <ErrorMessage>{error}</ErrorMessage>
            </div>
          )}
        </LiveWhileFocused>
      )}
    </ArkRadioGroup.Root>
  );
}
