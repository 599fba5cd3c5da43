import { VoteMode, VoteObjectType, VoteSelectKind, type VoteActivityForUpdate } from '@yuanwu/shared';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { newVoteValues, voteSaveOf, voteValuesOf, type VoteFormValues } from './vote-form';

const times = (start: string, end: string): [dayjs.Dayjs, dayjs.Dayjs] => [dayjs(start), dayjs(end)];

describe('the vote form', () => {
  it('starts a new activity with a week of enrolment and then a week of voting, from the next full hour', () => {
    const values = newVoteValues(dayjs('2026-11-18 09:20'));
    expect(values.enrollTimes!.map((time) => time.format('YYYY-MM-DD HH:mm'))).toEqual(['2026-11-18 10:00', '2026-11-25 10:00']);
    expect(values.voteTimes!.map((time) => time.format('YYYY-MM-DD HH:mm'))).toEqual(['2026-11-25 10:00', '2026-12-02 10:00']);
  });

  const filled: VoteFormValues = {
    ...newVoteValues(),
    activityName: '绘画评选',
    enrollTimes: times('2026-11-01 08:00', '2026-11-05 18:00'),
    voteTimes: times('2026-11-06 08:00', '2026-11-10 20:00'),
    enrollObjectType: VoteObjectType.CHILD,
    enroll: { isOpen: false, gradeIds: [3], classIds: [7], departmentIds: [2], teachers: [{ value: 5, label: '张老师' }], children: [{ value: 9, label: '王小明' }] },
  };

  it('sends the times as China minutes, a range’s choices as grades and objects, and drops what the object type has no use for', () => {
    const input = voteSaveOf(filled);
    expect(input).toMatchObject({ enrollStartTime: '2026-11-01 08:00', voteEndTime: '2026-11-10 20:00', isOpenEnroll: false, enrollGradeList: [3], isOpenVote: true, voteObjectList: [], everydayVoteCount: 0 });
    // Children enrol: the department and the teacher chosen before the type changed are left out.
    expect(input.enrollObjectList).toEqual([
      { selectKind: VoteSelectKind.CLASS, objectId: 7 },
      { selectKind: VoteSelectKind.PERSON, objectType: VoteObjectType.CHILD, objectId: 9 },
    ]);
    expect(voteSaveOf({ ...filled, voteMode: VoteMode.DAILY, everydayVoteCount: 2 }, 4)).toMatchObject({ activityId: 4, everydayVoteCount: 2 });
  });

  it('loads an activity back, and a copy with its settings, a new name and no times', () => {
    const activity = {
      activityName: '绘画评选',
      activityIntro: '',
      showMode: 1,
      enrollObjectType: VoteObjectType.ANY,
      enrollStartTime: '2026-11-01 08:00',
      enrollEndTime: '2026-11-05 18:00',
      isOpenEnroll: false,
      enrollGradeList: [3],
      enrollObjectList: [
        { selectKind: VoteSelectKind.DEPARTMENT, objectType: 0, objectId: 2, objectName: '后勤部' },
        { selectKind: VoteSelectKind.PERSON, objectType: VoteObjectType.TEACHER, objectId: 5, objectName: '张老师' },
      ],
      voteObjectType: VoteObjectType.ANY,
      voteStartTime: '2026-11-06 08:00',
      voteEndTime: '2026-11-10 20:00',
      isOpenVote: true,
      voteGradeList: [],
      voteObjectList: [],
      voteMode: VoteMode.TOTAL,
      everyoneVotes: 3,
      everydayVoteCount: 0,
      isBatchVote: false,
    } as unknown as VoteActivityForUpdate;
    const values = voteValuesOf(activity);
    expect(values.enroll).toEqual({ isOpen: false, gradeIds: [3], classIds: [], departmentIds: [2], teachers: [{ value: 5, label: '张老师' }], children: [] });
    expect(values.enrollTimes?.[0].format('YYYY-MM-DD HH:mm')).toBe('2026-11-01 08:00');
    expect(voteSaveOf(values).enrollObjectList).toEqual([
      { selectKind: VoteSelectKind.DEPARTMENT, objectId: 2 },
      { selectKind: VoteSelectKind.PERSON, objectType: VoteObjectType.TEACHER, objectId: 5 },
    ]);
    const copy = voteValuesOf(activity, true);
    expect([copy.activityName, copy.enrollTimes, copy.voteTimes, copy.enroll.departmentIds]).toEqual(['绘画评选（副本）', null, null, [2]]);
  });
});
