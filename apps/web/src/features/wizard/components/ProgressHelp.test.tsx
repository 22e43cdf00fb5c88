import { PROGRESS_WEIGHTS } from '@hotel/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ProgressHelp } from './ProgressHelp.tsx';

describe('ProgressHelp', () => {
  afterEach(cleanup);

  it('explains the rule and publishes the weight of every step', async () => {
    await renderWithProviders(<ProgressHelp />);
    expect(screen.getByRole('heading', { name: 'Cómo se calcula el progreso' })).toBeInTheDocument();
    expect(screen.getByText(/al menos 20 fotos/)).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toHaveLength(10);
    expect(items).toContain(`Datos básicos: ${PROGRESS_WEIGHTS.basic} %`);
    expect(items).toContain(`Fotos: ${PROGRESS_WEIGHTS.photos} %`);
  });
});
