import type { QueryKey } from '@tanstack/react-query';

/**
 * What the server keeps, in the words a write and a read share. A write names the topics it
 * changes; each module's reads name the topics they show; a write then refreshes every read that
 * shows what it changed, in any module, without one module knowing another's query keys (the
 * tags of RTK Query, for TanStack Query).
 */
export type DataTopic =
  /** School years and their semesters. */
  | 'years'
  /** Grades and classes: names, class teachers, grade managers. */
  | 'classes'
  /** A child's record: details, allergies, guardians, pick-up people. */
  | 'children'
  /** Who is in which class: joining, changing class, leaving, graduating, admission confirmed. */
  | 'placements'
  /** New students waiting for a class or placed in one before they are admitted (新生入园). */
  | 'admissions'
  /** Pick-up cards of guardians and the paid card applications. */
  | 'studentCards'
  /** Teachers, departments and posts. */
  | 'staff'
  | 'teacherCards'
  /** Shifts, attendance groups and their members, leave types, and the staff schedule (排班). */
  | 'teacherAttend'
  | 'attendance'
  | 'checkups'
  | 'observations'
  /** Cookbooks, foods and the serving rule. */
  | 'cookbooks'
  | 'dailyCare'
  | 'holidays'
  /** School activities, class routines and areas. */
  | 'activities'
  | 'research'
  /** Notices, their read receipts and edits. */
  | 'notices'
  /** School news: articles, their pins, reads and comments. */
  | 'news'
  /** Questionnaires, their states, answers and statistics. */
  | 'questionnaires'
  /** Vote activities, their entries and votes. */
  | 'votes'
  /** Class dynamics (班级动态): posts, their checks, photos and videos, and the school's checking setting. */
  | 'classDynamics'
  /** Children's works (作品集): works, their excellence and comments. */
  | 'works'
  /** Picture books (绘本): the books, their grades, covers and pages. */
  | 'drawbooks'
  /** Music (音乐) and its types. */
  | 'music'
  /** The curriculum library (课件库): lessons and their parts, series, course themes, the timetable's terms and lessons. */
  | 'courseware'
  /** Week plans (周计划), their approval, teaching themes and activity types. */
  | 'teachPlans'
  /** 安全卫生: epidemic measures and their records, activity safety plans, duty items, emergencies. */
  | 'safety'
  /** Roles and the modules they grant. */
  | 'roles'
  /** The school's information (园所信息), logo and card machines' configuration. */
  | 'schoolInfo'
  /** Devices (设备管理) and their types. */
  | 'devices'
  /** 教学评价: appraisal fields and appraisals. */
  | 'appraisals'
  /** Homework families are given, its end dates and sign-offs. */
  | 'homework'
  /** The signed-in person's own record. */
  | 'account'
  /** Every write, whatever it changed: what the operation log (操作日志) shows. */
  | 'writes';

/** The first element of every query key of a module: whose read it is, and what it shows. */
export interface QueryRoot {
  module: string;
  shows: readonly DataTopic[];
}

/**
 * A module's cache root. Reads that no write changes, or that are read afresh each time anyway,
 * show nothing (`shows` empty); a module whose reads show different things has a root for each.
 */
export const queryRoot = (module: string, shows: readonly DataTopic[]) => [{ module, shows } satisfies QueryRoot] as const;

function rootOf(queryKey: QueryKey): QueryRoot | undefined {
  const [first] = queryKey;
  return typeof first === 'object' && first !== null && 'module' in first && 'shows' in first ? (first as QueryRoot) : undefined;
}

/** Whether a cached read shows any of what a write changed; a read of every write shows each. */
export function showsAnyOf(queryKey: QueryKey, changes: readonly DataTopic[]): boolean {
  return rootOf(queryKey)?.shows.some((topic) => topic === 'writes' || changes.includes(topic)) ?? false;
}
