import { Select as ArkSelect, createListCollection } from '@ark-ui/react';
import { useMemo, type Ref } from 'react';
import { Field, controlState, type FieldBaseProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import * as styles from './Select.css';

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
  disabled?: boolean;
}

export interface SelectBaseProps<V extends string> extends FieldBaseProps {
  options: readonly SelectOption<V>[];
  multiple: boolean;
  value?: V[];
  defaultValue?: V[];
  onValueChange?: (value: V[]) => void;
  placeholder?: string;
  name?: string;
  onBlur?: () => void;
  ref?: Ref<HTMLSelectElement>;
}

/** The shared Ark Select behind Select and MultiSelect. */
export function SelectBase<V extends string>({
  options,
  multiple,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  name,
  onBlur,
  ref,
  ...fieldProps
}: SelectBaseProps<V>) {
  const collection = useMemo(
    () =>
      createListCollection({
        items: options,
        itemToValue: (option) => option.value,
        itemToString: (option) => option.label,
        isItemDisabled: (option) => option.disabled === true,
      }),
    [options],
  );
  const byValue = useMemo(() => new Map(options.map((option) => [option.value as string, option.value])), [options]);
  const isInvalid = fieldProps.invalid ?? Boolean(fieldProps.error);
  return (
    <Field {...fieldProps}>
      {(describedBy) => (
        <ArkSelect.Root
          collection={collection}
          multiple={multiple}
          closeOnSelect={!multiple}
          value={value}
          defaultValue={defaultValue}
          onValueChange={(details) =>
            onValueChange?.(details.value.flatMap((v) => (byValue.has(v) ? [byValue.get(v) as V] : [])))
          }
          onInteractOutside={onBlur}
          name={name}
          positioning={{ sameWidth: true, strategy: 'fixed', gutter: 4 }}
          lazyMount
          unmountOnExit
        >
          <ArkSelect.Control>
            <ArkSelect.Trigger
              className={`${fieldStyles.control()} ${styles.trigger}`}
              aria-describedby={describedBy}
              onBlur={onBlur}
              {...controlState({ invalid: isInvalid, disabled: fieldProps.disabled, readOnly: fieldProps.readOnly })}
            >
              <ArkSelect.ValueText className={styles.valueText} placeholder={placeholder} />
              <Icon name="chevron-down" className={styles.chevron} />
            </ArkSelect.Trigger>
          </ArkSelect.Control>
          <ArkSelect.Positioner className={styles.positioner}>
            <ArkSelect.Content className={styles.content}>
              {collection.items.map((option) => (
                <ArkSelect.Item key={option.value} item={option} className={styles.item}>
                  <ArkSelect.ItemText className={styles.itemText}>{option.label}</ArkSelect.ItemText>
                  <ArkSelect.ItemIndicator className={styles.itemIndicator}>
                    <Icon name="check" size="small" />
                  </ArkSelect.ItemIndicator>
                </ArkSelect.Item>
              ))}
            </ArkSelect.Content>
          </ArkSelect.Positioner>
          <ArkSelect.HiddenSelect ref={ref} />
        </ArkSelect.Root>
      )}
    </Field>
  );
}
