import { MealType } from '@yuanwu/shared';
import { addDays } from '../../core/calendar.js';
import type { Random } from '../../core/demo-random.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { mondayOf } from './cookbook-week.js';
import { insertCookbook, insertFood, replaceDishes, replaceShares, type DishRow } from './cookbook.repository.js';

type FoodSeed = [name: string, category: number, icon: string, nutrition?: [energy: number, protein: number, fat: number, carbohydrate: number]];

/** A kindergarten kitchen's foods, with nutrition per 100 g for the common ones. */
const FOODS: FoodSeed[] = [
  ['米饭', 1, 'rice', [116, 2.6, 0.3, 25.9]],
  ['二米饭', 1, 'rice', [115, 2.8, 0.5, 25.0]],
  ['小米粥', 1, 'porridge', [46, 1.4, 0.7, 8.4]],
  ['南瓜小米粥', 1, 'porridge', [45, 1.2, 0.5, 9.1]],
  ['皮蛋瘦肉粥', 1, 'porridge', [62, 3.9, 1.6, 8.0]],
  ['燕麦粥', 1, 'porridge'],
  ['花卷', 1, 'bun', [214, 6.4, 1.0, 45.6]],
  ['奶香小馒头', 1, 'bun', [223, 7.0, 1.1, 47.0]],
  ['鲜肉小笼包', 1, 'bun', [227, 8.6, 8.8, 28.7]],
  ['三鲜水饺', 1, 'bun', [240, 9.5, 10.2, 28.0]],
  ['鸡蛋面', 1, 'noodles', [109, 4.4, 1.1, 20.6]],
  ['番茄鸡蛋面', 1, 'noodles'],
  ['玉米发糕', 1, 'cake'],
  ['全麦面包', 1, 'bread', [246, 8.5, 3.5, 45.0]],
  ['紫薯', 1, 'sweet-potato', [106, 1.7, 0.2, 25.2]],
  ['蒸玉米', 1, 'corn', [112, 4.0, 1.2, 22.8]],
  ['牛奶', 7, 'milk', [65, 3.0, 3.2, 3.4]],
  ['酸奶', 7, 'milk', [72, 2.5, 2.7, 9.3]],
  ['豆浆', 5, 'tofu', [16, 1.8, 0.7, 1.1]],
  ['煮鸡蛋', 3, 'egg', [144, 13.3, 8.8, 2.8]],
  ['蒸蛋羹', 3, 'egg'],
  ['番茄炒蛋', 3, 'tomato', [86, 5.4, 6.0, 3.4]],
  ['红烧鸡翅', 3, 'chicken'],
  ['土豆烧牛肉', 3, 'meat'],
  ['糖醋里脊', 3, 'meat'],
  ['青椒肉丝', 3, 'meat'],
  ['香菇蒸滑鸡', 3, 'chicken'],
  ['胡萝卜炖排骨', 3, 'meat'],
  ['清蒸鲈鱼', 4, 'fish', [105, 18.6, 3.4, 0]],
  ['虾仁炒蛋', 4, 'shrimp'],
  ['茄汁鱼片', 4, 'fish'],
  ['麻婆豆腐', 5, 'tofu'],
  ['蒜蓉西兰花', 2, 'vegetable', [36, 4.1, 0.6, 4.3]],
  ['清炒小白菜', 2, 'vegetable'],
  ['手撕包菜', 2, 'vegetable'],
  ['胡萝卜炒木耳', 2, 'carrot'],
  ['玉米炒青豆', 2, 'corn'],
  ['清炒油麦菜', 2, 'vegetable'],
  ['紫菜蛋花汤', 8, 'soup'],
  ['冬瓜排骨汤', 8, 'soup'],
  ['番茄豆腐汤', 8, 'soup'],
  ['菠菜猪肝汤', 8, 'soup'],
  ['绿豆百合汤', 8, 'soup'],
  ['苹果', 6, 'apple', [53, 0.4, 0.2, 13.7]],
  ['香蕉', 6, 'banana', [93, 1.4, 0.2, 22.0]],
  ['橙子', 6, 'orange', [48, 0.8, 0.2, 11.1]],
  ['葡萄', 6, 'grape'],
  ['小蛋糕', 9, 'cake'],
  ['红豆沙包', 9, 'bun'],
  ['南瓜饼', 9, 'cake'],
];

