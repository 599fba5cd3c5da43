import { describe, expect, it } from 'vitest';
import { teacherListProblem, teachersOf } from './class-teachers';

describe('teacherListProblem', () => {
  it('accepts distinct teachers, and rows still being filled in', () => {
    expect(teacherListProblem([{ teacherId: 1, position: 1 }, { teacherId: 2, position: 2 }, {}])).toBeUndefined();
    expect(teacherListProblem([])).toBeUndefined();
  });

  it('refuses one teacher twice', () => {
    expect(teacherListProblem([{ teacherId: 1, position: 1 }, { teacherId: 1, position: 3 }])).toBe('同一位老师不能重复任职');
  });

  it('refuses more than six teachers', () => {
    const rows = Array.from({ length: 7 }, (_, index) => ({ teacherId: index + 1, position: 2 }));
    expect(teacherListProblem(rows)).toBe('一个班最多6位老师');
  });
});

describe('teachersOf', () => {
  it('sends teacher and position of every row, and nothing without rows', () => {
    expect(teachersOf([{ teacherId: 4, position: 2 }])).toEqual([{ teacherId: 4, position: 2 }]);
    expect(teachersOf(undefined)).toEqual([]);
  });
});
