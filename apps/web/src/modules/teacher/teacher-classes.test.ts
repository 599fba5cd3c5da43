import { describe, expect, it } from 'vitest';
import { assignmentText, changeClassInputOf, classListProblem } from './teacher-classes';

describe('classListProblem', () => {
  it('accepts distinct classes, and rows still being filled in', () => {
    expect(classListProblem([{ classId: 1, classPositionId: 1 }, { classId: 2 }, {}, undefined])).toBeUndefined();
    expect(classListProblem([])).toBeUndefined();
  });

  it('refuses the same class twice and more than six classes, as the server does', () => {
    expect(classListProblem([{ classId: 3, classPositionId: 1 }, { classId: 3, classPositionId: 2 }])).toBe('同一个班级不能重复');
    const seven = Array.from({ length: 7 }, (_, index) => ({ classId: index + 1, classPositionId: 1 }));
    expect(classListProblem(seven)).toBe('一位老师最多同时任教6个班');
  });
});

describe('changeClassInputOf', () => {
  it('sends the rows as the call’s class list, and none as an empty list', () => {
    expect(changeClassInputOf(9, [{ classId: 3, classPositionId: 2 }])).toEqual({ teacherId: 9, classList: [{ classId: 3, classPositionId: 2 }] });
    expect(changeClassInputOf(9, undefined)).toEqual({ teacherId: 9, classList: [] });
  });
});

describe('assignmentText', () => {
  const labels = new Map([[3, '小一班（2026-2027学年）'], [4, '中二班（2026-2027学年）']]);

  it('names each class with the position in it', () => {
    expect(assignmentText([{ classId: 3, classPositionId: 1 }, { classId: 4, classPositionId: 3 }], labels)).toBe('当前任教：小一班（2026-2027学年）主班教师、中二班（2026-2027学年）保育员');
  });

  it('says when there is none', () => {
    expect(assignmentText([], labels)).toBe('当前没有任教班级');
  });
});
