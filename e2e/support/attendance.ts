import type { Page } from '@playwright/test';
import { TODAY } from './clock';
import { callAs } from './session';

// Daily attendance through the API, for tests that need a recorded day.
const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

export interface Sheet {
  editable: boolean;
  closedReason: string | null;
  children: { studentId: number; studentName: string; status: number | null }[];
}

/** The date `days` days before the server's pinned today (after it, for a negative count). */
export const daysBefore = (days: number) => new Date(Date.parse(`${TODAY}T00:00:00Z`) - days * 24 * 3600_000).toISOString().slice(0, 10);
export const weekdayOf = (date: string) => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;

export const sheetOf = (page: Page, classId: number, date: string) => callAs<Sheet>(page, 'GET', '/javaApi/studentAttend/getClassAttendSheet', { classId, date });
