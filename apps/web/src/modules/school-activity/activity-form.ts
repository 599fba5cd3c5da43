import {
  ActivityKind,
  weekdayLabel,
  type ActivityRow,
  type AddRegularActivityInput,
  type AddSchoolActivityInput,
  type RegularActivityDetail,
  type SchoolActivityDetail,
} from '@yuanwu/shared';
import dayjs, { type Dayjs } from 'dayjs';
import { CLOCK_FORMAT, DATE_FORMAT, rangeText } from '../../components/dates';

/** `13:30` as a time of today, for the time picker. */
function timeOf(text: string): Dayjs {
  const [hour = 0, minute = 0] = text.split(':').map(Number);
  return dayjs().startOf('day').hour(hour).minute(minute);
}

/** When an activity takes place, in a line: 2026-10-23 09:00-11:00, or 每周一 09:30-10:10. */
export function scheduleText(activity: Pick<ActivityRow, 'kind' | 'startDate' | 'endDate' | 'weekday' | 'startTime' | 'endTime'>): string {
  const time = activity.startTime && activity.endTime ? ` ${activity.startTime}-${activity.endTime}` : activity.startTime ? ` ${activity.startTime}` : '';
  if (activity.kind === ActivityKind.REGULAR) return `每${weekdayLabel[activity.weekday ?? 0] ?? ''}${time}`;
  return `${rangeText(activity.startDate, activity.endDate)}${time}`;
}

/** A routine's term: 2026-09-01 至 2027-01-31. */
export const termText = (activity: Pick<ActivityRow, 'startDate' | 'endDate'>) => rangeText(activity.startDate, activity.endDate);

export const classNames = (activity: Pick<ActivityRow, 'classes'>) => activity.classes.map((item) => item.className).join('、');

/** What the school activity form holds: days and hours as ranges. */
export interface SchoolActivityFormValues {
  name: string;
  typeId: number;
  dates: [Dayjs, Dayjs];
  time?: [Dayjs, Dayjs] | null;
  areaId?: number | null;
  classIds: number[];
  content?: string;
  questionUnitIds?: number[];
}

export const schoolActivityValuesOf = (detail: SchoolActivityDetail): SchoolActivityFormValues => ({
  name: detail.name,
  typeId: detail.typeId ?? 0,
  dates: [dayjs(detail.startDate), dayjs(detail.endDate)],
  time: detail.startTime && detail.endTime ? [timeOf(detail.startTime), timeOf(detail.endTime)] : null,
  areaId: detail.areaId,
  classIds: detail.classes.map((item) => item.classId),
  content: detail.content,
  questionUnitIds: detail.questionUnits.map((unit) => unit.unitId),
});

export function schoolActivityInputOf(values: SchoolActivityFormValues): AddSchoolActivityInput {
  return {
    name: values.name.trim(),
    typeId: values.typeId,
    startDate: values.dates[0].format(DATE_FORMAT),
    endDate: values.dates[1].format(DATE_FORMAT),
    startTime: values.time ? values.time[0].format(CLOCK_FORMAT) : '',
    endTime: values.time ? values.time[1].format(CLOCK_FORMAT) : '',
    areaId: values.areaId ?? undefined,
    classIds: values.classIds,
    content: values.content?.trim() ?? '',
    questionUnitIds: values.questionUnitIds ?? [],
  };
}

/** What the regular activity form holds. */
export interface RegularActivityFormValues {
  name: string;
  typeId: number;
  classId: number;
  areaId: number;
  weekday: number;
  time: [Dayjs, Dayjs];
  term: [Dayjs, Dayjs];
  content?: string;
}

export const regularActivityValuesOf = (detail: RegularActivityDetail): RegularActivityFormValues => ({
  name: detail.name,
  typeId: detail.typeId ?? 0,
  classId: detail.classes[0]?.classId ?? 0,
  areaId: detail.areaId ?? 0,
  weekday: detail.weekday ?? 1,
  time: [timeOf(detail.startTime), timeOf(detail.endTime)],
  term: [dayjs(detail.startDate), dayjs(detail.endDate)],
  content: detail.content,
});

export function regularActivityInputOf(values: RegularActivityFormValues): AddRegularActivityInput {
  return {
    name: values.name.trim(),
    typeId: values.typeId,
    classId: values.classId,
    areaId: values.areaId,
    weekday: values.weekday,
    startTime: values.time[0].format(CLOCK_FORMAT),
    endTime: values.time[1].format(CLOCK_FORMAT),
    startDate: values.term[0].format(DATE_FORMAT),
    endDate: values.term[1].format(DATE_FORMAT),
    content: values.content?.trim() ?? '',
  };
}

/** What either form holds: each kind's form has its own fields. */
export type ActivityFormValues = SchoolActivityFormValues | RegularActivityFormValues;

/** The form's values of an activity, by the detail of its kind (only an event has evaluation units). */
export const activityValuesOf = (detail: SchoolActivityDetail | RegularActivityDetail): ActivityFormValues =>
  'questionUnits' in detail ? schoolActivityValuesOf(detail) : regularActivityValuesOf(detail);

/** A save of either kind: the kind's call input, and the activity to update (none to add one). */
export type ActivitySave = { activityId?: number | undefined } & (
  | { kind: typeof ActivityKind.SCHOOL; input: AddSchoolActivityInput }
  | { kind: typeof ActivityKind.REGULAR; input: AddRegularActivityInput }
);

/** The save of the form's values, by the fields of its kind's form (only a routine has a term). */
export const activitySaveOf = (values: ActivityFormValues, activityId: number | undefined): ActivitySave =>
  'term' in values
    ? { kind: ActivityKind.REGULAR, activityId, input: regularActivityInputOf(values) }
    : { kind: ActivityKind.SCHOOL, activityId, input: schoolActivityInputOf(values) };
