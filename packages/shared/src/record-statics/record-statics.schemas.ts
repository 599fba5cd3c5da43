import { z } from 'zod';
import { EvaluationRange, evaluationRange, evaluationRangeRule } from '../appraise/appraise.schemas.js';
import { id, intAmong, pageInput, pageOf } from '../endpoint.js';
import { OBSERVATION_DOMAINS } from '../child-growth/observation-catalogue.js';

/** The records teachers keep of children that these statistics count. */
export const ChildRecordKind = { GROWTH_RECORD: 1, OBSERVATION: 2 } as const;
export const childRecordKindLabel: Record<number, string> = { 1: '成长记录', 2: '观察记录' };
export const CHILD_RECORD_KINDS = Object.values(ChildRecordKind);

/** The five domains of the guide, and 学习品质 (6), which observations are filed under too. */
const field = () => intAmong(OBSERVATION_DOMAINS, '领域应为1（健康）至6（学习品质）');

export const RecordRangeInput = z.object({ ...evaluationRange, gradeId: id().optional() }).refine(...evaluationRangeRule);
export type RecordRangeInput = z.infer<typeof RecordRangeInput>;

const counts = {
  growthRecordCount: z.number().int(),
  observationCount: z.number().int(),
  total: z.number().int(),
};

export const FieldRecordCount = z.object({ field: z.number().int(), fieldName: z.string(), ...counts });
export const FieldStatistics = z.object({ range: EvaluationRange, list: z.array(FieldRecordCount) });

export const GradeRecordCount = z.object({ gradeId: z.number().int(), gradeName: z.string(), teacherCount: z.number().int(), ...counts });
export const GradeStatistics = z.object({ range: EvaluationRange, list: z.array(GradeRecordCount) });

/** A class's records by field: the grade table's rows. */
export const ClassFieldCount = z.object({
  classId: z.number().int(),
  className: z.string(),
  gradeId: z.number().int(),
  gradeName: z.string(),
  /** Records of each field (健康 ... 艺术, 学习品质), in field order 1 to 6. */
  fieldCounts: z.array(z.number().int()),
  total: z.number().int(),
});
export const GradeStatisticsList = z.object({ range: EvaluationRange, list: z.array(ClassFieldCount) });

export const TeacherRecordCount = z.object({
  teacherId: z.number().int(),
  teacherName: z.string(),
  ...counts,
  lastDate: z.string().nullable(),
});
export const TeacherRecordListInput = z.object({ ...evaluationRange, gradeId: id().optional(), searchContent: z.string().trim().max(50).optional() }).refine(...evaluationRangeRule);
export const TeacherRecordList = z.object({ range: EvaluationRange, list: z.array(TeacherRecordCount) });

export const ChildRecordListInput = z
  .object({
    ...pageInput,
    ...evaluationRange,
    gradeId: id().optional(),
    classId: id().optional(),
    teacherId: id().optional(),
    field: field().optional(),
    recordType: intAmong(CHILD_RECORD_KINDS, '记录类型应为1（成长记录）或2（观察记录）').optional(),
  })
  .refine(...evaluationRangeRule);
export type ChildRecordListInput = z.infer<typeof ChildRecordListInput>;

export const RecordRow = z.object({
  recordType: z.number().int(),
  recordId: z.number().int(),
  recordDate: z.string(),
  field: z.number().int(),
  fieldName: z.string(),
  classId: z.number().int(),
  className: z.string(),
  teacherId: z.number().int(),
  teacherName: z.string(),
  /** A growth record's text, or an observation's activity and note. */
  content: z.string(),
  childCount: z.number().int(),
});
export type RecordRow = z.infer<typeof RecordRow>;
export const RecordPage = pageOf(RecordRow).extend({ range: EvaluationRange });

export const TeacherRecordInput = z.object({ ...evaluationRange, teacherId: id() }).refine(...evaluationRangeRule);
export const TeacherRecordPageInput = z.object({ ...pageInput, ...evaluationRange, teacherId: id(), field: field().optional() }).refine(...evaluationRangeRule);

export const MonthRecordCount = z.object({ month: z.string(), ...counts });
export const TeacherRecordChart = z.object({
  range: EvaluationRange,
  teacherId: z.number().int(),
  teacherName: z.string(),
  monthList: z.array(MonthRecordCount),
  fieldList: z.array(FieldRecordCount),
});

export const RecordRef = z.object({ recordType: intAmong(CHILD_RECORD_KINDS, '记录类型应为1或2'), recordId: id() });
export const MAX_EXPORT_RECORDS = 1000;
export const ExportRecordInput = z.object({
  recordList: z
    .array(RecordRef)
    .min(1, '请选择要导出的记录')
    .max(MAX_EXPORT_RECORDS, `一次最多导出${MAX_EXPORT_RECORDS}条`),
});
