import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** A checkbox that "must be ticked" is `true` after validation but `boolean` while the user edits. */
type Editable<T> = { [K in keyof T]: T[K] extends true ? boolean : T[K] };

export type FormInput<S extends z.ZodType> = Editable<z.input<S>> & FieldValues;

/**
 * zodResolver typed for what the form holds while editing: the domain's `z.literal(true)` agreements
 * are plain booleans until validated. The schema still decides; only the editing type is widened.
 */
export function formResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
): Resolver<FormInput<S>, unknown, z.output<S>> {
  return zodResolver(schema) as unknown as Resolver<FormInput<S>, unknown, z.output<S>>;
}
