import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadAvatar } from '../../../api/avatar.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { uploadErrorMessage } from '../../../lib/upload.ts';

/** A scripted XMLHttpRequest: reports upload progress, then answers `status` and `body`. */
function fakeXhr(status: number, body: unknown) {
  const sent: { url?: string; headers: Record<string, string>; form?: FormData } = { headers: {} };
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } =
      {};
    onload?: () => void;
    onerror?: () => void;
    open(_method: string, url: string) {
      sent.url = url;
    }
    setRequestHeader(name: string, value: string) {
      sent.headers[name] = value;
    }
    send(form: FormData) {
      sent.form = form;
      for (const loaded of [250, 500, 1000])
        this.upload.onprogress?.({ lengthComputable: true, loaded, total: 1000 });
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('uploadAvatar', () => {
  it('sends userId and the file with the session token, reporting progress', async () => {
    session.setToken('t'.repeat(43));
    const sent = fakeXhr(200, { url: '/media/avatars/a.webp' });
    const progress: number[] = [];
    const file = new File([new Uint8Array([0x89, 0x50])], 'me.png', { type: 'image/png' });
    await expect(uploadAvatar(7, file, (value) => progress.push(value))).resolves.toEqual({
      url: '/media/avatars/a.webp',
    });
    expect(sent.url).toBe('/api/auth/user/update-avatar');
    expect(sent.headers.authorization).toBe(`Token ${'t'.repeat(43)}`);
    expect(sent.form?.get('userId')).toBe('7');
    expect((sent.form?.get('file') as File | undefined)?.name).toBe('me.png');
    expect(progress).toEqual([25, 50, 100]);
  });

  it('rejects with the API error, whose first file message is the one to show', async () => {
    fakeXhr(400, { file: ['La imagen es demasiado grande', 'otra'] });
    const error = await uploadAvatar(7, new File(['x'], 'x.png'), () => {}).catch(
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(uploadErrorMessage(error)).toBe('La imagen es demasiado grande');
    fakeXhr(415, { detail: 'El archivo no es una imagen JPEG, PNG, WebP o GIF válida' });
    const refused = await uploadAvatar(7, new File(['x'], 'x.png'), () => {}).catch(
      (reason: unknown) => reason,
    );
    expect(uploadErrorMessage(refused)).toBe('El archivo no es una imagen JPEG, PNG, WebP o GIF válida');
    expect(uploadErrorMessage(new Error('network'))).toBeUndefined();
  });
});
