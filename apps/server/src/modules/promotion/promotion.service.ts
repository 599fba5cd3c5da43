import { GradeLevel, gradeLevelLabel, type PromotionInput } from '@yuanwu/shared';
import { iso, type Clock } from '../../clock.js';
import { deleteRefused, invalidParams, notFound } from '../../core/errors.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import { yearHasAttendance } from '../attendance/index.js';
import { cancelCardsOfChildren } from '../child/index.js';
import * as classes from '../class-group/index.js';
import { CLASS_PREFIX } from '../class-group/index.js';
import { countChildrenByClass } from '../class-group/index.js';
import { findYear } from '../school-year/index.js';
import type { SchoolYearService } from '../school-year/index.js';
import { numbersTakenSince, restoreCardsCancelledBy } from '../student-card/index.js';
import * as repository from './promotion.repository.js';

interface PlannedClass {
  fromClassId: number;
  fromClassName: string;
  fromGradeName: string;
  fromLevel: number;
  /** null: the class graduates. */
  toLevel: number | null;
  toGradeName: string | null;
  toClassName: string | null;
  childCount: number;
  teachers: { teacherId: number; teacherName: string; position: number }[];
}

/** One grade up: 托班 → 小班 → 中班 → 大班, 大班 graduates; 其他 stays as it is. */
function nextLevel(level: number): number | null {
  if (level === GradeLevel.LARGE) return null;
  if (level === GradeLevel.OTHER) return GradeLevel.OTHER;
  return level + 1;
}

/** 小一班 becomes 中一班; a name that does not start with its grade's character is kept. */
function promotedName(name: string, fromLevel: number, toLevel: number): string {
  const from = CLASS_PREFIX[fromLevel];
  const to = CLASS_PREFIX[toLevel];
  return from && to && name.startsWith(from) ? to + name.slice(from.length) : name;
}

