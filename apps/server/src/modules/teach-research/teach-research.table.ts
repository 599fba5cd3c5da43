import type { Generated } from 'kysely';

/** A teaching research record (教研). */
export interface TeachResearchTable {
  id: Generated<number>;
  schoolId: number;
  /** ResearchKind: 1 教研计划, 2 教研研讨, 3 业务学习, 4 试教/观摩, 5 其他. */
  kind: number;
  title: string;
  researchDate: string;
  /** HH:mm, or null when not given. */
  startTime: string | null;
  endTime: string | null;
  place: string | null;
  organizerId: number;
  content: string;
  /** 成效与反思. */
  outcome: string | null;
  /** Who recorded it. */
  createdBy: number;
  createdAt: string;
  updatedAt: string;
}

/** A member of staff taking part, besides the organizer. */
export interface TeachResearchParticipantTable {
  schoolId: number;
  researchId: number;
  teacherId: number;
}

export interface TeachResearchAttachmentTable {
  schoolId: number;
  researchId: number;
  fileId: number;
  sortOrder: number;
}

declare module '../../db/schema.js' {
  interface Database {
    teachResearch: TeachResearchTable;
    teachResearchParticipant: TeachResearchParticipantTable;
    teachResearchAttachment: TeachResearchAttachmentTable;
  }
}
