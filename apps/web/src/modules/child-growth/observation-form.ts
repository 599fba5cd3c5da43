import type { AddObservationItemsInput, ObservationForUpdate } from '@yuanwu/shared';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT } from '../../components/dates';

/**
 * The 观察记录 form's fields. A child's level on an item sits at levels[childKey][itemKey]: string
 * keys, because the form would turn numeric path segments into sparse arrays.
 */
export interface ObservationFormValues {
  classId?: number;
  observeDate?: Dayjs;
  domainId?: number;
  activityName?: string;
  itemIds: number[];
  studentIds: number[];
  levels: Record<string, Record<string, number | undefined> | undefined>;
  remarks: Record<string, string | undefined>;
  note?: string;
}

export const childKey = (studentId: number) => `child${studentId}`;
export const itemKey = (itemId: number) => `item${itemId}`;

export const newObservationValues = (classId: number | undefined): ObservationFormValues => ({
  classId,
  observeDate: dayjs(),
  itemIds: [],
  studentIds: [],
  levels: {},
  remarks: {},
});

/** The observation's fields as the form holds them. */
export function formValuesOf(observation: ObservationForUpdate): ObservationFormValues {
  return {
    classId: observation.classId,
    observeDate: dayjs(observation.observeDate),
    domainId: observation.domainId,
    activityName: observation.activityName,
    itemIds: observation.itemIds,
    studentIds: observation.children.map((child) => child.studentId),
    levels: Object.fromEntries(
      observation.children.map((child) => [childKey(child.studentId), Object.fromEntries(child.levels.map((entry) => [itemKey(entry.itemId), entry.level]))]),
    ),
    remarks: Object.fromEntries(observation.children.map((child) => [childKey(child.studentId), child.remark ?? ''])),
    note: observation.note ?? '',
  };
}

/** What the add and update calls take; the form's rules have made sure every level is there. */
export function observationInputOf(values: ObservationFormValues): AddObservationItemsInput {
  return {
    classId: values.classId!,
    domainId: values.domainId!,
    activityName: values.activityName?.trim() ?? '',
    observeDate: values.observeDate!.format(DATE_FORMAT),
    itemIds: values.itemIds,
    children: values.studentIds.map((studentId) => ({
      studentId,
      remark: values.remarks[childKey(studentId)]?.trim() || null,
      levels: values.itemIds.map((itemId) => ({ itemId, level: values.levels[childKey(studentId)]?.[itemKey(itemId)] ?? 0 })),
    })),
    note: values.note?.trim() || null,
  };
}
