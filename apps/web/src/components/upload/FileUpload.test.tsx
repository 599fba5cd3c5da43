import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/providers';
import { FileUpload } from './FileUpload';

/** The control inside a form field: it keeps the value it hands over. */
function Field({ onChange }: { onChange(link: string | null): void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <FileUpload
      kind="StaffPhoto"
      value={value}
      onChange={(link) => {
        setValue(link);
        onChange(link);
      }}
    />
  );
}

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

function chunkAnswer(size: number) {
  return json({
    ResponseStatus: 1,
    ErrorCode: 200,
    ErrorMessage: '',
    Data: { UploadId: 5, StartOffset: size, IsFinished: true, FileId: 12, FileName: 'a.png', FileUrl: '/javaApi/file/download?fileId=12&expires=1&sig=x', Conversion: 'none' },
  });
}

const pick = (container: HTMLElement, file: File) => {
  const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
  fireEvent.change(input, { target: { files: [file] } });
};

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  window.sessionStorage.setItem('yuanwu.token', 'token-1');
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('FileUpload', () => {
  it('uploads a picked photo and hands over its session link, showing it done with its preview', async () => {
    const fetch = vi.spyOn(window, 'fetch').mockImplementation(async () => chunkAnswer(3));
    const onChange = vi.fn();
    const { container } = renderWithProviders(<Field onChange={onChange} />);
    expect(screen.getByText('支持 JPG、PNG、GIF、WEBP 格式，不超过 10MB')).toBeTruthy();

    pick(container, new File(['png'], '照片.png', { type: 'image/png' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/javaApi/file/getFile?fileId=12'));
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toContain('/api/FileUpload/UploadCarveFile?RelativeServerName=StaffPhoto&Offset=0&IsLast=1');
    expect(new Headers(init?.headers).get('X-App')).toBe('yuanwu-web');

    expect(await screen.findByText('上传完成')).toBeTruthy();
    expect(screen.getByAltText('照片.png').getAttribute('src')).toBe('blob:preview');
    expect(screen.getByRole('button', { name: /更换图片/ })).toBeTruthy();
  });

  it('shows the server’s refusal and lets the failed file be removed', async () => {
    vi.spyOn(window, 'fetch').mockImplementation(async () =>
      json({ ResponseStatus: 2, ErrorCode: 1000001, ErrorMessage: '教职工照片只能是 jpg、png、gif、webp 格式，无法识别该文件的格式', Data: null }),
    );
    const onChange = vi.fn();
    const { container } = renderWithProviders(<FileUpload kind="StaffPhoto" onChange={onChange} />);
    pick(container, new File(['text'], '照片.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('教职工照片只能是 jpg、png、gif、webp 格式，无法识别该文件的格式');
    expect(screen.queryByRole('button', { name: '继续上传' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '移除' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a file of another type before sending anything', async () => {
    const fetch = vi.spyOn(window, 'fetch');
    const { container } = renderWithProviders(<FileUpload kind="StaffPhoto" />);
    pick(container, new File(['%PDF'], '简历.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe('教职工照片只能是 jpg、png、gif、webp 格式');
    expect(fetch).not.toHaveBeenCalled();
  });
});
