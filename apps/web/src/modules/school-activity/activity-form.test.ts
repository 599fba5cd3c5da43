import { ActivityKind } from '@yuanwu/shared';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { regularActivityInputOf, scheduleText, schoolActivityInputOf } from './activity-form';

describe('activity form', () => {
  it('tells when an activity takes place', () => {
    const event = { kind: ActivityKind.SCHOOL, startDate: '2026-10-23', endDate: '2026-10-23', weekday: null, startTime: '09:00', endTime: '11:00' };
    expect(scheduleText(event)).toBe('2026-10-23 09:00-11:00');
    expect(scheduleText({ ...event, endDate: '2026-10-25', startTime: '', endTime: '' })).toBe('2026-10-23 至 2026-10-25');
    expect(scheduleText({ ...event, kind: ActivityKind.REGULAR, weekday: 3, startTime: '09:30', endTime: '10:10' })).toBe('每周三 09:30-10:10');
  });

  it('turns the school activity form into the call’s fields, emptied time and area as none', () => {
    const input = schoolActivityInputOf({
      name: ' 秋季运动会 ',
      typeId: 2,
      dates: [dayjs('2026-10-23'), dayjs('2026-10-24')],
      time: null,
      areaId: null,
      classIds: [3, 4],
    });
    expect(input).toEqual({ name: '秋季运动会', typeId: 2, startDate: '2026-10-23', endDate: '2026-10-24', startTime: '', endTime: '', areaId: undefined, classIds: [3, 4], content: '', questionUnitIds: [] });
  });

  it('turns the regular activity form into the call’s fields', () => {
    const day = dayjs('2026-09-01');
    const input = regularActivityInputOf({
      name: '建构游戏',
      typeId: 11,
      classId: 3,
      areaId: 5,
      weekday: 1,
      time: [day.hour(9).minute(30), day.hour(10).minute(10)],
      term: [day, dayjs('2027-01-31')],
      content: ' 搭建 ',
    });
    expect(input).toEqual({ name: '建构游戏', typeId: 11, classId: 3, areaId: 5, weekday: 1, startTime: '09:30', endTime: '10:10', startDate: '2026-09-01', endDate: '2027-01-31', content: '搭建' });
  });
});
