import { schoolDate, type Clock } from '../../clock.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { searchChildren } from '../child/index.js';
import { schoolYearStatus } from '../school-year/index.js';
import { listYears, semestersOfYears } from '../school-year/index.js';
import { activeTeachers, departments } from '../teacher/index.js';
import { citiesOf, countiesOf, provinces } from '../../core/regions.js';

export function filterService(deps: { clock: Clock }) {
  return {
    async years(db: SchoolDb) {
      const today = schoolDate(deps.clock.now());
      return (await listYears(db)).map((year) => ({ yearId: year.id, yearName: year.name, status: schoolYearStatus(year, today) }));
    },

    async semesters(db: SchoolDb, yearId?: number) {
      const yearIds = yearId ? [yearId] : (await listYears(db)).map((year) => year.id);
      const rows = await semestersOfYears(db, yearIds);
      return rows.map((row) => ({ semesterId: row.id, semesterName: row.name, yearId: row.schoolYearId, startDate: row.startDate, endDate: row.endDate }));
    },

    departments,

    students: searchChildren,

    async teachers(db: SchoolDb, filter: { departmentId?: number | undefined; keyword?: string | undefined }) {
      return (await activeTeachers(db, filter)).map(({ teacherId, teacherName, departmentId }) => ({ teacherId, teacherName, departmentId }));
    },

    provinces,
    citiesOf,
    countiesOf,
  };
}

export type FilterService = ReturnType<typeof filterService>;
