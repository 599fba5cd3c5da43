import { useQuery } from '@tanstack/react-query';
import { MusicCountInput, musicEndpoints } from '@yuanwu/shared';
import { call, queryRoot, useWrite, type CallInput } from '../../api';
import { searchText } from '../../components/form-rules';
import type { PageRequest } from '../../components/paging';

/** Music shows who added it: a change to the staff shows here too. */
const musicKeys = {
  all: queryRoot('music', ['music', 'staff']),
  list: () => [...musicKeys.all, 'list'] as const,
  types: () => [...musicKeys.all, 'types'] as const,
};

/** The type filter's 全部. */
export const ANY_TYPE = 0;

export interface MusicFilters {
  typeId: number;
  searchContent: string;
}

const filterInput = ({ typeId, searchContent }: MusicFilters) => ({
  ...(typeId === ANY_TYPE ? {} : { typeId }),
  searchContent: searchText(searchContent, MusicCountInput.shape.searchContent),
});

/** The music list for ListPage: the page's rows (startNum to endNum) and the count, each a call of its own. */
export const musicListSource = {
  queryKey: musicKeys.list(),
  fetchPage: async ({ pageIndex, pageSize, ...filters }: MusicFilters & PageRequest) => {
    const input = filterInput(filters);
    const startNum = (pageIndex - 1) * pageSize + 1;
    const [list, { count }] = await Promise.all([
      call(musicEndpoints.getMusicList, { ...input, startNum, endNum: startNum + pageSize - 1 }),
      call(musicEndpoints.getMusicListNum, input),
    ]);
    return { list, total: count };
  },
};

/** The school's music types, with how much music each holds. */
export const useMusicTypes = () => useQuery({ queryKey: musicKeys.types(), queryFn: () => call(musicEndpoints.getAllMusicType, {}) });

const MUSIC = { changes: ['music'] } as const;

export const useAddMusic = () => useWrite((input: CallInput<typeof musicEndpoints.addMusic>) => call(musicEndpoints.addMusic, input), MUSIC);
export const useUpdateMusic = () => useWrite((input: CallInput<typeof musicEndpoints.updateMusic>) => call(musicEndpoints.updateMusic, input), MUSIC);
export const useDeleteMusic = () => useWrite((musicId: number) => call(musicEndpoints.delMusic, { musicId }), MUSIC);

export type MusicTypeSave = CallInput<typeof musicEndpoints.addMusicType> & { id?: number | undefined };

export const useSaveMusicType = () =>
  useWrite(({ id, ...input }: MusicTypeSave): Promise<unknown> => (id ? call(musicEndpoints.updateMusicType, { id, ...input }) : call(musicEndpoints.addMusicType, input)), MUSIC);
export const useDeleteMusicType = () => useWrite((id: number) => call(musicEndpoints.delMusicType, { id }), MUSIC);
