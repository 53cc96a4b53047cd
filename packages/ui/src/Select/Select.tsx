import type { Ref } from 'react';
import type { FieldBaseProps } from '../Field/Field';
import { SelectBase, type SelectOption } from './SelectBase';

export type { SelectOption };

export interface SelectProps<V extends string = string> extends FieldBaseProps {
  options: readonly SelectOption<V>[];
  /** The chosen value; `null` for none (controlled). */
  value?: V | null;
  defaultValue?: V;
  onValueChange?: (value: V | null) => void;
  /** Shown while nothing is chosen, e.g. "Valitse". */
  placeholder?: string;
  name?: string;
  onBlur?: () => void;
  /** The hidden native select that carries the value in forms. */
  ref?: Ref<HTMLSelectElement>;
}

/**
 * Pick one option from a list (Ark Select): a button that opens a listbox; type-ahead, arrow keys,
 * Enter and Escape work. Controlled with `value` / `onValueChange` or uncontrolled with `defaultValue`.
 */
export function Select<V extends string = string>({ value, defaultValue, onValueChange, ...rest }: SelectProps<V>) {
  return (
    <SelectBase<V>
      {...rest}
      multiple={false}
      value={value === undefined ? undefined : value === null ? [] : [value]}
      defaultValue={defaultValue === undefined ? undefined : [defaultValue]}
      onValueChange={(values) => onValueChange?.(values[0] ?? null)}
    />
  );
}
