import {
  grantsModule,
  GUIDE_TARGETS,
  guideDomainLabel,
  guideSubDomain,
  guideTargetTitle,
  type AddAppraiseInput,
  type AppraiseDetail,
  type AppraiseListInput,
  type AppraiseStatistics,
  type EvaluationRangeInput,
  type UpdateAppraiseInput,
} from '@yuanwu/shared';
import { iso, schoolDate, type Clock } from '../../clock.js';
import { isUniqueViolation } from '../../core/constraint-errors.js';
import { deleteRefused, invalidParams, notAllowed, notFound } from '../../core/errors.js';
import { rowsOfPage } from '../../core/paging.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import { findClass } from '../class-group/index.js';
import { activeTeacherIds } from '../teacher/index.js';
import * as repository from './appraise.repository.js';
import { evaluationRangeOf } from './evaluation-range.js';

/** Besides its appraiser, a role holding 评价设置 changes or deletes an appraisal. */
const MANAGES_APPRAISALS = 'TeachEvaluate.AppraiseSetting';
const ALREADY_APPRAISED = '您已评价过这位教师当天的这个活动，请修改原评价';
const DONE = { success: true } as const;

/** A mean of 1..5 scores as shown: one decimal. */
export const oneDecimal = (value: number | string | null | undefined) => (value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10);

