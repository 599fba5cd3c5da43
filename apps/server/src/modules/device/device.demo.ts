import { DeviceStatus } from '@yuanwu/shared';
import { addDays } from '../../core/calendar.js';
import type { Random } from '../../core/demo-random.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { allAreas } from '../school-activity/index.js';
import { activeTeachers } from '../teacher/index.js';

/** The kinds of device a kindergarten keeps a register of, with how many of each and their makes. */
const DEVICE_KINDS = [
  { type: '空调', remark: '教室与功能室空调', count: 6, names: ['格力柜式空调', '美的挂式空调'] },
  { type: '监控摄像头', remark: '园区安防监控', count: 5, names: ['海康威视半球摄像头', '大华枪式摄像头'] },
  { type: '紫外线消毒灯', remark: '每日定时消毒', count: 4, names: ['移动式紫外线消毒车', '吊装紫外线灯'] },
  { type: '多媒体一体机', remark: '教学用触控一体机', count: 3, names: ['希沃教学一体机', '鸿合触控一体机'] },
  { type: '饮水机', remark: '幼儿饮用水', count: 4, names: ['沁园温热饮水机', '碧丽开水器'] },
  { type: '空气净化器', remark: null, count: 3, names: ['小米空气净化器', '352空气净化器'] },
];

/** Mostly in order; one under repair, one faulty, one retired, as a real register is. */
const statusOf = (index: number) => [DeviceStatus.IN_REPAIR, DeviceStatus.FAULTY, DeviceStatus.DISABLED][index % 9] ?? DeviceStatus.NORMAL;

/** Three years' warranty, as makers give. */
const WARRANTY_DAYS = 3 * 365;

/** The school's device register: each in one of its areas, looked after by one of its logistics staff or teachers. */
export async function seedDevices(db: SchoolDb, context: { today: string; now: string; random: Random }): Promise<void> {
  const { random } = context;
  const [areas, staff] = await Promise.all([allAreas(db), activeTeachers(db)]);
  const keepers = staff.filter((person) => person.departmentName === '后勤部');
  const managers = keepers.length > 0 ? keepers : staff;
  let index = 0;
  for (const kind of DEVICE_KINDS) {
    const { id: typeId } = await db.insertInto('deviceType').values({ name: kind.type, remark: kind.remark, createdAt: context.now }).returning('id').executeTakeFirstOrThrow();
    const devices = Array.from({ length: kind.count }, (_, n) => {
      const purchaseDate = addDays(context.today, -random.between(30, 1500));
      const area = areas.length > 0 ? random.pick(areas) : undefined;
      index += 1;
      return {
        name: `${random.pick(kind.names)}${n + 1}号`,
        deviceNo: `SB-${String(typeId).padStart(2, '0')}-${String(n + 1).padStart(3, '0')}`,
        typeId,
        areaId: area?.areaId ?? null,
        managerId: managers.length > 0 ? random.pick(managers).teacherId : null,
        status: statusOf(index),
        purchaseDate,
        warrantyEndDate: addDays(purchaseDate, WARRANTY_DAYS),
        remark: area ? `位于${area.name}` : null,
        createdAt: context.now,
        updatedAt: context.now,
      };
    });
    await db.insertInto('device').values(devices).execute();
  }
}
