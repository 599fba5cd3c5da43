import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { DATE_FORMAT } from '../../components/dates';

/** What the teacher form holds: selects left empty are undefined, dates are Dayjs. */
export interface TeacherFormValues {
  teacherName: string;
  sex: number;
  phone: string;
  departmentId?: number | null;
  postId?: number | null;
  roleId?: number | null;
  birthday?: Dayjs | null;
  entryDate?: Dayjs | null;
  education?: number | null;
  /** Adding only: the class the teacher joins and their position in it. */
  classId?: number | null;
  classPositionId?: number | null;
  /** Editing only: 正常 or 离班. */
  status?: number;
}

/** A teacher as the server sends it for the form. */
export interface TeacherRecord {
  teacherName: string;
  sex: number;
  phone: string;
  departmentId: number | null;
  postId: number | null;
  roleId: number | null;
  birthday: string | null;
  entryDate: string | null;
  education: number | null;
  status: number;
}

const dateText = (date: Dayjs | null | undefined) => (date ? date.format(DATE_FORMAT) : '');

/**
 * The fields every teacher call takes, from the form. An emptied select or date goes as '' (the
 * server's "none"), so that editing clears it rather than keeping the old value.
 */
export function teacherFieldsOf(values: TeacherFormValues) {
  return {
    teacherName: values.teacherName.trim(),
    sex: values.sex,
    phone: values.phone.trim(),
    departmentId: values.departmentId ?? '',
    postId: values.postId ?? '',
    roleId: values.roleId ?? '',
    birthday: dateText(values.birthday),
    entryDate: dateText(values.entryDate),
    education: values.education ?? '',
  };
}

/** The add call's input: the fields, and the class only when one was chosen. */
export function addTeacherInputOf(values: TeacherFormValues) {
  return {
    ...teacherFieldsOf(values),
    ...(values.classId ? { classId: values.classId, classPositionId: values.classPositionId ?? undefined } : {}),
  };
}

/** The form's values for a teacher being edited. */
export function formValuesOf(teacher: TeacherRecord): TeacherFormValues {
  return {
    teacherName: teacher.teacherName,
    sex: teacher.sex,
    phone: teacher.phone,
    departmentId: teacher.departmentId,
    postId: teacher.postId,
    roleId: teacher.roleId,
    birthday: teacher.birthday ? dayjs(teacher.birthday) : null,
    entryDate: teacher.entryDate ? dayjs(teacher.entryDate) : null,
    education: teacher.education,
    status: teacher.status,
  };
}
