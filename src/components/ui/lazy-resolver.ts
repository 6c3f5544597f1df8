import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that loads the form's zod schema, and zod with it, when the form is
 * first validated (on submit) instead of with the page: zod is most of a form page's JavaScript.
 * Call `preload` when the visitor starts on the form, so the first submit does not wait.
 */
export function lazyZodResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<Schema>,
): { resolver: Resolver<z.input<Schema>, unknown, z.output<Schema>>; preload: () => void } {
  let loaded: Promise<Resolver<z.input<Schema>, unknown, z.output<Schema>>> | undefined;
  const load = () =>
    (loaded ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) =>
        zodResolver(schema) as unknown as Resolver<z.input<Schema>, unknown, z.output<Schema>>,
    ));
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    preload: () => void load(),
  };
}
