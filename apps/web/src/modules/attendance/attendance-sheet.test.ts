import { describe, expect, it } from 'vitest';
import { changedRecords, markUnrecordedPresent, marksOf, sheetCounts } from './attendance-sheet';

const children = [
  { studentId: 1, status: 1, remark: null },
  { studentId: 2, status: null, remark: null },
  { studentId: 3, status: 0, remark: '病假' },
];

describe('the daily sheet', () => {
  it('starts from the server’s statuses and sends nothing unchanged', () => {
    const marks = marksOf(children);
    expect(marks).toEqual({ 1: { status: 1, remark: '' }, 2: { status: null, remark: '' }, 3: { status: 0, remark: '病假' } });
    expect(changedRecords(children, marks)).toEqual([]);
  });

  it('sends the children whose status or remark changed, never an unmarked one', () => {
    const marks = { ...marksOf(children), 1: { status: 2, remark: ' 发烧 ' }, 3: { status: 0, remark: '事假' } };
    expect(changedRecords(children, marks)).toEqual([
      { studentId: 1, status: 2, remark: '发烧' },
      { studentId: 3, status: 0, remark: '事假' },
    ]);
  });

  it('marks the unmarked children present, keeping the others', () => {
    const marks = markUnrecordedPresent(marksOf(children));
    expect(marks[2]).toEqual({ status: 1, remark: '' });
    expect(marks[3]).toEqual({ status: 0, remark: '病假' });
    expect(changedRecords(children, marks)).toEqual([{ studentId: 2, status: 1 }]);
  });

  it('counts the sheet', () => {
    expect(sheetCounts(marksOf(children))).toEqual({ present: 1, left: 0, absent: 1, unmarked: 1 });
  });
});
