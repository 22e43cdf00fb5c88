import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose schema (and zod with it) is loaded on the form's first validation
 * instead of with the page: the form paints without zod's download and its schemas' construction
 * (docs/decisions/040). `load` answers the real resolver, from a module of its own; `preload()`
 * starts that download once the page has painted, so a first submit seldom waits for it.
 */
export function lazyResolver<Input extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Input, Context, Output>>,
): { resolver: Resolver<Input, Context, Output>; preload(): void } {
  let loading: Promise<Resolver<Input, Context, Output>> | undefined;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      // A failed download is tried again at the next validation.
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await loaded())(values, context, options),
    preload() {
      loaded().catch(() => undefined);
    },
  };
}
