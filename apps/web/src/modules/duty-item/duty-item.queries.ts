import { useQuery } from '@tanstack/react-query';
import { dutyItemEndpoints } from '@yuanwu/shared';
import { call, queryRoot, useWrite, type CallInput } from '../../api';

const keys = {
  all: queryRoot('dutyItem', ['safety']),
  list: (category: number) => [...keys.all, 'list', category] as const,
};

export const useDutyItems = (category: number) => useQuery({ queryKey: keys.list(category), queryFn: () => call(dutyItemEndpoints.getDutyItemList, { category }) });

const SAFETY = { changes: ['safety'] } as const;

export type DutyItemSave = CallInput<typeof dutyItemEndpoints.addDutyItem> & { dutyItemId?: number | undefined };

export const useSaveDutyItem = () =>
  useWrite(
    ({ dutyItemId, ...input }: DutyItemSave): Promise<unknown> => (dutyItemId ? call(dutyItemEndpoints.updateDutyItem, { dutyItemId, ...input }) : call(dutyItemEndpoints.addDutyItem, input)),
    SAFETY,
  );
export const useDeleteDutyItem = () => useWrite((dutyItemId: number) => call(dutyItemEndpoints.delDutyItem, { dutyItemId }), SAFETY);
export const useDefaultDutyItems = () => useWrite(() => call(dutyItemEndpoints.useDefaultDutyItem, {}), SAFETY);
