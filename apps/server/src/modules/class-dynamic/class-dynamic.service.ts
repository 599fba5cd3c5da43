import type { StudentPeriodPageInput } from '@yuanwu/shared';
import { schoolDate } from '../../clock.js';
import { addDays, chinaDayStart } from '../../core/calendar.js';
import { notFound } from '../../core/errors.js';
import { rowsOfPage } from '../../core/paging.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { childrenByIds, classRecordsOf } from '../child/index.js';
import * as repository from './class-dynamic.repository.js';

interface ClassStay {
  classId: number;
  startDate: string;
  /** The first day out of the class; null while the child is still in it. */
  endDate: string | null;
}

/** The part of each stay within the interval (either end may be open), as instants of school days. */
function classWindows(stays: ClassStay[], range: { startDate?: string | undefined; endDate?: string | undefined }): repository.ClassWindow[] {
  const dayAfterRange = range.endDate && addDays(range.endDate, 1);
  return stays.flatMap((stay) => {
    const from = range.startDate && range.startDate > stay.startDate ? range.startDate : stay.startDate;
    const until = [stay.endDate, dayAfterRange].filter((day): day is string => Boolean(day)).sort()[0];
    if (until !== undefined && until <= from) return [];
    return [{ classId: stay.classId, from: chinaDayStart(from), until: until && chinaDayStart(until) }];
  });
}

export function classDynamicService() {
  return {
    /**
     * The photos and videos a child appears among: those of each class the child was in, shared
     * while the child was in it, within the interval; a page of them newest first.
     */
    async studentAlbum(db: SchoolDb, input: StudentPeriodPageInput) {
      const [child] = await childrenByIds(db, [input.studentId]);
      if (!child) throw notFound('幼儿');
      const windows = classWindows(await classRecordsOf(db, child.id), input);
      if (windows.length === 0) return { list: [], total: 0, photoCount: 0, videoCount: 0 };
      const [media, counts] = await Promise.all([
        repository.mediaPage(db, windows, rowsOfPage(input)),
        repository.countMedia(db, windows),
      ]);
      return { list: media.map((item) => ({ ...item, date: schoolDate(new Date(item.createdAt)) })), ...counts };
    },
  };
}

export type ClassDynamicService = ReturnType<typeof classDynamicService>;
