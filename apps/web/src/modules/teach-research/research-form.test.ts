import { ResearchKind, type ResearchInfo } from '@yuanwu/shared';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formValuesOf, newResearchValues, researchInputOf } from './research-form';
import { participantsText, semesterWeekText, timeRangeText } from './research-text';

const info: ResearchInfo = {
  researchId: 7,
  kind: ResearchKind.PLAN,
  kindName: '教研计划',
  title: '幼儿自主游戏中的观察与支持',
  researchDate: '2026-09-16',
  startTime: '13:30',
  endTime: '15:00',
  place: '多功能厅',
  organizerId: 3,
  organizerName: '王晓燕',
  participants: [
    { teacherId: 4, teacherName: '李静' },
    { teacherId: 5, teacherName: '陈丽' },
  ],
  semesterId: 1,
  semesterName: '第一学期',
  yearName: '2026-2027学年',
  weekIndex: 3,
  attachmentCount: 1,
  createdAt: '2026-09-16T09:00:00.000Z',
  updatedAt: '2026-09-16T09:00:00.000Z',
  content: '观看游戏视频，分组分析。',
  outcome: '',
  attachments: [{ fileId: 12, fileName: '观察记录表.pdf', fileType: 'pdf', size: 2048 }],
  createdById: 3,
  createdByName: '王晓燕',
};

describe('the research form', () => {
  it('round-trips a record: day, hours, people and attachments', () => {
    expect(researchInputOf(formValuesOf(info))).toEqual({
      kind: ResearchKind.PLAN,
      title: '幼儿自主游戏中的观察与支持',
      researchDate: '2026-09-16',
      startTime: '13:30',
      endTime: '15:00',
      place: '多功能厅',
      organizerId: 3,
      participantIds: [4, 5],
      content: '观看游戏视频，分组分析。',
      outcome: '',
      fileIds: [12],
    });
  });

  it('sends empty hours and place as none, trims text, and keeps the organizer out of the participants', () => {
    const input = researchInputOf({ kind: 2, title: ' 绘本教学研讨 ', researchDate: dayjs('2026-10-08'), time: null, organizerId: 4, participantIds: [4, 5], content: ' 研讨 ' });
    expect(input).toMatchObject({ title: '绘本教学研讨', startTime: '', endTime: '', place: '', participantIds: [5], content: '研讨', outcome: '', fileIds: [] });
  });

  it('starts a new record as a discussion led by the teacher, today', () => {
    const today = dayjs('2026-11-20');
    expect(newResearchValues(9, today)).toEqual({ kind: ResearchKind.DISCUSS, organizerId: 9, researchDate: today, participantIds: [], attachments: [] });
  });
});

describe('research texts', () => {
  it('names the hours, the semester week and the participants', () => {
    expect(timeRangeText(info)).toBe('13:30-15:00');
    expect(timeRangeText({ startTime: '', endTime: '' })).toBe('');
    expect(semesterWeekText(info)).toBe('2026-2027学年第一学期 第3周');
    expect(semesterWeekText({ yearName: null, semesterName: null, weekIndex: null })).toBe('');
    expect(participantsText(info.participants)).toBe('李静、陈丽');
    expect(participantsText([...info.participants, ...info.participants], 3)).toBe('李静、陈丽、李静 等4人');
  });
});