export function appraiseService(deps: { clock: Clock }) {
  const today = () => schoolDate(deps.clock.now());

  async function loadField(db: SchoolDb, fieldId: number) {
    const field = await repository.findField(db, fieldId);
    if (!field) throw notFound('评价维度');
    return field;
  }

  async function assertNameFree(db: SchoolDb, name: string, exceptId?: number) {
    const taken = await repository.fieldNamed(db, name);
    if (taken && taken.id !== exceptId) throw invalidParams(`评价维度“${name}”已存在`, 'fieldName');
  }

  /** The appraisal, once the caller may change it. */
  async function editable(db: SchoolDb, session: SessionIdentity, appraiseId: number) {
    const found = await repository.findAppraisal(db, appraiseId);
    if (!found) throw notFound('评价');
    if (!canEdit(session, found.appraiserId)) throw notAllowed('只有评价人本人或有评价设置权限的角色可以修改、删除这条评价');
    return found;
  }

  const canEdit = (session: SessionIdentity, appraiserId: number) => appraiserId === session.teacherId || grantsModule(session.modules, MANAGES_APPRAISALS);

  /** What an add or update stores, once its teacher, class, date and fields are checked. */
  async function checkedContent(db: SchoolDb, session: SessionIdentity, input: AddAppraiseInput) {
    if (input.teacherId === session.teacherId) throw notAllowed('不能评价自己的活动');
    if (input.lessonDate > today()) throw invalidParams('活动日期不能晚于今天', 'lessonDate');
    const [teachers, found, known] = await Promise.all([
      activeTeacherIds(db, [input.teacherId]),
      input.classId ? findClass(db, input.classId) : Promise.resolve(null),
      repository.fieldIds(db),
    ]);
    if (!teachers.has(input.teacherId)) throw notFound('教师');
    if (input.classId && !found) throw notFound('班级');
    if (input.scoreList.some((item) => !known.includes(item.fieldId))) throw notFound('评价维度');
    return {
      row: {
        teacherId: input.teacherId,
        classId: input.classId ?? null,
        appraiseType: input.appraiseType,
        lessonName: input.lessonName,
        lessonDate: input.lessonDate,
        remark: input.remark,
      },
      content: { scores: input.scoreList.map(({ fieldId, score, remark }) => ({ fieldId, score, remark })), targetIds: input.targetIdList },
    };
  }

  /** Two adds of the same lesson racing meet the unique key: the loser hears what the check says. */
  async function once<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw notAllowed(ALREADY_APPRAISED);
      throw error;
    }
  }

  return {
    async fields(db: SchoolDb) {
      const rows = await repository.fields(db);
      return rows.map((row) => ({ ...row, appraiseCount: Number(row.appraiseCount ?? 0) }));
    },

    async addField(db: SchoolDb, input: { fieldName: string; description: string | null }) {
      await assertNameFree(db, input.fieldName);
      const fieldId = await inTransaction(db, async (trx) =>
        repository.insertField(trx, { name: input.fieldName, description: input.description, sortOrder: (await repository.lastSortOrder(trx)) + 1, createdAt: iso(deps.clock.now()) }),
      );
      return { fieldId };
    },

    async updateField(db: SchoolDb, input: { fieldId: number; fieldName: string; description: string | null }) {
      await loadField(db, input.fieldId);
      await assertNameFree(db, input.fieldName, input.fieldId);
      await repository.updateField(db, input.fieldId, { name: input.fieldName, description: input.description });
      return DONE;
    },

    /** A field that scored an appraisal stays, so that the appraisal reads as it was made. */
    async removeField(db: SchoolDb, fieldId: number) {
      const field = await loadField(db, fieldId);
      if (await repository.fieldIsScored(db, fieldId)) throw deleteRefused(`评价维度“${field.name}”已有评价使用，不能删除`);
      await repository.deleteField(db, fieldId);
      return DONE;
    },

    async setFieldOrder(db: SchoolDb, orderedIds: number[]) {
      await inTransaction(db, async (trx) => {
        const known = await repository.fieldIds(trx);
        if (known.length !== orderedIds.length || orderedIds.some((fieldId) => !known.includes(fieldId))) throw invalidParams('请给出本园全部评价维度的顺序', 'fieldIdList');
        await repository.setFieldOrder(trx, orderedIds);
      });
      return DONE;
    },

    async moveField(db: SchoolDb, input: { fieldId: number; sortOrder: number }) {
      await loadField(db, input.fieldId);
      await inTransaction(db, async (trx) => {
        const others = (await repository.fieldIds(trx)).filter((fieldId) => fieldId !== input.fieldId);
        const place = Math.min(input.sortOrder, others.length + 1) - 1;
        await repository.setFieldOrder(trx, [...others.slice(0, place), input.fieldId, ...others.slice(place)]);
      });
      return DONE;
    },

    targetOptions(domainId: number | undefined) {
      return GUIDE_TARGETS.filter((target) => !domainId || target.domainId === domainId).map((target) => ({
        targetId: target.targetId,
        domainId: target.domainId,
        domainName: guideDomainLabel[target.domainId]!,
        subDomainName: guideSubDomain(target.subDomainId)!.name,
        targetName: target.name,
        title: guideTargetTitle(target.targetId),
      }));
    },

    async exists(db: SchoolDb, session: SessionIdentity, input: { teacherId: number; lessonDate: string; lessonName: string }) {
      const found = await repository.appraisalOfLesson(db, { appraiserId: session.teacherId, ...input });
      return { isExists: !!found, appraiseId: found?.id ?? null };
    },

    async add(db: SchoolDb, session: SessionIdentity, input: AddAppraiseInput) {
      const { row, content } = await checkedContent(db, session, input);
      if (await repository.appraisalOfLesson(db, { appraiserId: session.teacherId, ...row })) throw notAllowed(ALREADY_APPRAISED);
      const now = iso(deps.clock.now());
      const appraiseId = await once(() => inTransaction(db, (trx) => repository.insertAppraisal(trx, { ...row, appraiserId: session.teacherId, createdAt: now, updatedAt: now }, content)));
      return { appraiseId };
    },

    async update(db: SchoolDb, session: SessionIdentity, input: UpdateAppraiseInput) {
      const found = await editable(db, session, input.appraiseId);
      const { row, content } = await checkedContent(db, { ...session, teacherId: found.appraiserId }, input);
      const same = await repository.appraisalOfLesson(db, { appraiserId: found.appraiserId, ...row });
      if (same && same.id !== input.appraiseId) throw notAllowed(ALREADY_APPRAISED);
      await once(() => inTransaction(db, (trx) => repository.updateAppraisal(trx, input.appraiseId, { ...row, updatedAt: iso(deps.clock.now()) }, content)));
      return DONE;
    },

    async remove(db: SchoolDb, session: SessionIdentity, appraiseId: number) {
      await editable(db, session, appraiseId);
      await inTransaction(db, (trx) => repository.deleteAppraisal(trx, appraiseId));
      return DONE;
    },

    async list(db: SchoolDb, session: SessionIdentity, input: AppraiseListInput) {
      const range = await evaluationRangeOf(db, input, today());
      if (!range) return { list: [], total: 0, range };
      const { rows, total } = await repository.appraisalPage(db, { ...input, range }, rowsOfPage(input));
      const list = rows.map((row) => ({ ...row, averageScore: oneDecimal(row.averageScore) ?? 0, canEdit: canEdit(session, row.appraiserId) }));
      return { list, total, range };
    },

    async detail(db: SchoolDb, session: SessionIdentity, appraiseId: number): Promise<AppraiseDetail> {
      const found = await repository.findAppraisal(db, appraiseId);
      if (!found) throw notFound('评价');
      const [scoreList, targetIdList] = await Promise.all([repository.scoresOf(db, appraiseId), repository.targetsOf(db, appraiseId)]);
      const average = scoreList.reduce((sum, item) => sum + item.score, 0) / (scoreList.length || 1);
      return {
        ...found,
        averageScore: oneDecimal(average) ?? 0,
        canEdit: canEdit(session, found.appraiserId),
        scoreList,
        targetIdList,
        targetList: targetIdList.map((targetId) => ({ targetId, title: guideTargetTitle(targetId) })),
      };
    },

    async statistics(db: SchoolDb, input: EvaluationRangeInput & { teacherId?: number | undefined }): Promise<AppraiseStatistics> {
      const [range, fieldRows] = await Promise.all([evaluationRangeOf(db, input, today()), repository.fields(db)]);
      const fieldList = fieldRows.map(({ fieldId, fieldName }) => ({ fieldId, fieldName }));
      if (!range) return { range, fieldList, teacherList: [] };
      const [totals, averages] = await Promise.all([repository.teacherTotals(db, range, input.teacherId), repository.teacherFieldAverages(db, range, input.teacherId)]);
      const byTeacherField = new Map(averages.map((row) => [`${row.teacherId}:${row.fieldId}`, row]));
      const teacherList = totals.map((total) => ({
        teacherId: total.teacherId,
        teacherName: total.teacherName,
        appraiseCount: Number(total.appraiseCount),
        averageScore: oneDecimal(total.averageScore),
        fieldList: fieldList.map((field) => {
          const found = byTeacherField.get(`${total.teacherId}:${field.fieldId}`);
          return { ...field, averageScore: oneDecimal(found?.averageScore), scoreCount: Number(found?.scoreCount ?? 0) };
        }),
      }));
      return { range, fieldList, teacherList };
    },
  };
}

export type AppraiseService = ReturnType<typeof appraiseService>;
