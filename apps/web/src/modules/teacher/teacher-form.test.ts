import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { addTeacherInputOf, formValuesOf, teacherFieldsOf } from './teacher-form';

const filled = {
  teacherName: ' 王老师 ',
  sex: 2,
  phone: '13912345678 ',
  departmentId: 3,
  postId: 4,
  roleId: 5,
  birthday: dayjs('1990-05-06'),
  entryDate: dayjs('2015-09-01'),
  education: 4,
};

describe('teacherFieldsOf', () => {
  it('trims the texts and writes the dates as the server does', () => {
    expect(teacherFieldsOf(filled)).toEqual({
      teacherName: '王老师',
      sex: 2,
      phone: '13912345678',
      departmentId: 3,
      postId: 4,
      roleId: 5,
      birthday: '1990-05-06',
      entryDate: '2015-09-01',
      education: 4,
    });
  });

  it('sends emptied selects and dates as the server’s “none”', () => {
    const fields = teacherFieldsOf({ teacherName: '李', sex: 1, phone: '13900000000', departmentId: null, birthday: null });
    expect(fields).toMatchObject({ departmentId: '', postId: '', roleId: '', birthday: '', entryDate: '', education: '' });
  });
});

describe('addTeacherInputOf', () => {
  it('sends the class with its position only when a class was chosen', () => {
    expect(addTeacherInputOf({ ...filled, classId: 7, classPositionId: 2 })).toMatchObject({ classId: 7, classPositionId: 2 });
    expect(addTeacherInputOf({ ...filled, classId: null, classPositionId: 2 })).not.toHaveProperty('classId');
  });
});

describe('formValuesOf', () => {
  it('fills the form from the record, dates as Dayjs', () => {
    const values = formValuesOf({ ...teacherFieldsOf(filled), departmentId: null, postId: 4, roleId: 5, education: null, birthday: '1990-05-06', entryDate: null, status: 2 });
    expect(values.birthday?.format('YYYY-MM-DD')).toBe('1990-05-06');
    expect(values.entryDate).toBeNull();
    expect(values).toMatchObject({ teacherName: '王老师', departmentId: null, status: 2 });
  });
});
