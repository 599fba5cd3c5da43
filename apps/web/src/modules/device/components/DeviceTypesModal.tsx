import { AddDeviceTypeInput } from '@yuanwu/shared';
import { TypesModal } from '../../../components/TypesModal';
import { useDeleteDeviceType, useDeviceTypes, useSaveDeviceType } from '../device.queries';

/** 设备类型: the school's own types; a type still holding devices is not deleted. */
export function DeviceTypesModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const save = useSaveDeviceType();
  const remove = useDeleteDeviceType();
  return (
    <TypesModal
      title="设备类型"
      open={open}
      onClose={onClose}
      types={useDeviceTypes()}
      view={(type) => ({ id: type.typeId, name: type.typeName, note: type.remark, usedCount: type.deviceCount })}
      usedTitle="设备数"
      inUseText={(count) => `类型下还有 ${count} 台设备，需先删除或改为其他类型。`}
      nameSchema={AddDeviceTypeInput.shape.typeName}
      noteSchema={AddDeviceTypeInput.shape.remark}
      namePlaceholder="如 空调、监控摄像头"
      emptyText="还没有设备类型。先添加一个类型，如“空调”，再添加设备"
      save={({ id, name, note }) => save.mutateAsync({ ...(id ? { typeId: id } : {}), typeName: name, remark: note })}
      remove={(id) => remove.mutateAsync(id)}
    />
  );
}
