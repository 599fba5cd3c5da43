import { deviceEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { DeviceService } from './device.service.js';

export const deviceHandlers = (devices: DeviceService) =>
  handlersFor(deviceEndpoints, {
    getDeviceList: (input, { db }) => devices.list(db, input),
    getAreaList: (_input, { db }) => devices.areas(db),
    getManagerList: (input, { db }) => devices.managers(db, input.searchKey),
    getDeviceForUpdate: (input, { db }) => devices.forUpdate(db, input.deviceId),
    delDevice: (input, { db }) => devices.remove(db, input.deviceId),
    addDevice: (input, { db }) => devices.add(db, input),
    updateDevice: (input, { db }) => devices.update(db, input),
    delAllDevice: (input, { db }) => devices.removeAll(db, input.deviceIdList),
    getDeviceTypeList: (_input, { db }) => devices.types(db),
    getDeviceTypeDetail: (input, { db }) => devices.type(db, input.typeId),
    addDeviceType: (input, { db }) => devices.addType(db, input),
    updateDeviceType: (input, { db }) => devices.updateType(db, input),
    delDeviceType: (input, { db }) => devices.removeType(db, input.typeId),
  });
