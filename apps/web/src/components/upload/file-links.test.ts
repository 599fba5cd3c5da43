import { describe, expect, it } from 'vitest';
import { acceptOf, fileIdOf, limitHintOf, needsSignedLink, pickRefusal, storedLinkOf } from './file-links';

const MB = 1024 * 1024;
const finished = { uploadId: 1, startOffset: 10, isFinished: true, fileId: 12, fileName: 'a.png', conversion: 'none' as const };

describe('file links', () => {
  it('keeps a permanent link for public files and a session link for private ones', () => {
    expect(storedLinkOf('SchoolNewsImage', { ...finished, fileUrl: '/javaApi/file/download?fileId=12' })).toBe('/javaApi/file/download?fileId=12');
    expect(storedLinkOf('StaffPhoto', { ...finished, fileUrl: '/javaApi/file/download?fileId=12&expires=9&sig=s' })).toBe('/javaApi/file/getFile?fileId=12');
  });

  it('reads the file id of this server’s links only', () => {
    expect(fileIdOf('/javaApi/file/getFile?fileId=12')).toBe(12);
    expect(fileIdOf(`${window.location.origin}/javaApi/file/download?fileId=3&expires=1&sig=x`)).toBe(3);
    expect(fileIdOf('https://cdn.example.com/javaApi/file/getFile?fileId=12')).toBeUndefined();
    expect(fileIdOf('/javaApi/file/getFile?fileId=abc')).toBeUndefined();
    expect(needsSignedLink('/javaApi/file/getFile?fileId=12')).toBe(true);
    expect(needsSignedLink('/javaApi/file/download?fileId=12')).toBe(false);
  });

  it('accepts and describes the kind’s types', () => {
    expect(acceptOf('StaffPhoto')).toBe('.jpg,.jpeg,.png,.gif,.webp');
    expect(limitHintOf('StaffPhoto')).toBe('支持 JPG、PNG、GIF、WEBP 格式，不超过 10MB');
  });

  it('refuses a picked file by extension, size and emptiness, in the server’s words', () => {
    expect(pickRefusal('StaffPhoto', { name: '照片.JPEG', size: MB })).toBeUndefined();
    expect(pickRefusal('StaffPhoto', { name: '简历.pdf', size: MB })).toBe('教职工照片只能是 jpg、png、gif、webp 格式');
    expect(pickRefusal('StaffPhoto', { name: 'photo', size: MB })).toBe('教职工照片只能是 jpg、png、gif、webp 格式');
    expect(pickRefusal('SchoolLogo', { name: 'logo.png', size: 2 * MB + 1 })).toBe('园所标志不能超过 2MB');
    expect(pickRefusal('StaffPhoto', { name: 'a.png', size: 0 })).toBe('文件是空的，请重新选择');
  });

  it('takes fewer of the kind’s types where a control asks for fewer: a picture book’s cover is a picture', () => {
    const pictures = ['jpg', 'png'] as const;
    expect(acceptOf('DrawBook', pictures)).toBe('.jpg,.jpeg,.png');
    expect(limitHintOf('DrawBook', pictures)).toBe('支持 JPG、PNG 格式，不超过 200MB');
    expect(pickRefusal('DrawBook', { name: '绘本.pdf', size: MB })).toBeUndefined();
    expect(pickRefusal('DrawBook', { name: '绘本.pdf', size: MB }, pictures)).toBe('绘本只能是 jpg、png 格式');
  });
});
