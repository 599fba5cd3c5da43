import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  CityInput,
  CountyInput,
  DepartmentOption,
  Region,
  SemesterFilterInput,
  SemesterOption,
  StudentFilterInput,
  StudentOption,
  TeacherFilterInput,
  TeacherFilterOption,
  YearOption,
} from './filter.schemas.js';

/** The pickers every screen's filters use: any signed-in user may read them. */
export const filterEndpoints = {
  getYearListForFilter: defineEndpoint({
    id: 'filter.getYearListForFilter',
    summary: '学年筛选项',
    access: 'session',
    legacy: { method: 'GET', path: '/api/Filter/GetYearListForFilter' },
    input: z.object({}),
    output: z.array(YearOption),
  }),
  getSemesterListForFilter: defineEndpoint({
    id: 'filter.getSemesterListForFilter',
    summary: '学期筛选项',
    access: 'session',
    legacy: { method: 'GET', path: '/api/Filter/GetSemesterListForFilter' },
    input: SemesterFilterInput,
    output: z.array(SemesterOption),
  }),
  getDepartmentListForFilter: defineEndpoint({
    id: 'filter.getDepartmentListForFilter',
    summary: '部门筛选项',
    access: 'session',
    legacy: { method: 'GET', path: '/api/Filter/GetDepartmentListForFilter' },
    input: z.object({}),
    output: z.array(DepartmentOption),
  }),
  getStudentListForFilter: defineEndpoint({
    id: 'filter.getStudentListForFilter',
    summary: '在读幼儿筛选项（按班级、姓名）',
    access: 'session',
    legacy: { method: 'GET', path: '/api/Filter/GetStudentListForFilter' },
    input: StudentFilterInput,
    output: z.array(StudentOption),
  }),
  getTeacherListForFilter: defineEndpoint({
    id: 'filter.getTeacherListForFilter',
    summary: '在职教师筛选项（按部门、姓名）',
    access: 'session',
    legacy: { method: 'GET', path: '/api/Filter/GetTeacherListForFilter' },
    input: TeacherFilterInput,
    output: z.array(TeacherFilterOption),
  }),
  getProvinceList: defineEndpoint({
    id: 'filter.getProvinceList',
    summary: '省份',
    access: 'session',
    legacy: { method: 'GET', path: '/api/Filter/GetProvinceList' },
    input: z.object({}),
    output: z.array(Region),
  }),
  getCityList: defineEndpoint({
    id: 'filter.getCityList',
    summary: '省份下的城市',
    access: 'session',
    legacy: { method: 'GET', path: '/api/Filter/GetCityList' },
    input: CityInput,
    output: z.array(Region),
  }),
  getCountyList: defineEndpoint({
    id: 'filter.getCountyList',
    summary: '城市下的区县',
    access: 'session',
    legacy: { method: 'GET', path: '/api/Filter/GetCountyList' },
    input: CountyInput,
    output: z.array(Region),
  }),
};
