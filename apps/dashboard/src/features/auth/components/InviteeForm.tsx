import type { BaseSyntheticEvent, ReactNode } from 'react';
import type { Control, FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from '@siirto/ui';
import { FormMessages } from '../../../components/form';
import { NewPasswordFields, PersonNameFields } from '../../../components/form-fields';
import * as layoutStyles from '../../../components/components.css';

type InviteeField = 'first_name' | 'last_name' | 'password' | 'password2';

/**
 * The form an invitee fills in on both invitation pages (a company user's and an account user's): the form's
 * messages, the names and a new password with its repeat, then what the page adds and the submit button. Takes the
 * page's `useServerForm` as it is (`{...server}`).
 */
export function InviteeForm<T extends FieldValues, TOutput>({
  form,
  onSubmit,
  general,
  pending,
  fieldError,
  intro,
  leading,
  children,
  submitLabel,
}: {
  form: UseFormReturn<T, unknown, TOutput>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  general: string | undefined;
  pending: boolean;
  fieldError: (name: InviteeField) => string | undefined;
  /** Above the form's messages. */
  intro?: ReactNode;
  /** Between the form's messages and the names (the invitation's e-mail). */
  leading?: ReactNode;
  /** After the password fields (the terms). */
  children?: ReactNode;
  submitLabel: string;
}) {
  const { errors, submitCount } = form.formState;
  // the password fields never read the form's validated output, so its type does not matter to them
  const control = form.control as unknown as Control<T>;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className={layoutStyles.stack}>
      {intro}
      <FormMessages errors={errors} submitCount={submitCount} general={general} />
      {leading}
      <PersonNameFields
        register={form.register}
        errors={{ first_name: fieldError('first_name'), last_name: fieldError('last_name') }}
        autoComplete
      />
      <NewPasswordFields
        control={control}
        register={form.register}
        errors={{ password: fieldError('password'), again: fieldError('password2') }}
        labels="plain"
      />
      {children}
      <Button type="submit" disabled={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
