import { StudentCardStatus, type StudentCardRow } from '@yuanwu/shared';
import { describe, expect, it } from 'vitest';
import { childrenToIssue, repeatedCardNos } from './batch-issue';

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
