import { ResearchKind, type AddResearchInput, type ResearchInfo } from '@yuanwu/shared';
import dayjs, { type Dayjs } from 'dayjs';
import { fileIdOf, privateFileLink } from '../../components/upload/file-links';
import { CLOCK_FORMAT, DATE_FORMAT } from '../../components/dates';

/** What the research form holds: the day as Dayjs, the hours as a time range, attachments as file links. */
export interface ResearchFormValues {
  kind: number;
  title: string;
  researchDate: Dayjs;
  time?: [Dayjs, Dayjs] | null;
  place?: string;
  organizerId: number;
  participantIds?: number[];
  content: string;
  outcome?: string;
  /** The stored files' links, as the upload control keeps them. */
  attachments?: string[];
}

/** `13:30` as a time of today, for the time picker. */
function timeOf(text: string): Dayjs {
  const [hour = 0, minute = 0] = text.split(':').map(Number);
  return dayjs().startOf('day').hour(hour).minute(minute);
}

/** A new record from a teacher's detail: led by that teacher, today, a discussion. */
export const newResearchValues = (organizerId: number, today: Dayjs = dayjs()): Partial<ResearchFormValues> => ({
  kind: ResearchKind.DISCUSS,
  organizerId,
  researchDate: today,
  participantIds: [],
  attachments: [],
});

/** The form's values for a record being edited. */
export function formValuesOf(info: ResearchInfo): ResearchFormValues {
  return {
    kind: info.kind,
    title: info.title,
    researchDate: dayjs(info.researchDate),
    time: info.startTime && info.endTime ? [timeOf(info.startTime), timeOf(info.endTime)] : null,
    place: info.place,
    organizerId: info.organizerId,
    participantIds: info.participants.map((participant) => participant.teacherId),
    content: info.content,
    outcome: info.outcome,
    attachments: info.attachments.map((file) => privateFileLink(file.fileId)),
  };
}

/** The add and update calls' fields from the form; emptied fields go as '' (none). */
export function researchInputOf(values: ResearchFormValues): AddResearchInput {
  return {
    kind: values.kind,
    title: values.title.trim(),
    researchDate: values.researchDate.format(DATE_FORMAT),
    startTime: values.time ? values.time[0].format(CLOCK_FORMAT) : '',
    endTime: values.time ? values.time[1].format(CLOCK_FORMAT) : '',
    place: values.place?.trim() ?? '',
    organizerId: values.organizerId,
    participantIds: (values.participantIds ?? []).filter((teacherId) => teacherId !== values.organizerId),
    content: values.content.trim(),
    outcome: values.outcome?.trim() ?? '',
    fileIds: (values.attachments ?? []).flatMap((link) => fileIdOf(link) ?? []),
  };
}