/** A week's menu, Monday to Friday: each day's breakfast, morning snack, lunch and afternoon snack. */
const MENUS: string[][][] = [
  [
    ['牛奶', '奶香小馒头', '煮鸡蛋'],
    ['苹果'],
    ['米饭', '土豆烧牛肉', '蒜蓉西兰花', '紫菜蛋花汤'],
    ['南瓜饼', '酸奶'],
  ],
  [
    ['豆浆', '鲜肉小笼包'],
    ['香蕉'],
    ['二米饭', '清蒸鲈鱼', '清炒小白菜', '番茄豆腐汤'],
    ['蒸玉米', '牛奶'],
  ],
  [
    ['南瓜小米粥', '花卷', '蒸蛋羹'],
    ['橙子'],
    ['番茄鸡蛋面', '香菇蒸滑鸡', '胡萝卜炒木耳'],
    ['红豆沙包', '酸奶'],
  ],
  [
    ['牛奶', '全麦面包', '煮鸡蛋'],
    ['葡萄'],
    ['米饭', '糖醋里脊', '手撕包菜', '冬瓜排骨汤'],
    ['紫薯', '豆浆'],
  ],
  [
    ['皮蛋瘦肉粥', '玉米发糕'],
    ['苹果'],
    ['三鲜水饺', '玉米炒青豆', '绿豆百合汤'],
    ['小蛋糕', '牛奶'],
  ],
];
const LUNCH_SWAPS: [from: string, to: string][] = [
  ['土豆烧牛肉', '胡萝卜炖排骨'],
  ['清蒸鲈鱼', '茄汁鱼片'],
  ['糖醋里脊', '青椒肉丝'],
  ['蒜蓉西兰花', '清炒油麦菜'],
  ['番茄豆腐汤', '菠菜猪肝汤'],
];
const MEALS = [MealType.BREAKFAST, MealType.MORNING_SNACK, MealType.LUNCH, MealType.AFTERNOON_SNACK];

/**
 * 食物 and the cookbooks of this week and last for every grade of the current year, the older
 * week with a few lunch dishes swapped. This week's are shared with the schools of the group
 * seeded already: the branch's show in the head school's 共享信息.
 */
export async function seedCookbooks(db: SchoolDb, plan: { schoolId: number; today: string; now: string; random: Random }): Promise<void> {
  const { today, now, random } = plan;
  const foodIds = new Map<string, number>();
  for (const [name, category, icon, nutrition] of FOODS) {
    const [energy, protein, fat, carbohydrate] = nutrition ?? [null, null, null, null];
    foodIds.set(name, await insertFood(db, { name, category, icon, energy, protein, fat, carbohydrate, createdAt: now, updatedAt: now }));
  }
  const year = await db.selectFrom('schoolYear').select('id').where('startDate', '<=', today).where('endDate', '>=', today).executeTakeFirst();
  const author = await db.selectFrom('teacher').select('id').orderBy('id').limit(1).executeTakeFirst();
  if (!year || !author) return;
  const grades = await db.selectFrom('grade').select('id').where('schoolYearId', '=', year.id).orderBy('level').execute();
  const group = await groupSchoolsOf(db, plan.schoolId);

  const thisWeek = mondayOf(today);
  for (const weekStart of [addDays(thisWeek, -7), thisWeek]) {
    for (const grade of grades) {
      const swaps = weekStart === thisWeek ? [] : LUNCH_SWAPS.filter(() => random.next() < 0.6);
      const dishes: DishRow[] = MENUS.flatMap((day, weekday) =>
        day.flatMap((foods, meal) =>
          foods.map((name) => {
            const swapped = swaps.find(([from]) => from === name)?.[1] ?? name;
            return { date: addDays(weekStart, weekday), mealType: MEALS[meal]!, foodId: foodIds.get(swapped)! };
          }),
        ),
      );
      const cookbookId = await insertCookbook(db, { gradeId: grade.id, weekStart, createdBy: author.id, createdAt: now, updatedAt: now });
      await replaceDishes(db, cookbookId, dishes);
      if (weekStart === thisWeek) await replaceShares(db, cookbookId, group);
    }
  }
}

/** The other schools of the group the school belongs to. */
async function groupSchoolsOf(db: SchoolDb, schoolId: number): Promise<number[]> {
  const school = await db.selectFrom('school').select('parentId').where('id', '=', schoolId).executeTakeFirstOrThrow();
  const headId = school.parentId ?? schoolId;
  const rows = await db
    .selectFrom('school')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', headId), eb('parentId', '=', headId)]))
    .where('id', '!=', schoolId)
    .execute();
  return rows.map((row) => row.id);
}
