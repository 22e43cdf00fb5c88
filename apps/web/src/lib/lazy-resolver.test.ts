import type { Resolver, ResolverResult } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver.ts';

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

describe('lazyResolver', () => {
  it('loads the real resolver once, at the first validation or the preload, and answers what it answers', async () => {
    const resolve: Resolver<Values> = async (values) => {
      const accepted: ResolverResult<Values> = { values, errors: {} };
      const refused: ResolverResult<Values> = {
        values: {},
        errors: { email: { type: 'format', message: 'bad' } },
      };
      return values.email.includes('@') ? accepted : refused;
    };
    const real = vi.fn(resolve);
    const load = vi.fn(async () => real);
    const validation = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    const refused = await validation.resolver({ email: 'nope' }, undefined, options);
    expect(refused.errors).toEqual({ email: { type: 'format', message: 'bad' } });
    const accepted = await validation.resolver({ email: 'a@b.c' }, undefined, options);
    expect(accepted).toEqual({ values: { email: 'a@b.c' }, errors: {} });
    validation.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(real).toHaveBeenCalledTimes(2);
  });

  it('tries the download again at the next validation after a failed one', async () => {
    const real: Resolver<Values> = async (values) => ({ values, errors: {} });
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(real);
    const validation = lazyResolver<Values, unknown, Values>(load);
    validation.preload();
    await expect(validation.resolver({ email: 'a@b.c' }, undefined, options)).rejects.toThrow('offline');
    await expect(validation.resolver({ email: 'a@b.c' }, undefined, options)).resolves.toEqual({
      values: { email: 'a@b.c' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
