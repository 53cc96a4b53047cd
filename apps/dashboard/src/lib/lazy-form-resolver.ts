import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { FormInput } from './form-resolver';

/**
 * `formResolver` for a page that must load fast (the sign-in): the schema and zod load apart from the page, right
 * after it renders, and the first validation waits for them. The schema still decides everything.
 */
export function lazyFormResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  load: () => Promise<S>,
): Resolver<FormInput<S>, unknown, z.output<S>> {
  let resolver: Promise<Resolver<FormInput<S>, unknown, z.output<S>>> | undefined;
  return async (values, context, options) => {
    resolver ??= Promise.all([load(), import('./form-resolver')]).then(([schema, module]) =>
      module.formResolver(schema),
    );
    return (await resolver)(values, context, options);
  };
}
