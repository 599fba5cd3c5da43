import { describe, expect, it } from 'vitest';
import { keepableClassIds, promotionRows, type PromotionPreview } from './promotion-rows';

const preview: PromotionPreview = {
  fromYearName: '2026-2027学年',
  newYearName: '2027-2028学年',
  movingChildren: 30,
  graduatingChildren: 28,
  classes: [
    {
      fromClassId: 1,
      fromClassName: '小一班',
      fromGradeName: '小班',
      toGradeName: '中班',
      toClassName: '中一班',
      childCount: 30,
      teachers: [
        { teacherId: 9, teacherName: '周敏', position: 3 },
        { teacherId: 7, teacherName: '王丽', position: 1 },
      ],
    },
    { fromClassId: 2, fromClassName: '小二班', fromGradeName: '小班', toGradeName: '中班', toClassName: '中二班', childCount: 0, teachers: [] },
    {
      fromClassId: 3,
      fromClassName: '大一班',
      fromGradeName: '大班',
      toGradeName: null,
      toClassName: null,
      childCount: 28,
      teachers: [{ teacherId: 8, teacherName: '陈静', position: 2 }],
    },
  ],
};

describe('promotionRows', () => {
  it('shows where each class goes, with its teachers head teacher first', () => {
    expect(promotionRows(preview)[0]).toEqual({
      classId: 1,
      fromGradeName: '小班',
      fromClassName: '小一班',
      to: { gradeName: '中班', className: '中一班' },
      childCount: 30,
      teacherText: '王丽（主班教师）、周敏（保育员）',
      canKeepTeachers: true,
    });
  });

  it('marks a graduating class with no destination and nothing to keep', () => {
    const graduating = promotionRows(preview)[2];
    expect(graduating?.to).toBeUndefined();
    expect(graduating?.canKeepTeachers).toBe(false);
    expect(graduating?.teacherText).toBe('陈静（配班教师）');
  });

  it('offers to keep the teachers of every class that moves up with teachers', () => {
    expect(keepableClassIds(promotionRows(preview))).toEqual([1]);
  });
});
