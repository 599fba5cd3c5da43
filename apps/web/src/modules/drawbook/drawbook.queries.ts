import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DrawbookCountInput, drawbookEndpoints } from '@yuanwu/shared';
import { call, queryRoot, useWrite, type CallInput } from '../../api';
import { searchText } from '../../components/form-rules';
import type { PageRequest } from '../../components/paging';

/** Books show who added them: a change to the staff shows here too. */
const drawbookKeys = {
  all: queryRoot('drawbook', ['drawbooks', 'staff']),
  list: () => [...drawbookKeys.all, 'list'] as const,
  grades: () => [...drawbookKeys.all, 'grades'] as const,
  book: (drawbookId: number) => [...drawbookKeys.all, 'book', drawbookId] as const,
};

/** The grade filter's 全部. */
export const ANY_GRADE = 0;

export interface DrawbookFilters {
  gradeId: number;
  searchContent: string;
}

const filterInput = ({ gradeId, searchContent }: DrawbookFilters) => ({
  ...(gradeId === ANY_GRADE ? {} : { gradeId }),
  searchContent: searchText(searchContent, DrawbookCountInput.shape.searchContent),
});

/** The book list for ListPage: the page's rows (startNum to endNum) and the count, each a call of its own. */
export const drawbookListSource = {
  queryKey: drawbookKeys.list(),
  fetchPage: async ({ pageIndex, pageSize, ...filters }: DrawbookFilters & PageRequest) => {
    const input = filterInput(filters);
    const startNum = (pageIndex - 1) * pageSize + 1;
    const [list, { count }] = await Promise.all([
      call(drawbookEndpoints.getDrawbookList, { ...input, startNum, endNum: startNum + pageSize - 1 }),
      call(drawbookEndpoints.getDrawbookListNum, input),
    ]);
    return { list, total: count };
  },
};

/** The grade levels that have books, with their counts: the grade filter's options. */
export const useDrawbookGrades = () => useQuery({ queryKey: drawbookKeys.grades(), queryFn: () => call(drawbookEndpoints.getDrawbookGrades, {}) });

/** A book with its cover and pages, while `drawbookId` is given (preview, edit). */
export const useDrawbook = (drawbookId: number | undefined) =>
  useQuery({ queryKey: drawbookKeys.book(drawbookId ?? 0), queryFn: () => call(drawbookEndpoints.getSingleDrawbook, { drawbookId: drawbookId! }), enabled: Boolean(drawbookId) });

/** Reads a book afresh to edit it; a failure is reported as a toast (nothing on screen shows this read). */
export function useFetchDrawbook() {
  const queryClient = useQueryClient();
  return (drawbookId: number) =>
    queryClient.fetchQuery({ queryKey: drawbookKeys.book(drawbookId), queryFn: () => call(drawbookEndpoints.getSingleDrawbook, { drawbookId }), staleTime: 0 });
}

const DRAWBOOKS = { changes: ['drawbooks'] } as const;

export type DrawbookSave = CallInput<typeof drawbookEndpoints.addDrawbook> & { drawbookId?: number | undefined };

export const useSaveDrawbook = () =>
  useWrite(
    ({ drawbookId, ...input }: DrawbookSave): Promise<unknown> =>
      drawbookId ? call(drawbookEndpoints.updateDrawbook, { drawbookId, ...input }) : call(drawbookEndpoints.addDrawbook, input),
    DRAWBOOKS,
  );

export const useDeleteDrawbook = () =>
  useWrite((drawbookId: number) => call(drawbookEndpoints.delDrawbook, { drawbookId }), { ...DRAWBOOKS, forget: (drawbookId) => [drawbookKeys.book(drawbookId)] });
