import type { Ref } from 'react';
import type { FieldBaseProps } from '../Field/Field';
import { SelectBase, type SelectOption } from '../Select/SelectBase';

export interface MultiSelectProps<V extends string = string> extends FieldBaseProps {
  options: readonly SelectOption<V>[];
  value?: V[];
  defaultValue?: V[];
  onValueChange?: (value: V[]) => void;
  placeholder?: string;
  name?: string;
  onBlur?: () => void;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * Pick several options (Ark Select, multiple), e.g. the cost centres of the transport filter. The list
 * stays open while choosing; the button lists the chosen labels.
 */
export function MultiSelect<V extends string = string>(props: MultiSelectProps<V>) {
  return <SelectBase<V> {...props} multiple />;
}
