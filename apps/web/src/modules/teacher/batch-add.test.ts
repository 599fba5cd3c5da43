import { describe, expect, it } from 'vitest';
import { batchAddInputOf, earlierRowWithPhone, rowRefusalOf } from './batch-add';

describe('earlierRowWithPhone', () => {
  const rows = [{ phone: '13900000001' }, { phone: '13900000002' }, { phone: ' 13900000001 ' }, {}, undefined];

  it('names the first earlier row with the same phone, counting from 1', () => {
    expect(earlierRowWithPhone(rows, 2)).toBe(1);
  });

  it('leaves the first holder, a distinct phone and an empty phone alone', () => {
    expect(earlierRowWithPhone(rows, 0)).toBeUndefined();
    expect(earlierRowWithPhone(rows, 1)).toBeUndefined();
    expect(earlierRowWithPhone(rows, 3)).toBeUndefined();
    expect(earlierRowWithPhone(rows, 4)).toBeUndefined();
    expect(earlierRowWithPhone(undefined, 0)).toBeUndefined();
  });
});

describe('batchAddInputOf', () => {
  it('sends each row trimmed, with empty selects as the server’s “none”', () => {
    const input = batchAddInputOf([
      { teacherName: ' 王老师 ', sex: 2, phone: '13900000001 ', departmentId: 3, postId: 4, roleId: 5 },
      { teacherName: '李老师', sex: 1, phone: '13900000002' },
    ]);
    expect(input.teacherList).toHaveLength(2);
    expect(input.teacherList[0]).toMatchObject({ teacherName: '王老师', sex: 2, phone: '13900000001', departmentId: 3, postId: 4, roleId: 5 });
    expect(input.teacherList[1]).toMatchObject({ teacherName: '李老师', sex: 1, departmentId: '', postId: '', roleId: '' });
  });
});

describe('rowRefusalOf', () => {
  it('puts a phone refusal on the row’s phone, counting rows from 0', () => {
    expect(rowRefusalOf('第2位教师：手机号13900000001已被本园教职工「王老师」使用')).toEqual({
      index: 1,
      field: 'phone',
      text: '手机号13900000001已被本园教职工「王老师」使用',
    });
    expect(rowRefusalOf('第3位教师：手机号与第1位相同')).toMatchObject({ index: 2, field: 'phone' });
  });

  it('finds the select a refusal is about', () => {
    expect(rowRefusalOf('第1位教师：部门不存在')?.field).toBe('departmentId');
    expect(rowRefusalOf('第1位教师：职务不存在')?.field).toBe('postId');
    expect(rowRefusalOf('第1位教师：不能分配超出您自己权限的角色')?.field).toBe('roleId');
  });

  it('leaves a refusal naming no row to the usual message', () => {
    expect(rowRefusalOf('一次最多添加200位教师')).toBeUndefined();
  });
});
