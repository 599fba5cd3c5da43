import { fileKinds, type FileKindName } from '@yuanwu/shared';
import { invalidParams, notFound } from '../../core/errors.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { filesByIds } from './files.repository.js';

export interface FileReferenceRules {
  /** The kinds the row accepts; any kind when unset. */
  kinds?: readonly FileKindName[];
  /**
   * Families see what such rows show, so only files the caller uploaded may be attached: nobody
   * passes on someone else's file (a child's photo, say) by its number.
   */
  uploadedBy?: number;
  /** The same for a guardian's files on the family page: only those they uploaded. */
  uploadedByGuardian?: number;
  /** Files the row holds already: they stay, whoever uploaded them. */
  kept?: readonly number[];
}

/** Refuses a write that names a file twice, a file the school does not have, or one the rules exclude. */
export async function assertFileReferences(db: SchoolDb, fileIds: readonly number[], rules: FileReferenceRules = {}): Promise<void> {
  if (new Set(fileIds).size !== fileIds.length) throw invalidParams('同一个文件不能重复添加');
  const checked = fileIds.filter((fileId) => !rules.kept?.includes(fileId));
  const found = new Map((await filesByIds(db, checked)).map((file) => [file.id, file]));
  for (const fileId of checked) {
    const file = found.get(fileId);
    if (!file) throw notFound(`文件（编号${fileId}）`);
    if (rules.uploadedBy !== undefined && file.uploaderTeacherId !== rules.uploadedBy) {
      throw invalidParams(`文件（编号${fileId}）不是您上传的，请重新上传后再添加`);
    }
    if (rules.uploadedByGuardian !== undefined && file.uploaderGuardianId !== rules.uploadedByGuardian) {
      throw invalidParams(`文件（编号${fileId}）不是您上传的，请重新上传后再添加`);
    }
    if (rules.kinds && !rules.kinds.includes(file.kind)) {
      throw invalidParams(`文件（编号${fileId}）须为${rules.kinds.map((kind) => fileKinds[kind].label).join('或')}`);
    }
  }
}
