import type { FieldValues, Resolver } from 'react-hook-form';

/** A resolver whose schema module loads apart from the form, and `preload` to start that early. */
export type LazyResolver<Input extends FieldValues, Output extends FieldValues> = Resolver<
  Input,
  unknown,
  Output
> & { preload: () => Promise<unknown> };

/**
 * The form's resolver, its yup schema loaded on demand: a page whose first paint is budgeted (the
 * login page) shows its form before yup has arrived. `preload()` after the first paint starts the
 * download; a submit before it is there waits for it, so validation is never skipped.
 *
 *   const resolver = lazyResolver(() => import('./loginForm').then((m) => m.loginResolver));
 *   useEffect(() => void resolver.preload(), []);
 */
export function lazyResolver<Input extends FieldValues, Output extends FieldValues>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
): LazyResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed download (offline) is tried again on the next submit
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await get())(values, context, options);
  return Object.assign(resolver, { preload: () => get().catch(() => undefined) });
}
