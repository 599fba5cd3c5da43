import {
  MOODS,
  RECORD_PHOTO_KINDS,
  type AddMoodInput,
  type AddObservationInput,
  type SaveRecordInput,
  type StudentGrowthInput,
} from '@yuanwu/shared';
import { iso, schoolDate, type Clock } from '../../clock.js';
import { notAllowed, notFound } from '../../core/errors.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import { childrenByIds } from '../child/index.js';
import { classWrittenFor } from '../class-group/index.js';
import { assertFileReferences } from '../files/index.js';
import * as repository from './child-growth.repository.js';
import { assertInClass, assertNotAfter, childWriters } from './class-children.js';
import { levelsOfObservations, observedChildren } from './observation.repository.js';
import { observationService } from './observation.service.js';

export function childGrowthService(deps: { clock: Clock }) {
  const today = () => schoolDate(deps.clock.now());
  const assertNotFuture = (date: string, what: string) => assertNotAfter(date, today(), what);

  return {
    ...observationService(deps),

    async addMoods(db: SchoolDb, session: SessionIdentity, input: AddMoodInput) {
      const schoolClass = await classWrittenFor(db, session, input.classId, childWriters(today()));
      assertNotFuture(input.date, '心情日期');
      await assertInClass(db, schoolClass, input.moods.map((entry) => entry.studentId));
      const now = iso(deps.clock.now());
      const rows = input.moods.map((entry) => ({
        childId: entry.studentId,
        classId: schoolClass.classId,
        date: input.date,
        mood: entry.mood,
        remark: entry.remark,
        teacherId: session.teacherId,
        createdAt: now,
        updatedAt: now,
      }));
      await inTransaction(db, (trx) => repository.saveMoods(trx, rows));
      return { savedCount: rows.length };
    },

    async saveRecord(db: SchoolDb, session: SessionIdentity, input: SaveRecordInput) {
      if (input.recordId) {
        const existing = await repository.findRecord(db, input.recordId);
        if (!existing) throw notFound('成长记录');
        if (existing.teacherId !== session.teacherId) throw notAllowed('只有记录的作者可以修改这条成长记录');
      }
      const schoolClass = await classWrittenFor(db, session, input.classId, childWriters(today()));
      assertNotFuture(input.recordDate, '记录日期');
      await assertInClass(db, schoolClass, input.studentIds);
      const kept = input.recordId ? (await repository.photosOfRecords(db, [input.recordId])).map((photo) => photo.fileId) : [];
      await assertFileReferences(db, input.photoIds, { kinds: RECORD_PHOTO_KINDS, uploadedBy: session.teacherId, kept });
      const now = iso(deps.clock.now());
      const fields = { classId: schoolClass.classId, field: input.field, content: input.content, recordDate: input.recordDate, updatedAt: now };
      const recordId = await inTransaction(db, async (trx) => {
        const id = input.recordId ?? (await repository.insertRecord(trx, { ...fields, teacherId: session.teacherId, createdAt: now }));
        if (input.recordId) await repository.updateRecord(trx, id, fields);
        await repository.replaceRecordChildren(trx, id, input.studentIds);
        await repository.replaceRecordPhotos(trx, id, input.photoIds);
        return id;
      });
      return { recordId };
    },

    async addObservation(db: SchoolDb, session: SessionIdentity, input: AddObservationInput) {
      const schoolClass = await classWrittenFor(db, session, input.classId, childWriters(today()));
      assertNotFuture(input.observeDate, '观察日期');
      await assertInClass(db, schoolClass, input.studentIds);
      const obsId = await inTransaction(db, async (trx) => {
        const id = await repository.insertObservation(trx, {
          classId: schoolClass.classId,
          teacherId: session.teacherId,
          activityName: input.activityName,
          observeDate: input.observeDate,
          field: input.field,
          note: input.note,
          createdAt: iso(deps.clock.now()),
        });
        await repository.insertObservationChildren(trx, id, input.studentIds);
        await repository.insertGoals(trx, id, input.goals);
        return id;
      });
      return { obsId };
    },

    async updateGoalRemark(db: SchoolDb, session: SessionIdentity, input: { goalId: number; remark: string | null }) {
      const goal = await repository.findGoal(db, input.goalId);
      if (!goal) throw notFound('观察目标');
      await classWrittenFor(db, session, goal.classId, childWriters(today()));
      await inTransaction(db, (trx) => repository.updateGoalRemark(trx, goal.goalId, input.remark));
      return { goalId: goal.goalId };
    },

    /** The child's moods, growth records and observations dated within the interval. */
    async studentGrowth(db: SchoolDb, input: StudentGrowthInput) {
      const [child] = await childrenByIds(db, [input.studentId]);
      if (!child) throw notFound('幼儿');
      const range = { startDate: input.startDate, endDate: input.endDate };
      const [moods, records, observations] = await Promise.all([
        repository.moodsOfChild(db, child.id, range),
        repository.recordsOfChild(db, child.id, range),
        repository.observationsOfChild(db, child.id, range),
      ]);
      return {
        studentId: child.id,
        studentName: child.name,
        ...range,
        moods: {
          recordedDays: moods.length,
          counts: MOODS.map((mood) => ({ mood, days: moods.filter((day) => day.mood === mood).length })),
          remarkedDays: moods.filter((day) => day.remark),
        },
        records: await withRecordDetails(db, records),
        observations: await withChildLevels(db, child.id, await withObservationDetails(db, observations)),
      };
    },

    /** An observation with its children and goals, for the export. */
    async observation(db: SchoolDb, obsId: number) {
      const found = await repository.findObservation(db, obsId);
      if (!found) throw notFound('观察记录');
      const [detailed] = await withObservationDetails(db, [found]);
      return detailed!;
    },
  };
}

/** The records with the children each is about and its photos; the answer's schema keeps the fields it declares. */
async function withRecordDetails<Found extends { recordId: number }>(db: SchoolDb, records: Found[]) {
  const ids = records.map((record) => record.recordId);
  const [children, photos] = await Promise.all([repository.childrenOfRecords(db, ids), repository.photosOfRecords(db, ids)]);
  return records.map((record) => ({
    ...record,
    photoIds: photos.filter((photo) => photo.recordId === record.recordId).map((photo) => photo.fileId),
    students: children.filter((child) => child.recordId === record.recordId),
  }));
}

async function withObservationDetails<Found extends { obsId: number }>(db: SchoolDb, observations: Found[]) {
  const ids = observations.map((observation) => observation.obsId);
  const [children, goals] = await Promise.all([repository.childrenOfObservations(db, ids), repository.goalsOfObservations(db, ids)]);
  return observations.map((observation) => ({
    ...observation,
    students: children.filter((child) => child.obsId === observation.obsId),
    goals: goals.filter((goal) => goal.obsId === observation.obsId),
  }));
}

/** Each observation with what it says of one child: the remark and the levels on its items. */
async function withChildLevels<Found extends { obsId: number }>(db: SchoolDb, childId: number, observations: Found[]) {
  const ids = observations.map((observation) => observation.obsId);
  const [children, levels] = await Promise.all([observedChildren(db, ids), levelsOfObservations(db, ids)]);
  return observations.map((observation) => ({
    ...observation,
    remark: children.find((child) => child.obsId === observation.obsId && child.studentId === childId)?.remark ?? null,
    levels: levels.filter((level) => level.obsId === observation.obsId && level.childId === childId).map(({ itemId, level }) => ({ itemId, level })),
  }));
}

export type ChildGrowthService = ReturnType<typeof childGrowthService>;
