import { StudentCardStatus, type StudentCardRow } from '@yuanwu/shared';
import { describe, expect, it } from 'vitest';
import { cardNoProblem, childrenToIssue, normalizeCardNo, repeatedCardNos } from './card-numbers';

const row = (studentId: number, holderId: number, status: number, holderType = 1): StudentCardRow => ({
  studentId,
  studentName: `幼儿${studentId}`,
  classId: 1,
  className: '小一班',
  holderType,
  holderId,
  holderName: `家长${holderId}`,
  phone: `1380000${String(holderId).padStart(4, '0')}`,
  relationType: 1,
  relationName: null,
  status,
  cardId: null,
  cardNo: null,
  boundAt: null,
});

describe('normalizeCardNo and cardNoProblem', () => {
  it('keeps what a reader types, without spaces and upper-cased', () => {
    expect(normalizeCardNo(' 00a1 2345\n')).toBe('00A12345');
    expect(cardNoProblem('0012345678')).toBeUndefined();
  });

  it('names what is wrong in the server’s words', () => {
    expect(cardNoProblem('12')).toBe('卡号为4-32位数字或字母');
    expect(cardNoProblem('12-34-56')).toBe('卡号为4-32位数字或字母');
  });
});

describe('childrenToIssue', () => {
  it('lists each child once with the people still without a card in use', () => {
    const rows = [
      row(1, 10, StudentCardStatus.NORMAL),
      row(1, 11, StudentCardStatus.NOT_ISSUED),
      row(2, 20, StudentCardStatus.CANCELLED),
      row(2, 5, StudentCardStatus.NOT_ISSUED, 2),
      row(3, 30, StudentCardStatus.NORMAL),
    ];
    const children = childrenToIssue(rows);
    expect(children.map((child) => [child.studentId, child.holders.map((holder) => holder.holderId)])).toEqual([
      [1, [11]],
      [2, [20, 5]],
    ]);
  });
});

describe('repeatedCardNos', () => {
  it('finds a number typed for two people, not one person holding it for siblings', () => {
    expect(
      repeatedCardNos([
        { cardNo: 'A1', phone: '13800000001' },
        { cardNo: 'A1', phone: '13800000001' },
        { cardNo: 'B2', phone: '13800000002' },
        { cardNo: 'B2', phone: '13800000003' },
      ]),
    ).toEqual(['B2']);
  });
});
