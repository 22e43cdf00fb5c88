import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { PhotoUploader } from './PhotoUploader.tsx';

/**
 * A fake server that, like the real one, puts each photo at the end of its category when it has
 * processed it; a larger file takes longer.
 */
const stored: string[] = [];
vi.mock('../../../api/media.ts', () => ({
  refreshPhotos: vi.fn(async () => {}),
  uploadPhoto: vi.fn(
    (_hotelId: number, file: File, _category: string, onProgress: (percent: number) => void) =>
      new Promise((resolve) => {
        setTimeout(() => {
          stored.push(file.name);
          onProgress(100);
          resolve([]);
        }, file.size / 1000);
      }),
  ),
}));

const JPEG = [0xff, 0xd8, 0xff, 0xe0];
/** A JPEG (by its first bytes) of about `kb` kilobytes. */
const jpeg = (name: string, kb: number) =>
  new File([new Uint8Array([...JPEG, ...new Array(kb * 1000).fill(0)])], name, { type: 'image/jpeg' });

describe('PhotoUploader', () => {
  it('stores a batch in the order the files were chosen, whatever each one takes (issue 19, item 8)', async () => {
    stored.length = 0;
    const { container } = await renderWithProviders(<PhotoUploader hotelId={1} />);
    // photo3 is the heaviest: sent beside photo4, it would be stored after it.
    const files = Array.from({ length: 10 }, (_, index) =>
      jpeg(`photo${index + 1}.jpg`, index === 2 ? 60 : 5),
    );
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files } });
    await waitFor(() => expect(stored).toHaveLength(10), { timeout: 5000 });
    expect(stored).toEqual(files.map((file) => file.name));
    await waitFor(() => expect(screen.queryByTestId('photo-uploads')).not.toBeInTheDocument());
  });
});
