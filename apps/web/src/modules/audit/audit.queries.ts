import { useQuery } from '@tanstack/react-query';
import { auditLogEndpoints, type AuditLogFilters } from '@yuanwu/shared';
import type { Dayjs } from 'dayjs';
import { call, queryRoot } from '../../api';
import { DATE_FORMAT } from '../../components/dates';
import type { PageRequest } from '../../components/paging';

/** Every write of any module adds to the log: the list is read again after each (the topic `writes`). */
const auditKeys = {
  all: queryRoot('audit', ['writes']),
  list: () => [...auditKeys.all, 'list'] as const,
  operators: () => [...auditKeys.all, 'operators'] as const,
};

/** A filter's 全部. */
export const ANY_PERSON = 0;
export const ANY_MODULE = '';

export interface OperationLogFilters {
  teacherId: number;
  moduleCode: string;
  dates?: [Dayjs, Dayjs] | null;
}

const inputOf = ({ teacherId, moduleCode, dates }: OperationLogFilters): AuditLogFilters => ({
  ...(teacherId === ANY_PERSON ? {} : { teacherId }),
  ...(moduleCode === ANY_MODULE ? {} : { moduleCode }),
  ...(dates ? { startDate: dates[0].format(DATE_FORMAT), endDate: dates[1].format(DATE_FORMAT) } : {}),
});

export const operationLogSource = {
  queryKey: auditKeys.list(),
  fetchPage: ({ pageIndex, pageSize, ...filters }: OperationLogFilters & PageRequest) => call(auditLogEndpoints.getList, { ...inputOf(filters), pageIndex, pageSize }),
};

export const exportOperationLog = (filters: OperationLogFilters) => call(auditLogEndpoints.export, inputOf(filters));

export const useOperators = () => useQuery({ queryKey: auditKeys.operators(), queryFn: () => call(auditLogEndpoints.getOperatorList, {}) });
