import { EatLevel, type CareChild, type CareEntry } from '@yuanwu/shared';

/** What the screen shows for a child who came: the saved day, or what the teacher is filling in. */
export interface CareDraft {
  waterCups: number;
  breakfast: number;
  lunch: number;
  snack: number;
  pickyNote: string;
}

export type CareDrafts = Record<number, CareDraft>;

/** The class-wide values a day starts from: most children drink their cups and finish every meal. */
export const DEFAULT_DRAFT: CareDraft = { waterCups: 5, breakfast: EatLevel.ALL, lunch: EatLevel.ALL, snack: EatLevel.ALL, pickyNote: '' };

const savedDraft = (child: CareChild): CareDraft | undefined =>
  child.waterCups === null || child.breakfast === null || child.lunch === null || child.snack === null
    ? undefined
    : { waterCups: child.waterCups, breakfast: child.breakfast, lunch: child.lunch, snack: child.snack, pickyNote: child.pickyNote ?? '' };

/** Each child who came: the saved day, or the class-wide default when nothing is saved yet. */
export const draftsOf = (children: readonly CareChild[], defaults: CareDraft = DEFAULT_DRAFT): CareDrafts =>
  Object.fromEntries(children.filter((child) => child.recordable).map((child) => [child.studentId, savedDraft(child) ?? { ...defaults }]));

/** 全班填写: every child who came takes the class-wide values; the teacher then changes the exceptions. */
export const fillClass = (drafts: CareDrafts, values: Omit<CareDraft, 'pickyNote'>): CareDrafts =>
  Object.fromEntries(Object.entries(drafts).map(([studentId, draft]) => [studentId, { ...draft, ...values }]));

const sameDraft = (a: CareDraft, b: CareDraft) =>
  a.waterCups === b.waterCups && a.breakfast === b.breakfast && a.lunch === b.lunch && a.snack === b.snack && a.pickyNote.trim() === b.pickyNote.trim();

/** What saving sends: children with nothing saved yet, and those whose saved day the teacher changed. */
export function changedEntries(children: readonly CareChild[], drafts: CareDrafts): CareEntry[] {
  return children.flatMap((child) => {
    const draft = drafts[child.studentId];
    if (!draft) return [];
    const saved = savedDraft(child);
    if (saved && sameDraft(saved, draft)) return [];
    const { pickyNote, ...values } = draft;
    return [{ studentId: child.studentId, ...values, pickyNote: pickyNote.trim() || null }];
  });
}

/** Whether a child's day is not saved yet: it shows the default until saved. */
export const isUnsaved = (child: CareChild) => savedDraft(child) === undefined;
