import type { ActivitySafetyDetail, ActivitySafetyPlan } from '@yuanwu/shared';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT } from '../../components/dates';
import { fileIdOf, privateFileLink } from '../../components/upload/file-links';

export interface SafetyFormValues {
  activityKind: number;
  schoolActivityId?: number | null;
  classId?: number | null;
  activityName?: string;
  activityDate?: Dayjs | null;
  location?: string;
  planContent: string;
  itemList: { content: string; measure?: string }[];
  personList: { teacherId: number; duty?: string }[];
  attachments: string[];
}

export const newSafetyValues = (activityKind: number): Partial<SafetyFormValues> => ({ activityKind, itemList: [{ content: '' }], personList: [], attachments: [] });

/** The form's values of a stored plan. */
export const safetyValuesOf = (plan: ActivitySafetyDetail): SafetyFormValues => ({
  activityKind: plan.activityKind,
  schoolActivityId: plan.schoolActivityId,
  classId: plan.classId,
  activityName: plan.activityKind === 2 ? plan.activityName : '',
  activityDate: plan.activityKind === 2 ? dayjs(plan.activityDate) : null,
  location: plan.location ?? '',
  planContent: plan.planContent,
  itemList: plan.itemList.map((item) => ({ content: item.content, measure: item.measure ?? '' })),
  personList: plan.personList.map((person) => ({ teacherId: person.teacherId, duty: person.duty ?? '' })),
  attachments: plan.fileList.map((file) => privateFileLink(file.fileId)),
});

/** The call's plan of the form's values: only the fields of the kind chosen. */
export function safetyPlanOf(values: SafetyFormValues): ActivitySafetyPlan {
  const school = values.activityKind === 1;
  return {
    activityKind: values.activityKind,
    schoolActivityId: school ? (values.schoolActivityId ?? null) : null,
    classId: school ? null : (values.classId ?? null),
    activityName: school ? null : values.activityName || null,
    activityDate: school || !values.activityDate ? null : values.activityDate.format(DATE_FORMAT),
    location: values.location || null,
    planContent: values.planContent,
    itemList: values.itemList.map((item) => ({ content: item.content, measure: item.measure || null })),
    personList: values.personList.map((person) => ({ teacherId: person.teacherId, duty: person.duty || null })),
    fileIds: values.attachments.map(fileIdOf).filter((id): id is number => id !== undefined),
  };
}
