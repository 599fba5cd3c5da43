import {
  DrawbookPageType,
  drawbookPageTypeLabel,
  gradeLevelLabel,
  IMAGE_TYPES,
  type AddDrawbookInput,
  type AttachedFile,
  type DrawbookCountInput,
  type DrawbookDetail,
  type DrawbookGrades,
  type DrawbookListInput,
  type DrawbookPageType as PageType,
  type DrawbookRow,
  type UpdateDrawbookInput,
} from '@yuanwu/shared';
import { iso, type Clock } from '../../clock.js';
import { invalidParams, notFound } from '../../core/errors.js';
import { rowsOfRange } from '../../core/paging.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import { assertFileReferences, attachedFiles, type FileService } from '../files/index.js';
import * as repository from './drawbook.repository.js';

export interface DrawbookServiceDeps {
  clock: Clock;
  /** Removes the files a book lets go, unless another record still names them. */
  files: Pick<FileService, 'removeUnused'>;
}

const DRAWBOOK_KINDS = ['DrawBook'] as const;

/** Another school's books are not reachable: naming its school finds nothing, as with any other row. */
function assertOwnSchool(session: SessionIdentity, schoolId: number | undefined): void {
  if (schoolId !== undefined && schoolId !== session.schoolId) throw notFound('园所');
}

const filterOf = (input: DrawbookCountInput) => ({ gradeLevel: input.gradeId, searchContent: input.searchContent });

function rowOf(book: repository.StoredDrawbook): DrawbookRow {
  const pageType = book.pageType as PageType;
  return {
    drawbookId: book.id,
    drawbookName: book.name,
    schoolId: book.schoolId,
    gradeId: book.gradeLevel,
    gradeName: gradeLevelLabel[book.gradeLevel] ?? '',
    author: book.author ?? '',
    introduction: book.introduction ?? '',
    coverFileId: book.coverFileId,
    pageType,
    pageTypeName: drawbookPageTypeLabel[pageType],
    pageCount: Number(book.pageCount ?? 0),
    adderId: book.adderId,
    adderName: book.adderName,
    addTime: book.createdAt,
    updateTime: book.updatedAt,
  };
}

/**
 * 绘本: the school's picture books. A cover is a picture; the pages are pictures in order or one PDF,
 * all uploaded as kind DrawBook by the one who saves the book (files the book holds already stay,
 * whoever uploaded them). The files a book lets go, by an edit or by its deletion, leave the store
 * unless another record still names them.
 */
export function drawbookService(deps: DrawbookServiceDeps) {
  /** The files a save names, checked: the school's, of kind DrawBook, a picture for the cover, and pictures or one PDF for the pages. */
  async function checkedPageType(db: SchoolDb, session: SessionIdentity, input: AddDrawbookInput, kept: readonly number[]): Promise<PageType> {
    const rules = { kinds: DRAWBOOK_KINDS, uploadedBy: session.teacherId, kept };
    await assertFileReferences(db, [input.coverFileId], rules);
    await assertFileReferences(db, input.pageFileIds, rules);
    const [cover] = await attachedFiles(db, [{ fileId: input.coverFileId }]);
    if (!cover || !IMAGE_TYPES.includes(cover.fileType)) throw invalidParams(`封面须为图片（${IMAGE_TYPES.join('、')}）`, 'coverFileId');
    const pages = await attachedFiles(db, input.pageFileIds.map((fileId) => ({ fileId })));
    const pdfCount = pages.filter((page) => page.fileType === 'pdf').length;
    if (pdfCount === 0) return DrawbookPageType.PICTURES;
    if (pages.length > 1) throw invalidParams('绘本内容为 PDF 时只能是一个 PDF 文件；多页图片请都上传为图片', 'pageFileIds');
    return DrawbookPageType.PDF;
  }

  async function existing(db: SchoolDb, drawbookId: number) {
    const book = await repository.findBook(db, drawbookId);
    if (!book) throw notFound('绘本');
    return book;
  }

  const fieldsOf = (input: AddDrawbookInput, pageType: PageType) => ({
    name: input.drawbookName,
    gradeLevel: input.gradeId,
    author: input.author,
    introduction: input.introduction,
    coverFileId: input.coverFileId,
    pageType,
  });

  return {
    async count(db: SchoolDb, session: SessionIdentity, input: DrawbookCountInput) {
      assertOwnSchool(session, input.schoolId);
      return { count: await repository.bookCount(db, filterOf(input)) };
    },

    async list(db: SchoolDb, session: SessionIdentity, input: DrawbookListInput): Promise<DrawbookRow[]> {
      assertOwnSchool(session, input.schoolId);
      return (await repository.bookList(db, filterOf(input), rowsOfRange(input))).map(rowOf);
    },

    async grades(db: SchoolDb, session: SessionIdentity, input: { schoolId?: number | undefined }): Promise<DrawbookGrades> {
      assertOwnSchool(session, input.schoolId);
      const counts = await repository.gradeCounts(db);
      return counts.map((row) => ({ gradeId: row.gradeLevel, gradeName: gradeLevelLabel[row.gradeLevel] ?? '', count: Number(row.n) }));
    },

    async detail(db: SchoolDb, drawbookId: number): Promise<DrawbookDetail> {
      const book = await existing(db, drawbookId);
      const fileIds = await repository.pageFileIds(db, drawbookId);
      const [cover, ...pages] = await attachedFiles(db, [{ fileId: book.coverFileId }, ...fileIds.map((fileId) => ({ fileId }))]);
      return { ...rowOf(book), cover: cover as AttachedFile, pages };
    },

    async add(db: SchoolDb, session: SessionIdentity, input: AddDrawbookInput) {
      const pageType = await checkedPageType(db, session, input, []);
      const at = iso(deps.clock.now());
      const drawbookId = await inTransaction(db, async (trx) => {
        const id = await repository.insertBook(trx, { ...fieldsOf(input, pageType), adderId: session.teacherId, createdAt: at, updatedAt: at });
        await repository.replacePages(trx, id, input.pageFileIds);
        return id;
      });
      return { drawbookId };
    },

    async update(db: SchoolDb, session: SessionIdentity, input: UpdateDrawbookInput) {
      const book = await existing(db, input.drawbookId);
      const before = [book.coverFileId, ...(await repository.pageFileIds(db, book.id))];
      const pageType = await checkedPageType(db, session, input, before);
      await inTransaction(db, async (trx) => {
        await repository.updateBook(trx, book.id, { ...fieldsOf(input, pageType), updatedAt: iso(deps.clock.now()) });
        await repository.replacePages(trx, book.id, input.pageFileIds);
      });
      const kept = new Set([input.coverFileId, ...input.pageFileIds]);
      await deps.files.removeUnused(db, before.filter((fileId) => !kept.has(fileId)));
      return { success: true as const };
    },

    async remove(db: SchoolDb, drawbookId: number) {
      const book = await existing(db, drawbookId);
      const fileIds = [book.coverFileId, ...(await repository.pageFileIds(db, drawbookId))];
      if (!(await inTransaction(db, (trx) => repository.deleteBook(trx, drawbookId)))) throw notFound('绘本');
      await deps.files.removeUnused(db, fileIds);
      return { success: true as const };
    },
  };
}

export type DrawbookService = ReturnType<typeof drawbookService>;
