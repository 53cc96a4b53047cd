import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import * as styles from './components.css';

interface FieldFrameProps {
  label: ReactNode;
  error?: string | undefined;
  description?: ReactNode;
}

export interface TextFieldProps extends FieldFrameProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose error and hint are announced with it. */
export function TextField({ label, error, description, id, ref, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = [description ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {description ? (
        <span id={`${inputId}-hint`} className={styles.description}>
          {description}
        </span>
      ) : null}
      {error ? (
        <span id={`${inputId}-error`} className={styles.fieldError}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

export interface SelectFieldProps extends FieldFrameProps, SelectHTMLAttributes<HTMLSelectElement> {
  options: { value: string | number; label: string }[];
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({ label, error, description, id, options, placeholder, ref, ...select }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={selectId}>
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-error` : undefined}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {description ? <span className={styles.description}>{description}</span> : null}
      {error ? (
        <span id={`${selectId}-error`} className={styles.fieldError}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

export interface CheckboxFieldProps extends FieldFrameProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Renders as a switch (role=switch) instead of a checkbox. */
  toggle?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ label, error, description, id, toggle, ref, ...input }: CheckboxFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={styles.field}>
      <div className={styles.check}>
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          role={toggle ? 'switch' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          {...input}
        />
        <label htmlFor={inputId}>{label}</label>
      </div>
      {description ? <span className={styles.description}>{description}</span> : null}
      {error ? (
        <span id={`${inputId}-error`} className={styles.fieldError}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
