import { sql } from 'kysely';
import type { SchoolDb } from '../../db/school-scope.js';

/**
 * What teachers record of children, as one list for the statistics of 教学评价 > 记录统计: each
 * growth record (recordType 1) and observation (2) with its class, author, field, date, text and
 * how many children it is about. A query to select from, so that the counts stay in SQL.
 */
export function teacherRecords(db: SchoolDb) {
  return db
    .selectFrom('growthRecord')
    .select((eb) => [
      sql.lit(1).as('recordType'),
      'growthRecord.id as recordId',
      'growthRecord.classId',
      'growthRecord.teacherId',
      'growthRecord.field',
      'growthRecord.recordDate',
      'growthRecord.content',
      sql<string | null>`cast(null as text)`.as('note'),
      eb.selectFrom('growthRecordChild').select((inner) => inner.fn.countAll<number>().as('count')).whereRef('growthRecordChild.recordId', '=', 'growthRecord.id').as('childCount'),
    ])
    .unionAll((db2) =>
      db2
        .selectFrom('observation')
        .select((eb) => [
          sql.lit(2).as('recordType'),
          'observation.id as recordId',
          'observation.classId',
          'observation.teacherId',
          'observation.field',
          'observation.observeDate as recordDate',
          'observation.activityName as content',
          'observation.note',
          eb.selectFrom('observationChild').select((inner) => inner.fn.countAll<number>().as('count')).whereRef('observationChild.observationId', '=', 'observation.id').as('childCount'),
        ]),
    );
}
