import type { DemoPlan } from '../../core/module.js';
import type { SchoolDb } from '../../db/school-scope.js';

/** What a kindergarten sells its families, at this year's prices in fen; the last one is off sale. */
const GOODS = [
  { name: '夏季园服（短袖套装）', category: 1, unitPriceFen: 12800, unit: '套', stock: 86, description: '纯棉，尺码 90-130' },
  { name: '春秋季园服（运动套装）', category: 1, unitPriceFen: 16800, unit: '套', stock: 64, description: '含外套与长裤' },
  { name: '冬季园服（棉服）', category: 1, unitPriceFen: 19800, unit: '件', stock: 40, description: null },
  { name: '接送卡补办', category: 2, unitPriceFen: 2000, unit: '张', stock: 150, description: '遗失或损坏后补办，原卡作废' },
  { name: '家长接送卡（新增）', category: 2, unitPriceFen: 2000, unit: '张', stock: 120, description: '每名幼儿可办两张' },
  { name: '午睡被褥三件套', category: 3, unitPriceFen: 26800, unit: '套', stock: 35, description: '被子、褥子、枕头，可拆洗' },
  { name: '儿童水杯（不锈钢）', category: 5, unitPriceFen: 3500, unit: '个', stock: 90, description: '杯身可刻幼儿姓名' },
  { name: '书包', category: 5, unitPriceFen: 6800, unit: '个', stock: 55, description: null },
  { name: '幼儿成长档案册', category: 4, unitPriceFen: 4500, unit: '本', stock: 70, description: '每学年一册' },
  { name: '绘本阅读包（上学期）', category: 4, unitPriceFen: 12000, unit: '套', stock: 0, description: '本学期已停售' },
];

export async function seedGoods(db: SchoolDb, plan: DemoPlan): Promise<void> {
  await db
    .insertInto('good')
    .values(GOODS.map((good, index) => ({ ...good, isOnSale: good.stock > 0 ? 1 : 0, sortOrder: index + 1, createdAt: plan.now })))
    .execute();
}
