import { AddMusicTypeInput } from '@yuanwu/shared';
import { TypesModal } from '../../../components/TypesModal';
import { useDeleteMusicType, useMusicTypes, useSaveMusicType } from '../music.queries';

/** 音乐类型: the school's own types, added, renamed and deleted (a type still holding music is not deleted). */
export function MusicTypesModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const save = useSaveMusicType();
  const remove = useDeleteMusicType();
  return (
    <TypesModal
      title="音乐类型"
      open={open}
      onClose={onClose}
      types={useMusicTypes()}
      view={(type) => ({ id: type.id, name: type.menuName, note: type.des, usedCount: type.musicCount })}
      usedTitle="音乐数"
      inUseText={(count) => `类型下还有 ${count} 首音乐，需先删除或移到其他类型。`}
      nameSchema={AddMusicTypeInput.shape.menuName}
      noteSchema={AddMusicTypeInput.shape.des}
      namePlaceholder="如 儿歌、律动、故事"
      emptyText="还没有音乐类型。先添加一个类型，如“儿歌”，再上传音乐"
      save={({ id, name, note }) => save.mutateAsync({ ...(id ? { id } : {}), menuName: name, des: note })}
      remove={(id) => remove.mutateAsync(id)}
    />
  );
}
