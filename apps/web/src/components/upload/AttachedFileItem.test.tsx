import { screen, waitFor } from '@testing-library/react';
import type { AttachedFile } from '@yuanwu/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/providers';
import { AttachedFileList } from './AttachedFileItem';

const photo: AttachedFile = { fileId: 7, fileName: '区角活动照片.png', fileType: 'png', size: 40 * 1024 };
const sheet: AttachedFile = { fileId: 8, fileName: '观察记录表.pdf', fileType: 'pdf', size: 1.5 * 1024 * 1024 };

/** The server's signed link of whichever file the console asks for. */
const signedLinks = () =>
  vi.spyOn(window, 'fetch').mockImplementation(async (input) => {
    const fileId = new URL(String(input), window.location.origin).searchParams.get('fileId');
    const data = { url: `/javaApi/file/download?fileId=${fileId}&expires=1&sig=x`, expiresAt: '2026-11-25T10:00:00.000Z' };
    return new Response(JSON.stringify({ code: 200, message: 'success', data }), { headers: { 'Content-Type': 'application/json' } });
  });

beforeEach(() => window.sessionStorage.setItem('yuanwu.token', 'token-1'));
afterEach(() => vi.restoreAllMocks());

describe('AttachedFileList', () => {
  it('shows a picture as its thumbnail and a document as a link, both with name and size, in their order', async () => {
    signedLinks();
    renderWithProviders(<AttachedFileList files={[photo, sheet]} />);
    const thumbnail = await screen.findByAltText('区角活动照片.png');
    expect(thumbnail.getAttribute('src')).toBe('/javaApi/file/download?fileId=7&expires=1&sig=x');
    const link = await screen.findByRole('link', { name: '观察记录表.pdf' });
    expect(link.getAttribute('href')).toBe('/javaApi/file/download?fileId=8&expires=1&sig=x');
    expect(link.getAttribute('target')).toBe('_blank');
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['区角活动照片.png40KB', '观察记录表.pdf1.5MB']);
  });

  it('names a document before its link is signed', async () => {
    vi.spyOn(window, 'fetch').mockImplementation(() => new Promise(() => {}));
    renderWithProviders(<AttachedFileList files={[sheet]} />);
    await waitFor(() => expect(screen.getByText('观察记录表.pdf')).toBeTruthy());
    expect(screen.queryByRole('link')).toBeNull();
  });
});
