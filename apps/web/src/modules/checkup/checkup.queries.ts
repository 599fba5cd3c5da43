import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkupEndpoints } from '@yuanwu/shared';
import { call, saveFile, type CallInput } from '../../api';
import type { PageRequest } from '../../components/paging';

type InputOf<Key extends keyof typeof checkupEndpoints> = CallInput<(typeof checkupEndpoints)[Key]>;

export const checkupKeys = {
  all: ['checkup'] as const,
  batches: () => [...checkupKeys.all, 'batches'] as const,
  templates: () => [...checkupKeys.all, 'templates'] as const,
  batch: (batchId: number) => [...checkupKeys.all, 'batch', batchId] as const,
  children: (batchId: number, input: unknown) => [...checkupKeys.batch(batchId), 'children', input] as const,
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
    call(checkupEndpoints.getBatchPage, { ...(keyword.trim() ? { keyword: keyword.trim() } : {}), pageIndex, pageSize }),
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

export function useBatchChildren(batchId: number, filter: Omit<InputOf<'getDataPage'>, 'batchId'>) {
  return useQuery({
    queryKey: checkupKeys.children(batchId, filter),
    queryFn: () => call(checkupEndpoints.getDataPage, { batchId, ...filter }),
    placeholderData: keepPreviousData,
  });
}

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
function useCheckupWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => queryClient.invalidateQueries({ queryKey: checkupKeys.all }) });
}

export const useAddBatch = () => useCheckupWrite((input: InputOf<'addBatch'>) => call(checkupEndpoints.addBatch, input));
export const useDeleteBatch = () => useCheckupWrite((batchId: number) => call(checkupEndpoints.delBatch, { batchId }));
export const useSaveValues = () => useCheckupWrite((input: InputOf<'addData'>) => call(checkupEndpoints.addData, input));
export const useClearValues = () => useCheckupWrite((input: InputOf<'delData'>) => call(checkupEndpoints.delData, input));
export const useImportValues = () => useCheckupWrite((input: InputOf<'importData'>) => call(checkupEndpoints.importData, input));
export const useAddTemplate = () => useCheckupWrite((input: InputOf<'addTemplate'>) => call(checkupEndpoints.addTemplate, input));
export const useRenameTemplate = () => useCheckupWrite((input: InputOf<'updateTemplateName'>) => call(checkupEndpoints.updateTemplateName, input));
export const useDeleteTemplate = () => useCheckupWrite((templateId: number) => call(checkupEndpoints.delTemplate, { templateId }));
export const useSaveTemplateItems = () => useCheckupWrite((input: InputOf<'updateTemplateItems'>) => call(checkupEndpoints.updateTemplateItems, input));

export const useExportEmptyTable = () => useMutation({ mutationFn: (input: InputOf<'exportEmptyTable'>) => call(checkupEndpoints.exportEmptyTable, input), onSuccess: saveFile });
export const useExportData = () => useMutation({ mutationFn: (input: InputOf<'exportData'>) => call(checkupEndpoints.exportData, input), onSuccess: saveFile });
export const downloadFailData = (batchId: number) => call(checkupEndpoints.exportFailData, { batchId }).then(saveFile);
