import { beyondRatio, childrenPer, classSizeRule, STAFFING_RULES, type ComplianceOverview } from '@yuanwu/shared';
import { schoolDate, type Clock } from '../../clock.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { countChildrenByClass, countStaffOfClasses, listClasses, staffCountsOfClasses } from '../class-group/index.js';
import { currentYear } from '../school-year/index.js';
import { countStaffInService } from '../teacher/index.js';

const ratio = (staffCount: number, childCount: number, limit: number) => ({
  staffCount,
  childCount,
  childrenPerStaff: childrenPer(childCount, staffCount),
  limit,
  over: beyondRatio(childCount, staffCount, limit),
});

/** 合规提醒: the current year's classes against the national class sizes and staffing, and the school's ratios. */
export function complianceService(deps: { clock: Clock }) {
  return {
    /** Through the caller's handle: a data scope narrower than the school sees its classes, and no school ratio. */
    async overview(db: SchoolDb, session: SessionIdentity): Promise<ComplianceOverview> {
      const year = await currentYear(db, schoolDate(deps.clock.now()));
      if (!year) return { yearId: null, yearName: null, classes: [], school: null };
      const rows = await listClasses(db, { yearId: year.id });
      const ids = rows.map((row) => row.classId);
      const [children, staff] = await Promise.all([countChildrenByClass(db, ids), staffCountsOfClasses(db, ids)]);
      const classes = rows.map(({ classId, className, gradeName, gradeLevel }) => {
        const childCount = children.get(classId) ?? 0;
        const { teacherCount, carerCount } = staff.get(classId) ?? { teacherCount: 0, carerCount: 0 };
        const rule = classSizeRule(gradeLevel);
        return {
          classId,
          className,
          gradeName,
          gradeLevel,
          childCount,
          sizeLimit: rule?.limit ?? null,
          sizeRule: rule?.rule ?? null,
          teacherCount,
          carerCount,
          childrenPerStaff: childrenPer(childCount, teacherCount + carerCount),
          oversized: rule !== undefined && childCount > rule.limit,
          // A class without children is not running: the staffing rule is for the classes that are.
          understaffed: childCount > 0 && (teacherCount < STAFFING_RULES.teachersPerClass || carerCount < STAFFING_RULES.carersPerClass),
        };
      });
      if (session.classesInReach !== null) return { yearId: year.id, yearName: year.name, classes, school: null };
      const childCount = classes.reduce((sum, row) => sum + row.childCount, 0);
      const [staffInService, staffInClasses] = await Promise.all([countStaffInService(db), countStaffOfClasses(db, ids)]);
      return {
        yearId: year.id,
        yearName: year.name,
        classes,
        school: {
          staff: ratio(staffInService, childCount, STAFFING_RULES.childrenPerStaff),
          careStaff: ratio(staffInClasses, childCount, STAFFING_RULES.childrenPerCareStaff),
        },
      };
    },
  };
}

export type ComplianceService = ReturnType<typeof complianceService>;
