import type { Page } from '@playwright/test';
import { callAs } from './session';

// Daily attendance through the API, for tests that need a recorded day.
const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

export interface Sheet {
  editable: boolean;
  closedReason: string | null;
  children: { studentId: number; studentName: string; status: number | null }[];
}

export const isoDate = (date: Date) => date.toISOString().slice(0, 10);
export const daysBefore = (days: number) => isoDate(new Date(Date.now() + 8 * 3600_000 - days * 24 * 3600_000));
export const weekdayOf = (date: string) => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;

export const sheetOf = (page: Page, classId: number, date: string) => callAs<Sheet>(page, 'GET', '/javaApi/studentAttend/getClassAttendSheet', { classId, date });

/** The latest day before today the class's sheet can be taken: the demo holds attendance for it. */
export async function lastSchoolDay(page: Page, classId: number): Promise<string | undefined> {
  for (let back = 1; back <= 21; back += 1) {
    const date = daysBefore(back);
    if ((await sheetOf(page, classId, date)).editable) return date;
  }
  return undefined;
}
