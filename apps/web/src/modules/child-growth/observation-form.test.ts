import { describe, expect, it } from 'vitest';
import { formValuesOf, observationInputOf } from './observation-form';

const observation = {
  obsId: 7,
  classId: 3,
  className: '小一班',
  domainId: 6,
  activityName: '区角游戏：建构区',
  observeDate: '2026-11-18',
  note: null,
  teacherId: 1,
  teacherName: '周老师',
  itemIds: [602, 603],
  children: [
    { studentId: 11, studentName: '王小明', remark: '搭了高楼', levels: [{ itemId: 602, level: 2 }, { itemId: 603, level: 3 }] },
    { studentId: 12, studentName: '李小红', remark: null, levels: [{ itemId: 602, level: 1 }, { itemId: 603, level: 1 }] },
  ],
  goals: [],
};

describe('the observation form', () => {
  it('holds an observation’s levels by child and item, and gives them back as the call’s input', () => {
    const values = formValuesOf(observation);
    expect(values.levels).toEqual({ child11: { item602: 2, item603: 3 }, child12: { item602: 1, item603: 1 } });
    expect(observationInputOf(values)).toEqual({
      classId: 3,
      domainId: 6,
      activityName: '区角游戏：建构区',
      observeDate: '2026-11-18',
      itemIds: [602, 603],
      children: [
        { studentId: 11, remark: '搭了高楼', levels: [{ itemId: 602, level: 2 }, { itemId: 603, level: 3 }] },
        { studentId: 12, remark: null, levels: [{ itemId: 602, level: 1 }, { itemId: 603, level: 1 }] },
      ],
      note: null,
    });
  });

  it('sends only the children and items still chosen, and blank text as none', () => {
    const values = { ...formValuesOf(observation), itemIds: [603], studentIds: [12], note: '  ', remarks: { child12: '  ' } };
    expect(observationInputOf(values).children).toEqual([{ studentId: 12, remark: null, levels: [{ itemId: 603, level: 1 }] }]);
    expect(observationInputOf(values).note).toBeNull();
  });
});
