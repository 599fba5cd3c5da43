// The attendance module's door: the figures, ranges and rates the dashboard and 幼儿发展 show too.
export { attendanceChartOption } from './attendance-chart';
export { classAttendPath } from './attendance.paths';
export { useStudentAttendDetail } from './attendance.queries';
export { AttendRate } from './components/AttendRate';
export { AttendTotalsBar } from './components/AttendTotalsBar';
export { DateRangeFilter } from './components/DateRangeFilter';
export { rangeQuery, useUrlDateRange, type DateRangeValue } from './date-range';
