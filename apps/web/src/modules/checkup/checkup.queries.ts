import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BatchListInput, checkupEndpoints, DataListInput } from '@yuanwu/shared';
import { call, queryRoot, saveFile, useDownload, useWrite, type CallInput } from '../../api';
import { searchText } from '../../components/form-rules';
import type { PageRequest } from '../../components/paging';

type InputOf<Key extends keyof typeof checkupEndpoints> = CallInput<(typeof checkupEndpoints)[Key]>;

const checkupKeys = {
  all: queryRoot('checkup', ['checkups']),
  batches: () => [...checkupKeys.all, 'batches'] as const,
  templates: () => [...checkupKeys.all, 'templates'] as const,
  batch: (batchId: number) => [...checkupKeys.all, 'batch', batchId] as const,
  children: (batchId: number) => [...checkupKeys.batch(batchId), 'children'] as const,
  statistics: (batchId: number, input: unknown) => [...checkupKeys.batch(batchId), 'statistics', input] as const,
  health: (studentId: number, startDate: string, endDate: string) => [...checkupKeys.all, 'health', studentId, startDate, endDate] as const,
};

/** Where in a batch the detail screen looks: a grade, a class, or all of it (0). */
export interface BatchScope {
  gradeId: number;
  classId: number;
}

export const scopeInput = ({ gradeId, classId }: BatchScope) => ({ ...(gradeId ? { gradeId } : {}), ...(classId ? { classId } : {}) });

/** The batches for ListPage, newest first. */
export const batchListSource = {
  queryKey: checkupKeys.batches(),
  fetchPage: ({ keyword, pageIndex, pageSize }: { keyword: string } & PageRequest) =>
    call(checkupEndpoints.getBatchPage, { keyword: searchText(keyword, BatchListInput.shape.keyword), pageIndex, pageSize }),
};

export function useTemplates() {
  return useQuery({ queryKey: checkupKeys.templates(), queryFn: () => call(checkupEndpoints.getTemplateList, {}) });
}

export function useBatchInfo(batchId: number, scope: BatchScope) {
  return useQuery({
    queryKey: [...checkupKeys.batch(batchId), 'info', scope],
    queryFn: () => call(checkupEndpoints.getBatchInfo, { batchId, ...scopeInput(scope) }),
    placeholderData: keepPreviousData,
  });
}

/** The children of a batch: where in it, and a name (empty for everyone). */
export interface BatchChildFilters extends BatchScope {
  childName: string;
}

/** A batch's children with their values, a page at a time; the call names its page startIndex. */
export const batchChildrenSource = (batchId: number) => ({
  queryKey: checkupKeys.children(batchId),
  fetchPage: ({ childName, pageIndex, pageSize, ...scope }: BatchChildFilters & PageRequest) =>
    call(checkupEndpoints.getDataPage, { batchId, ...scopeInput(scope), childName: searchText(childName, DataListInput.shape.childName), startIndex: pageIndex, onePageNum: pageSize }),
});

export function useStatistics(batchId: number, filter: Omit<InputOf<'getStatistics'>, 'batchId'>) {
  return useQuery({
    queryKey: checkupKeys.statistics(batchId, filter),
    queryFn: () => call(checkupEndpoints.getStatistics, { batchId, ...filter }),
    placeholderData: keepPreviousData,
  });
}

/** The child's checkups in the interval, for 幼儿发展. */
export function useStudentHealth(studentId: number, range: { startDate: string; endDate: string }) {
  return useQuery({
    queryKey: checkupKeys.health(studentId, range.startDate, range.endDate),
    queryFn: () => call(checkupEndpoints.getStudentHealthData, { studentId, ...range }),
  });
}

/** A write of checkups: every list, detail, statistic and child's health read shows it afterwards. */
const CHECKUPS = { changes: ['checkups'] } as const;

export const useAddBatch = () => useWrite((input: InputOf<'addBatch'>) => call(checkupEndpoints.addBatch, input), CHECKUPS);
export const useDeleteBatch = () => useWrite((batchId: number) => call(checkupEndpoints.delBatch, { batchId }), CHECKUPS);
export const useSaveValues = () => useWrite((input: InputOf<'addData'>) => call(checkupEndpoints.addData, input), CHECKUPS);
export const useClearValues = () => useWrite((input: InputOf<'delData'>) => call(checkupEndpoints.delData, input), CHECKUPS);
export const useImportValues = () => useWrite((input: InputOf<'importData'>) => call(checkupEndpoints.importData, input), CHECKUPS);
export const useAddTemplate = () => useWrite((input: InputOf<'addTemplate'>) => call(checkupEndpoints.addTemplate, input), CHECKUPS);
export const useRenameTemplate = () => useWrite((input: InputOf<'updateTemplateName'>) => call(checkupEndpoints.updateTemplateName, input), CHECKUPS);
export const useDeleteTemplate = () => useWrite((templateId: number) => call(checkupEndpoints.delTemplate, { templateId }), CHECKUPS);
export const useSaveTemplateItems = () => useWrite((input: InputOf<'updateTemplateItems'>) => call(checkupEndpoints.updateTemplateItems, input), CHECKUPS);

export const useExportEmptyTable = () => useDownload((input: InputOf<'exportEmptyTable'>) => call(checkupEndpoints.exportEmptyTable, input));
export const useExportData = () => useDownload((input: InputOf<'exportData'>) => call(checkupEndpoints.exportData, input));
export const downloadFailData = (batchId: number) => call(checkupEndpoints.exportFailData, { batchId }).then(saveFile);
