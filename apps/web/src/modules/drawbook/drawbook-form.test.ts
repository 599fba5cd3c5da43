import { DrawbookPageType, type DrawbookDetail } from '@yuanwu/shared';
import { describe, expect, it } from 'vitest';
import { formValuesOf, previewPagesOf, saveInputOf } from './drawbook-form';

const file = (fileId: number, fileType: 'png' | 'pdf' = 'png') => ({ fileId, fileName: `${fileId}.${fileType}`, fileType, size: 100 });
const book = (pageType: number, pages: ReturnType<typeof file>[]): DrawbookDetail => ({
  drawbookId: 7,
  drawbookName: '好饿的毛毛虫',
  schoolId: 1,
  gradeId: 2,
  gradeName: '小班',
  author: '艾瑞·卡尔',
  introduction: '',
  coverFileId: 10,
  pageType,
  pageTypeName: '',
  pageCount: pages.length,
  adderId: 1,
  adderName: '张园长',
  addTime: '2026-11-01T02:00:00.000Z',
  updateTime: '2026-11-01T02:00:00.000Z',
  cover: file(10),
  pages,
});

describe('the picture book form', () => {
  it('shows a book of pictures and saves its pages in order', () => {
    const values = formValuesOf(book(DrawbookPageType.PICTURES, [file(11), file(12)]));
    expect(values).toMatchObject({ cover: '/javaApi/file/getFile?fileId=10', pageType: DrawbookPageType.PICTURES, pictures: ['/javaApi/file/getFile?fileId=11', '/javaApi/file/getFile?fileId=12'], pdf: null });
    expect(saveInputOf({ ...values, pictures: [...values.pictures].reverse(), introduction: '' }, 7)).toEqual({
      drawbookId: 7,
      drawbookName: '好饿的毛毛虫',
      gradeId: 2,
      author: '艾瑞·卡尔',
      introduction: null,
      coverFileId: 10,
      pageFileIds: [12, 11],
    });
  });

  it('keeps a PDF book’s one file, and sends only the chosen form’s pages', () => {
    const values = formValuesOf(book(DrawbookPageType.PDF, [file(20, 'pdf')]));
    expect(values).toMatchObject({ pageType: DrawbookPageType.PDF, pictures: [], pdf: '/javaApi/file/getFile?fileId=20' });
    expect(saveInputOf({ ...values, pictures: ['/javaApi/file/getFile?fileId=30'] }, undefined)).toMatchObject({ pageFileIds: [20] });
    expect(saveInputOf({ ...values, pageType: DrawbookPageType.PICTURES, pictures: ['/javaApi/file/getFile?fileId=30'] }, undefined)).toMatchObject({ pageFileIds: [30] });
    expect(formValuesOf(undefined)).toMatchObject({ pageType: DrawbookPageType.PICTURES, cover: null, pictures: [] });
  });

  it('turns the preview through the cover and then the pictures; a PDF book previews its cover', () => {
    expect(previewPagesOf(book(DrawbookPageType.PICTURES, [file(11), file(12)]))).toEqual([
      { fileId: 10, label: '封面' },
      { fileId: 11, label: '第 1 / 2 页' },
      { fileId: 12, label: '第 2 / 2 页' },
    ]);
    expect(previewPagesOf(book(DrawbookPageType.PDF, [file(20, 'pdf')]))).toEqual([{ fileId: 10, label: '封面' }]);
  });
});
