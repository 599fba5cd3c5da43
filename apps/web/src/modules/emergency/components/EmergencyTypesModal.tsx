import { AddEmergencyTypeInput } from '@yuanwu/shared';
import { TypesModal } from '../../../components/TypesModal';
import { useDeleteEmergencyType, useEmergencyTypes, useSaveEmergencyType } from '../emergency.queries';

/** 事件类型: the school's own types; a type that records use is not deleted. */
export function EmergencyTypesModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const save = useSaveEmergencyType();
  const remove = useDeleteEmergencyType();
  return (
    <TypesModal
      title="事件类型"
      open={open}
      onClose={onClose}
      types={useEmergencyTypes()}
      view={(type) => ({ id: type.typeId, name: type.typeName, note: type.description, usedCount: type.emergencyCount })}
      usedTitle="记录数"
      inUseText={(count) => `已有 ${count} 条记录使用这个类型，不能删除。`}
      nameSchema={AddEmergencyTypeInput.shape.typeName}
      noteSchema={AddEmergencyTypeInput.shape.description}
      namePlaceholder="如 意外伤害、传染病疫情"
      emptyText="还没有事件类型。先添加一个，如“意外伤害”"
      save={({ id, name, note }) => save.mutateAsync({ typeId: id, typeName: name, description: note })}
      remove={(id) => remove.mutateAsync(id)}
    />
  );
}
