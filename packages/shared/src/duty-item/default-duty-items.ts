import type { AddDutyItemInput } from './duty-item.schemas.js';

/**
 * The duty checks a kindergarten starts from (UseDefaultDutyItem), after the usual daily safety and
 * hygiene routine of 托幼机构卫生保健 practice: a school adds those it lacks and edits them after.
 */
export const DEFAULT_DUTY_ITEMS: readonly (AddDutyItemInput & { standard: string })[] = [
  { itemName: '园门及门卫值守', category: 1, period: 1, standard: '门卫在岗，来访人员登记，大门按时开关' },
  { itemName: '消防通道与灭火器', category: 1, period: 1, standard: '疏散通道畅通无堆放，灭火器在有效期内、压力正常' },
  { itemName: '户外大型玩具', category: 1, period: 1, standard: '滑梯、攀爬架等无松动、无破损、无尖锐突出物' },
  { itemName: '水电与电器设施', category: 1, period: 5, standard: '插座有保护盖，离园后关闭电源、门窗、水龙头' },
  { itemName: '药品与危险物品存放', category: 1, period: 9, standard: '药品、消毒液上锁存放在幼儿接触不到处' },
  { itemName: '晨检及全日健康观察', category: 2, period: 1, standard: '一摸二看三问四查，发现异常及时隔离并通知家长' },
  { itemName: '活动室与寝室通风', category: 2, period: 2, standard: '每日开窗通风不少于2次，每次不少于30分钟' },
  { itemName: '餐具水杯毛巾消毒', category: 2, period: 3, standard: '一人一杯一巾，餐具每餐消毒并有记录' },
  { itemName: '卫生间清洁防滑', category: 2, period: 4, standard: '地面干燥无积水，便池清洁无异味' },
  { itemName: '食品留样', category: 2, period: 3, standard: '每餐每样留样不少于125克，冷藏保存48小时并登记' },
  { itemName: '午睡巡视', category: 3, period: 3, standard: '值班教师全程看护，检查幼儿有无异物入口、蒙头睡' },
  { itemName: '幼儿饮水', category: 3, period: 2, standard: '保证幼儿随时饮用温开水，记录饮水次数' },
  { itemName: '离园接送交接', category: 3, period: 5, standard: '凭接送卡接送，陌生人接送须与家长电话确认' },
];
