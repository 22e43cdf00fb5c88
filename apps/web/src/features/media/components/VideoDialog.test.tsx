import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '../../../test/render.tsx';
import { VideoDialog } from './VideoDialog.tsx';

vi.mock('../../../components/ui/notify.ts', () => import('../../../test/notify-mock.ts'));

describe('VideoDialog', () => {
  it('takes a Vimeo address with the default type YouTube as a Vimeo video (issue 34)', async () => {
    const calls = fakeApi((call) =>
      call.method === 'POST' && call.path === '/api/hotel/3/video/'
        ? {
            status: 201,
            body: {
              id: 1,
              order: 0,
              category: 'promotional',
              url_type: 'vimeo',
              url: 'https://vimeo.com/76979871',
              code: '76979871',
              public_url: 'https://player.vimeo.com/video/76979871',
            },
          }
        : undefined,
    );
    const onClose = vi.fn();
    await renderWithProviders(<VideoDialog hotelId={3} opened onClose={onClose} nextOrder={0} />, {
      mantineEnv: 'test',
    });
    expect(screen.getByRole('radio', { name: 'YouTube' })).toBeChecked();
    fireEvent.change(screen.getByRole('textbox', { name: /Dirección/ }), {
      target: { value: 'https://vimeo.com/76979871' },
    });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Vimeo' })).toBeChecked());
    fireEvent.click(screen.getByRole('button', { name: 'Añadir' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByText(/no es un vídeo/)).toBeNull();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      url_type: 'vimeo',
      url: 'https://vimeo.com/76979871',
    });
  });
});