export function promotionService(deps: { clock: Clock; years: SchoolYearService }) {
  async function plan(db: SchoolDb, input: PromotionInput) {
    const fromYear = await findYear(db, input.fromYearId);
    if (!fromYear) throw notFound('学年');
    if (input.newYear.startDate <= fromYear.endDate) throw invalidParams('新学年须在原学年结束之后开始');
    await deps.years.check(db, input.newYear);
    const rows = await classes.listClasses(db, { yearId: fromYear.id });
    const [assigned, counts] = await Promise.all([
      classes.teachersOfClasses(db, rows.map((row) => row.classId)),
      countChildrenByClass(db, rows.map((row) => row.classId)),
    ]);
    const planned: PlannedClass[] = rows.map((row) => {
      const toLevel = nextLevel(row.gradeLevel);
      return {
        fromClassId: row.classId,
        fromClassName: row.className,
        fromGradeName: row.gradeName,
        fromLevel: row.gradeLevel,
        toLevel,
        toGradeName: toLevel === null ? null : toLevel === GradeLevel.OTHER ? row.gradeName : gradeLevelLabel[toLevel]!,
        toClassName: toLevel === null ? null : promotedName(row.className, row.gradeLevel, toLevel),
        childCount: counts.get(row.classId) ?? 0,
        teachers: assigned.filter((teacher) => teacher.classId === row.classId).map(({ teacherId, teacherName, position }) => ({ teacherId, teacherName, position })),
      };
    });
    const names = planned.flatMap((item) => (item.toClassName ? [item.toClassName] : []));
    const repeated = names.find((name, index) => names.indexOf(name) !== index);
    if (repeated) throw invalidParams(`升班后会有两个「${repeated}」，请先给原班级改名`);
    return { fromYear, planned };
  }

  return {
    async preview(db: SchoolDb, input: PromotionInput) {
      const { fromYear, planned } = await plan(db, input);
      return {
        fromYearName: fromYear.name,
        newYearName: input.newYear.yearName,
        classes: planned.map(({ fromLevel: _from, toLevel: _to, ...shown }) => shown),
        movingChildren: planned.filter((item) => item.toLevel !== null).reduce((sum, item) => sum + item.childCount, 0),
        graduatingChildren: planned.filter((item) => item.toLevel === null).reduce((sum, item) => sum + item.childCount, 0),
      };
    },

    /** All in one transaction: the new year, its grades and classes, every child moved or graduated. */
    async promote(db: SchoolDb, session: SessionIdentity, input: PromotionInput) {
      const { fromYear, planned } = await plan(db, input);
      const keepTeachers = new Set(input.keepTeacherClassIds);
      return inTransaction(db, async (trx) => {
        const yearId = await deps.years.create(trx, input.newYear);
        const promotionId = await repository.insertPromotion(trx, { fromYearId: fromYear.id, toYearId: yearId, createdAt: iso(deps.clock.now()) });
        const gradeIds = new Map<string, number>();
        let movedChildren = 0;
        let graduatedChildren = 0;
        for (const item of planned) {
          const childIds = (await repository.childIdsInClass(trx, item.fromClassId)).map((row) => row.id);
          await repository.closeClassRecords(trx, item.fromClassId, childIds, { startDate: fromYear.startDate, endDate: fromYear.endDate, promotionId });
          if (item.toLevel === null || !item.toGradeName || !item.toClassName) {
            await repository.graduateChildren(trx, childIds, fromYear.endDate);
            // A card no longer collects a child who has left, as when one child graduates.
            await cancelCardsOfChildren(trx, childIds, { at: iso(deps.clock.now()), teacherId: session.teacherId, promotionId });
            graduatedChildren += childIds.length;
            continue;
          }
          const gradeKey = `${item.toLevel}:${item.toGradeName}`;
          if (!gradeIds.has(gradeKey)) {
            gradeIds.set(gradeKey, await classes.insertGrade(trx, { schoolYearId: yearId, name: item.toGradeName, level: item.toLevel, managerTeacherId: null, promotionId }));
          }
          const classId = await classes.insertClass(trx, {
            schoolYearId: yearId,
            gradeId: gradeIds.get(gradeKey)!,
            name: item.toClassName,
            createdAt: iso(deps.clock.now()),
            promotionId,
          });
          if (keepTeachers.has(item.fromClassId)) await repository.copyClassTeachers(trx, item.fromClassId, classId);
          await repository.moveChildren(trx, childIds, classId);
          await repository.openClassRecords(trx, classId, childIds, { startDate: input.newYear.startDate, promotionId });
          movedChildren += childIds.length;
        }
        return { yearId, movedChildren, graduatedChildren };
      });
    },

    /** Puts every child back where the promotion found them and removes the year it made. */
    async undo(db: SchoolDb, yearId: number) {
      const promotion = await repository.findPromotionInto(db, yearId);
      if (!promotion) throw notFound('升班记录');
      if (await yearHasAttendance(db, yearId)) throw deleteRefused('新学年已开始考勤，不能撤销升班');
      const newClasses = await repository.classesOfYear(db, yearId);
      const added = newClasses.find((item) => item.promotionId !== promotion.id);
      if (added) throw deleteRefused(`新学年已新建班级「${added.name}」，请先删除该班级再撤销升班`);
      const opened = await repository.recordsOpenedBy(db, promotion.id);
      if (opened.some((record) => record.endDate !== null)) throw deleteRefused('升班后已有幼儿转班或离园，不能撤销升班');
      const promoted = new Set(opened.map((record) => record.childId));
      const present = await repository.childrenInClasses(db, newClasses.map((item) => item.id));
      if (present.some((child) => !promoted.has(child.id))) throw deleteRefused('新学年的班级已有新加入的幼儿，不能撤销升班');
      const [takenCardNo] = await numbersTakenSince(db, promotion.id);
      if (takenCardNo) throw deleteRefused(`毕业幼儿的接送卡 ${takenCardNo} 已发给他人，不能撤销升班`);
      const closed = await repository.recordsClosedBy(db, promotion.id);
      await inTransaction(db, async (trx) => {
        await repository.eraseOpenedRecords(trx, promotion.id);
        for (const classId of new Set(closed.map((record) => record.classId))) {
          const childIds = closed.filter((record) => record.classId === classId).map((record) => record.childId);
          await repository.restoreChildren(trx, childIds, classId);
        }
        await repository.reopenClosedRecords(trx, promotion.id);
        await restoreCardsCancelledBy(trx, promotion.id);
        await repository.deletePromotedClasses(trx, promotion.id, newClasses.map((item) => item.id));
        await deps.years.remove(trx, yearId);
      });
      return { success: true as const };
    },
  };
}

export type PromotionService = ReturnType<typeof promotionService>;
