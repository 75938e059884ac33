import type { GetInfo } from '@cloudphone/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getInfoQuery } from '../../../shared/session/session-queries';
import { AvatarUploadError, uploadAvatar } from '../api/upload-avatar';
import { useMemberSaved } from '../hooks/use-member-saved';
import {
  clearFlashes,
  flashes,
  imageFile,
  MEMBER,
  PATHS,
  refusal,
  renderWithProviders,
  serveAccount,
  useAccountLocale,
} from '../testing/account-test-kit';
import { AvatarPicker } from './avatar-picker';

beforeEach(clearFlashes);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pick = (file: File) => fireEvent.change(screen.getByTestId('avatar-input'), { target: { files: [file] } });
const AVATARS = [40, 100, 200].map((size) => ({ avatarUrl: `/app-api/member/member/avatar/7-abc-${size}.png` }));

describe('the avatar', { timeout: 30_000 }, () => {
  it('refuses what is not a JPG or PNG by its content, and anything over 2 MB, before uploading', async () => {
    await useAccountLocale('zh-CN');
    const server = serveAccount({});
    renderWithProviders(<AvatarPicker member={MEMBER} />);

    pick(imageFile('exe', 4096, 'photo.png'));
    expect((await screen.findByTestId('avatar-error')).textContent).toBe('头像只能是 JPG 或 PNG 格式的图片');
    pick(imageFile('png', 3 * 1024 * 1024));
    await waitFor(() => expect(screen.getByTestId('avatar-error').textContent).toBe('头像图片大小不能超过 2MB'));
    expect(flashes('error')).toEqual(['头像只能是 JPG 或 PNG 格式的图片', '头像图片大小不能超过 2MB']);
    expect(screen.queryByTestId('avatar-crop-dialog')).toBeNull();

    await useAccountLocale('en-US');
    pick(imageFile('exe', 4096, 'setup.jpg'));
    await waitFor(() => expect(screen.getByTestId('avatar-error').textContent).toBe('The avatar must be a JPG or PNG image'));
    expect(server.to(PATHS.updateAvatar)).toHaveLength(0);
  });

  it('opens the cropper for a JPG or PNG, whatever its name', async () => {
    await useAccountLocale('zh-CN');
    serveAccount({});
    // jsdom has no object URLs: the cropper shows the picture through one.
    URL.createObjectURL = vi.fn(() => 'blob:picture');
    URL.revokeObjectURL = vi.fn();
    try {
      renderWithProviders(<AvatarPicker member={MEMBER} />);
      pick(imageFile('png', 4096, 'photo.exe'));
      expect(await screen.findByTestId('avatar-crop-dialog')).toBeTruthy();
      expect(screen.queryByTestId('avatar-error')).toBeNull();
      expect(screen.getByTestId('avatar-crop-view').querySelector('img')!.getAttribute('src')).toBe('blob:picture');
      fireEvent.click(screen.getByTestId('avatar-crop-cancel'));
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:picture');
    } finally {
      delete (URL as Partial<typeof URL>).createObjectURL;
      delete (URL as Partial<typeof URL>).revokeObjectURL;
    }
  });

  it('uploads the cropped picture as the multipart part "file", and a refusal carries the server message', async () => {
    await useAccountLocale('zh-CN');
    const saved = { ...MEMBER, avatarList: AVATARS };
    const server = serveAccount({
      [PATHS.updateAvatar]: (_, calls) => (calls === 1 ? saved : refusal(1004005010, '头像只能是 JPG 或 PNG 格式的图片')),
    });
    const file = imageFile('png', 2048, 'avatar.png');
    expect(await uploadAvatar(file)).toEqual(saved);
    const sent = server.to(PATHS.updateAvatar)[0]!;
    expect(sent.method).toBe('POST');
    expect((sent.body as FormData).get('file')).toBeInstanceOf(File);
    await expect(uploadAvatar(file)).rejects.toEqual(new AvatarUploadError('头像只能是 JPG 或 PNG 格式的图片'));
  });

  it('shows the new avatar at once in the top bar: getInfo gets the saved member (its third avatarList entry is shown)', () => {
    const client = new QueryClient();
    const info: GetInfo = { user: MEMBER, roles: [], permissions: ['*:*:*'] };
    client.setQueryData(getInfoQuery.queryKey, info);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useMemberSaved(), { wrapper });
    result.current({ ...MEMBER, avatarList: AVATARS });
    expect(client.getQueryData<GetInfo>(getInfoQuery.queryKey)!.user.avatarList[2]!.avatarUrl).toBe(AVATARS[2]!.avatarUrl);
    expect(client.getQueryData<GetInfo>(getInfoQuery.queryKey)!.permissions).toEqual(['*:*:*']);
  });
});
