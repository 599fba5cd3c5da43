import { DrawbookPageType, IMAGE_TYPES, type DrawbookDetail, type DrawbookPageType as PageType, type FileTypeName } from '@yuanwu/shared';
import { fileIdOf, privateFileLink } from '../../components/upload/file-links';
import type { DrawbookSave } from './drawbook.queries';

/** A cover, and a book's pages when they are pictures: pictures only, of the kind that takes a PDF too. */
export const PICTURE_TYPES = IMAGE_TYPES;
export const PDF_TYPES: readonly FileTypeName[] = ['pdf'];

/** The book form: its pages as pictures or as one PDF, each upload control keeping its files' links. */
export interface DrawbookFormValues {
  drawbookName: string;
  gradeId: number | undefined;
  author: string;
  introduction: string;
  cover: string | null;
  pageType: PageType;
  pictures: string[];
  pdf: string | null;
}

/** A new book starts as pictures; a book to edit shows its own files. */
export function formValuesOf(book: DrawbookDetail | undefined): DrawbookFormValues {
  if (!book) return { drawbookName: '', gradeId: undefined, author: '', introduction: '', cover: null, pageType: DrawbookPageType.PICTURES, pictures: [], pdf: null };
  const links = book.pages.map((page) => privateFileLink(page.fileId));
  const isPdf = book.pageType === DrawbookPageType.PDF;
  return {
    drawbookName: book.drawbookName,
    gradeId: book.gradeId,
    author: book.author,
    introduction: book.introduction,
    cover: privateFileLink(book.coverFileId),
    pageType: isPdf ? DrawbookPageType.PDF : DrawbookPageType.PICTURES,
    pictures: isPdf ? [] : links,
    pdf: isPdf ? (links[0] ?? null) : null,
  };
}

/** What the add or update call takes: the pages of the chosen form only. */
export function saveInputOf(values: DrawbookFormValues, drawbookId: number | undefined): DrawbookSave {
  const pages = values.pageType === DrawbookPageType.PDF ? (values.pdf ? [values.pdf] : []) : values.pictures;
  return {
    ...(drawbookId ? { drawbookId } : {}),
    drawbookName: values.drawbookName,
    gradeId: values.gradeId!,
    author: values.author || null,
    introduction: values.introduction || null,
    coverFileId: (values.cover && fileIdOf(values.cover)) || 0,
    pageFileIds: pages.flatMap((link) => fileIdOf(link) ?? []),
  };
}

/** What the preview turns through: the cover first, then each page picture. */
export function previewPagesOf(book: Pick<DrawbookDetail, 'cover' | 'pages' | 'pageType'>): { fileId: number; label: string }[] {
  const pictures = book.pageType === DrawbookPageType.PDF ? [] : book.pages.map((page, index) => ({ fileId: page.fileId, label: `第 ${index + 1} / ${book.pages.length} 页` }));
  return [{ fileId: book.cover.fileId, label: '封面' }, ...pictures];
}
