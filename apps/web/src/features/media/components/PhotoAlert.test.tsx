import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { placed } from '../api/room-photos.ts';
import { PhotoAlert } from './PhotoAlert.tsx';

const rated = (...stars: number[]) => stars.map((quality_rate) => ({ quality_rate }));

describe('PhotoAlert', () => {
  it('asks for more photos below 20, with the scale of the stars', async () => {
    await renderWithProviders(<PhotoAlert photos={rated(5, 4, 2)} />);
    const alert = screen.getByTestId('photo-alert');
    expect(alert).toHaveTextContent('Mejore las fotos de su hotel');
    expect(alert).toHaveTextContent(
      'Le recomendamos tener al menos 20 fotos (ahora tiene 3) y no más de 5 fotos con menos de 4 estrellas (ahora tiene 1).',
    );
    expect(alert).toHaveTextContent('4 estrellas es una buena calidad; 3 estrellas o menos penaliza');
  });

  it('is not shown with 20 photos and at most 5 below 4 stars', async () => {
    await renderWithProviders(<PhotoAlert photos={rated(...Array(15).fill(4), 3, 3, 3, 3, 3)} />);
    expect(screen.queryByTestId('photo-alert')).toBeNull();
  });

  it('is shown with 20 photos when 6 are below 4 stars', async () => {
    await renderWithProviders(<PhotoAlert photos={rated(...Array(14).fill(5), 1, 2, 3, 3, 3, 3)} />);
    expect(screen.getByTestId('photo-alert')).toHaveTextContent('(ahora tiene 6)');
  });
});

describe('placed (photos of a room type)', () => {
  it.each<[number[], number, number | null, number[]]>([
    [[], 7, 1, [7]],
    [[1, 2], 7, 3, [1, 2, 7]],
    [[1, 2], 7, 1, [7, 1, 2]],
    [[1, 2, 3], 3, 1, [3, 1, 2]],
    [[1, 2, 3], 1, 3, [2, 3, 1]],
    [[1, 2, 3], 1, 99, [2, 3, 1]],
    [[1, 2, 3], 2, null, [1, 3]],
  ])('%j, photo %d at %s → %j', (photos, id, order, expected) => {
    expect(placed(photos, id, order)).toEqual(expected);
  });
});
