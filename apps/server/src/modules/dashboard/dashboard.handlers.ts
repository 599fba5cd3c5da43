import { dashboardEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { DashboardService } from './dashboard.service.js';

export const dashboardHandlers = (dashboard: DashboardService) =>
  handlersFor(dashboardEndpoints, {
    getCountModel: (_input, { db }) => dashboard.counts(db),
    getSchoolStudentCount: (_input, { db }) => dashboard.childCount(db),
    getSchoolTeacherCount: (_input, { db }) => dashboard.teacherCount(db),
    getSchoolClassAlbumPhotoCount: (_input, { db }) => dashboard.photoCount(db),
    getSchoolClassAlbumVideoCount: (_input, { db }) => dashboard.videoCount(db),
    getSchoolWorkBookCount: (_input, { db }) => dashboard.workCount(db),
    getTeacherRanking: (input, { db }) => dashboard.teacherRanking(db, input),
    getParentRanking: (input, { db }) => dashboard.parentRanking(db, input),
    getClassRanking: (input, { db }) => dashboard.classRanking(db, input),
    getSearchOptions: (input, { db }) => dashboard.searchOptions(db, input.yearId),
    getGradeClassSelectList: (input, { db }) => dashboard.gradeClassSelect(db, input.yearId),
    getStudentAttendStatistics: (input, { db }) => dashboard.attendStatistics(db, input),
    getClassStatistics: (input, { db }) => dashboard.classStatistics(db, input),
  });
