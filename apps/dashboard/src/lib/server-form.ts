import { useState, type BaseSyntheticEvent } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { useI18n, type I18n } from '../i18n/intl';
import { applyServerErrors, saveErrorMessage } from './form-errors';
import { formResolver, type FormInput } from './form-resolver';

type Schema = z.ZodType<FieldValues, FieldValues>;

export interface ServerFormOptions<S extends Schema, R> {
  /** The domain's zod schema: it checks the values before anything is sent. */
  schema: S;
  defaultValues: DefaultValues<FormInput<S>>;
  /** The call to the server with the validated values. */
  submit: (values: z.output<S>) => Promise<R>;
  /** The queries the save changes: invalidated (through the feature's key factory) before `onSuccess`. */
  invalidates?: readonly QueryKey[];
  /** After a save and the invalidation (a notice, closing the dialog, a navigation...). */
  onSuccess?: (result: R, values: z.output<S>) => void | Promise<void>;
  /** The fields a server error may name: its message goes beside the field, the rest is the general message. */
  serverFields?: readonly Path<FormInput<S>>[];
  /**
   * A form's own reading of a failed save (returns the general message, undefined for none). By default the
   * server's field errors go onto `serverFields` and the rest (a throttled request's wait text, an error code's text,
   * the server's message) is the general message.
   */
  serverError?: (error: unknown, setError: UseFormSetError<FormInput<S>>, i18n: I18n) => string | undefined;
}

export interface ServerForm<S extends Schema> {
  form: UseFormReturn<FormInput<S>, unknown, z.output<S>>;
  /** The submit handler for `<form onSubmit>`. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The general message of a failed save. */
  general: string | undefined;
  /** True while the values are sent and the changed queries reload. */
  pending: boolean;
  /** A field's error text in the user's language (its own validation or the server's). */
  fieldError: (name: Path<FormInput<S>>) => string | undefined;
}

/**
 * The one way a dashboard form talks to the server: react-hook-form with the domain schema as its resolver, the save
 * as a mutation, the server's field errors beside their fields and the general error for the rest. Typed values are
 * kept after a failed save. The sign-in does not use it (its first load stays without react-hook-form).
 */
export function useServerForm<S extends Schema, R>(options: ServerFormOptions<S, R>): ServerForm<S> {
  const i18n = useI18n();
  const queryClient = useQueryClient();
  const [general, setGeneral] = useState<string>();
  const form = useForm<FormInput<S>, unknown, z.output<S>>({
    resolver: formResolver(options.schema),
    defaultValues: options.defaultValues,
  });
  const mutation = useMutation({ mutationFn: options.submit });
  const onSubmit = form.handleSubmit(async (values) => {
    setGeneral(undefined);
    try {
      const result = await mutation.mutateAsync(values);
      await Promise.all((options.invalidates ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await options.onSuccess?.(result, values);
    } catch (error) {
      setGeneral(
        options.serverError
          ? options.serverError(error, form.setError, i18n)
          : applyServerErrors(error, form.setError, options.serverFields ?? [], i18n, {
              fallback: saveErrorMessage(error, i18n),
            }),
      );
    }
  });
  const { errors, isSubmitting } = form.formState;
  return {
    form,
    onSubmit,
    general,
    pending: isSubmitting || mutation.isPending,
    fieldError: (name) => i18n.fieldError(get<typeof errors, { message?: string } | undefined>(errors, name)?.message),
  };
}
