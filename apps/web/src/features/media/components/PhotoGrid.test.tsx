import type { Photo } from '@hotel/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { PhotoGrid } from './PhotoGrid.tsx';

const photo = (id: number, order: number, quality_rate: number): Photo => ({
  id,
  order,
  category: 'pool',
  quality_rate,
  suggested_quality_rate: quality_rate,
  low_quality: quality_rate < 3,
  url: `/media/hotels/1/${id}-1024.webp`,
  thumbnail_url: `/media/hotels/1/${id}-320.webp`,
  public_url: `/media/hotels/1/${id}-2048.webp`,
  width: 1200,
  height: 800,
});

async function grid(canRate: boolean) {
  const onRate = vi.fn();
  await renderWithProviders(
    <PhotoGrid
      category="pool"
      photos={[photo(7, 1, 4), photo(8, 2, 2)]}
      canRate={canRate}
      onMove={vi.fn()}
      onRate={onRate}
      onDelete={vi.fn()}
    />,
  );
  return onRate;
}

describe('PhotoGrid stars', () => {
  it('shows the hotel user the rating read-only: named by it, with nothing to choose or click', async () => {
    const onRate = await grid(false);
    expect(screen.queryAllByRole('radio')).toEqual([]);
    const first = screen.getByRole('img', { name: 'Valoración de Piscina, foto 1: 4 de 5 estrellas' });
    expect(
      screen.getByRole('img', { name: 'Valoración de Piscina, foto 2: 2 de 5 estrellas' }),
    ).toBeVisible();
    for (const star of first.querySelectorAll('div')) fireEvent.click(star);
    expect(onRate).not.toHaveBeenCalled();
    expect(screen.getByText('Baja calidad')).toBeVisible();
  });

  it('lets staff choose the stars', async () => {
    const onRate = await grid(true);
    expect(screen.queryByTestId('photo-stars-read-only')).toBeNull();
    const four = screen.getByRole('radio', { name: '4 de 5 estrellas para Piscina, foto 1' });
    expect(four).toBeChecked();
    expect(four).toHaveAttribute('value', '4');
    // As a pointer does: on the star drawn by the radio's label.
    const five = screen.getByRole('radio', { name: '5 de 5 estrellas para Piscina, foto 1' });
    fireEvent.click(document.querySelector(`label[for="${five.id}"]`) as Element);
    expect(onRate).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }), 5);
  });
});
