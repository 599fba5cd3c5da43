import { filterEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { FilterService } from './filter.service.js';

export const filterHandlers = (filters: FilterService) =>
  handlersFor(filterEndpoints, {
    getYearListForFilter: (_input, { db }) => filters.years(db),
    getSemesterListForFilter: (input, { db }) => filters.semesters(db, input.yearId),
    getDepartmentListForFilter: (_input, { db }) => filters.departments(db),
    getStudentListForFilter: (input, { db }) => filters.students(db, input),
    getTeacherListForFilter: (input, { db }) => filters.teachers(db, input),
    getProvinceList: async () => filters.provinces(),
    getCityList: async (input) => filters.citiesOf(input.provinceCode),
    getCountyList: async (input) => filters.countiesOf(input.cityCode),
  });
