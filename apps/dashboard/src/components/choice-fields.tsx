/**
 * Choice fields: the design system's Ark controls (a button and listbox, a switch, a checkbox, radios) bound to
 * react-hook-form. They take the form's `control` and the field's `name` and keep the value as the form's schema
 * expects it (a string for selects and radios, a boolean for switches and checkboxes, strings for a checkbox
 * group). Their hidden native input gets the form's ref, so a submit with errors focuses the first invalid field.
 */
import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Checkbox, RadioGroup, Select, Switch } from '@siirto/ui';
import { useI18n } from '../i18n/intl';
import * as styles from './components.css';

export interface ControlledFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  error?: string | undefined;
  description?: ReactNode;
  disabled?: boolean;
}

export interface SelectFieldProps<T extends FieldValues> extends ControlledFieldProps<T> {
  options: readonly { value: string | number; label: string }[];
  /** Shown while nothing is chosen; defaults to "Valitse". */
  placeholder?: string;
}

/** Pick one of a list (the design system's Select); the form holds the chosen value as a string ('' for none). */
export function SelectField<T extends FieldValues>({
  control,
  name,
  options,
  placeholder,
  ...field
}: SelectFieldProps<T>) {
  const { t } = useI18n();
  const { field: bound } = useController({ control, name });
  const value = bound.value === undefined || bound.value === null ? '' : String(bound.value);
  return (
    <Select
      {...field}
      name={bound.name}
      ref={bound.ref}
      onBlur={bound.onBlur}
      placeholder={placeholder ?? t('common.choose')}
      options={options.map((option) => ({ value: String(option.value), label: option.label }))}
      value={value === '' ? null : value}
      onValueChange={(next) => bound.onChange(next ?? '')}
    />
  );
}

/** An on / off switch bound to a boolean form value. */
export function SwitchField<T extends FieldValues>({ control, name, ...field }: ControlledFieldProps<T>) {
  const { field: bound } = useController({ control, name });
  return (
    <Switch
      {...field}
      name={bound.name}
      ref={bound.ref}
      checked={bound.value === true}
      onCheckedChange={(checked) => bound.onChange(checked)}
    />
  );
}

/** A checkbox bound to a boolean form value; its label may hold a link (the terms of service). */
export function CheckboxField<T extends FieldValues>({ control, name, ...field }: ControlledFieldProps<T>) {
  const { field: bound } = useController({ control, name });
  return (
    <Checkbox
      {...field}
      name={bound.name}
      ref={bound.ref}
      checked={bound.value === true}
      onCheckedChange={(checked) => bound.onChange(checked)}
    />
  );
}

export interface RadioFieldProps<T extends FieldValues> extends ControlledFieldProps<T> {
  options: readonly { value: string | number; label: ReactNode }[];
}

/** One of a few visible choices (the design system's RadioGroup, in a row); the form holds a string. */
export function RadioField<T extends FieldValues>({ control, name, options, ...field }: RadioFieldProps<T>) {
  const { field: bound } = useController({ control, name });
  return (
    <RadioGroup
      {...field}
      name={bound.name}
      orientation="horizontal"
      options={options.map((option) => ({ value: String(option.value), label: option.label }))}
      value={bound.value === undefined || bound.value === null ? null : String(bound.value)}
      onValueChange={(next) => bound.onChange(next)}
    />
  );
}

/** Several checkboxes under one legend; the form holds the checked values as strings. */
export function CheckboxGroupField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  error,
}: ControlledFieldProps<T> & { options: readonly { value: string | number; label: ReactNode }[] }) {
  const { field: bound } = useController({ control, name });
  const raw: unknown = bound.value;
  const checked = new Set((Array.isArray(raw) ? raw : []).map((value) => String(value)));
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{label}</legend>
      {options.map((option) => {
        const value = String(option.value);
        return (
          <Checkbox
            key={value}
            label={option.label}
            value={value}
            name={bound.name}
            invalid={Boolean(error)}
            checked={checked.has(value)}
            onCheckedChange={(on) => {
              const next = new Set(checked);
              if (on) next.add(value);
              else next.delete(value);
              bound.onChange(options.map((item) => String(item.value)).filter((item) => next.has(item)));
            }}
          />
        );
      })}
      {error ? <span className={styles.fieldError}>{error}</span> : null}
    </fieldset>
  );
}
