import { z } from 'zod';
import { nameText } from '../fields.js';
import { calendarDate } from '../child/child.schemas.js';
import { id, int, numeric, pageInput, pageOf } from '../endpoint.js';

/** Meal types: 1 早餐, 2 早点, 3 午餐, 4 午点, 5 晚餐, 6 晚点 (recommended late snack). */
export const MealType = { BREAKFAST: 1, MORNING_SNACK: 2, LUNCH: 3, AFTERNOON_SNACK: 4, DINNER: 5, LATE_SNACK: 6 } as const;
export const mealTypeLabel: Record<number, string> = { 1: '早餐', 2: '早点', 3: '午餐', 4: '午点', 5: '晚餐', 6: '晚点' };
export const mealTypes = Object.values(MealType);

/** Weekdays as the API numbers them: 1 Monday to 7 Sunday. */
export const cookbookWeekdayLabel: Record<number, string> = { 1: '周一', 2: '周二', 3: '周三', 4: '周四', 5: '周五', 6: '周六', 7: '周日' };

/** What a school serves when it has not set its rule: the four daytime meals, Monday to Friday. */
export const DEFAULT_COOKBOOK_RULE = { mealTypes: [1, 2, 3, 4], weekDays: [1, 2, 3, 4, 5] };

/** Food categories of 食物管理. */
export const foodCategoryLabel: Record<number, string> = {
  1: '主食',
  2: '蔬菜',
  3: '肉禽蛋',
  4: '水产',
  5: '豆制品',
  6: '水果',
  7: '奶类',
  8: '汤羹',
  9: '点心',
  10: '其他',
};

/** The recommended food icons: a key stored with the food, and the emoji older clients draw for it. */
export const foodIcons: { icon: string; iconName: string; emoji: string }[] = [
  { icon: 'rice', iconName: '米饭', emoji: '🍚' },
  { icon: 'noodles', iconName: '面条', emoji: '🍜' },
  { icon: 'porridge', iconName: '粥', emoji: '🥣' },
  { icon: 'bun', iconName: '包子馒头', emoji: '🥟' },
  { icon: 'bread', iconName: '面包', emoji: '🍞' },
  { icon: 'cake', iconName: '糕点', emoji: '🧁' },
  { icon: 'vegetable', iconName: '蔬菜', emoji: '🥦' },
  { icon: 'carrot', iconName: '胡萝卜', emoji: '🥕' },
  { icon: 'tomato', iconName: '番茄', emoji: '🍅' },
  { icon: 'corn', iconName: '玉米', emoji: '🌽' },
  { icon: 'sweet-potato', iconName: '薯类', emoji: '🍠' },
  { icon: 'meat', iconName: '肉类', emoji: '🍖' },
  { icon: 'chicken', iconName: '禽类', emoji: '🍗' },
  { icon: 'egg', iconName: '蛋类', emoji: '🥚' },
  { icon: 'fish', iconName: '鱼', emoji: '🐟' },
  { icon: 'shrimp', iconName: '虾', emoji: '🍤' },
  { icon: 'tofu', iconName: '豆制品', emoji: '🧈' },
  { icon: 'soup', iconName: '汤羹', emoji: '🍲' },
  { icon: 'milk', iconName: '奶', emoji: '🥛' },
  { icon: 'apple', iconName: '苹果', emoji: '🍎' },
  { icon: 'banana', iconName: '香蕉', emoji: '🍌' },
  { icon: 'orange', iconName: '橙子', emoji: '🍊' },
  { icon: 'grape', iconName: '葡萄', emoji: '🍇' },
  { icon: 'watermelon', iconName: '西瓜', emoji: '🍉' },
];

/** The most dishes one meal of one day holds. */
export const MAX_FOODS_PER_MEAL = 12;
export const MAX_COOKBOOK_IMPORT_ROWS = 1000;
/** The 食谱 import template's columns: one dish per row (several joined by 、 are read as several). */
export const cookbookImportColumns = ['日期*', '餐次*', '菜品*'] as const;

const weekDate = () => calendarDate();
const gradeIds = () => z.array(id()).min(1, '请选择年级').max(50, '年级最多50个');

/** The day of the week's meals: each meal type with its foods in order. */
const DayMealsInput = z.object({
  date: calendarDate(),
  meals: z
    .array(
      z.object({
        mealType: int(1, 6, '餐次为1至6'),
        foodIds: z.array(id()).max(MAX_FOODS_PER_MEAL, `每餐最多${MAX_FOODS_PER_MEAL}道菜品`),
      }),
    )
    .max(6),
});

/** 添加食谱: the week's dishes, written to each grade's cookbook of that week (replacing it). */
export const AddCookbookInput = z.object({
  /** Any day of the week; the week runs Monday to Sunday. */
  weekStart: weekDate(),
  gradeIds: gradeIds(),
  days: z.array(DayMealsInput).max(7, '一周最多7天'),
  /** Schools of the group the cookbooks are shared with (共享信息 there). */
  shareSchoolIds: z.array(id()).max(50).default([]),
});
export type AddCookbookInput = z.infer<typeof AddCookbookInput>;

export const CopyCookbookInput = z.object({
  fromGradeId: id(),
  fromWeekStart: weekDate(),
  toWeekStart: weekDate(),
  toGradeIds: gradeIds(),
});
export type CopyCookbookInput = z.infer<typeof CopyCookbookInput>;

export const CookbookIdsInput = z.object({ cookbookIds: z.array(id()).min(1, '请选择要删除的食谱').max(200, '一次最多删除200份食谱') });

export const WeekFoodListInput = z.object({ gradeId: id(), weekStart: weekDate() });
export type WeekFoodListInput = z.infer<typeof WeekFoodListInput>;
export const ExportCookbookInput = WeekFoodListInput;

export const GradeListInput = z.object({ date: calendarDate().optional() });

export const CookbookRule = z.object({
  mealTypes: z.array(int(1, 6, '餐次为1至6')).min(1, '请至少选择一个餐次'),
  weekDays: z.array(int(1, 7, '供餐日为1（周一）至7（周日）')).min(1, '请至少选择一个供餐日'),
});
export type CookbookRule = z.infer<typeof CookbookRule>;

export const ImportCookbookInput = z.object({
  fileContent: z.string().min(1, '请选择要导入的文件').max(2_000_000, '文件过大，请分批导入'),
  fileName: z.string().trim().max(100).default('食谱导入.xlsx'),
  /** The grades whose cookbooks receive the rows; each row's date places it in a week. */
  gradeIds: gradeIds(),
});
export const CookbookImportRowError = z.object({ rowNumber: z.number().int(), messages: z.array(z.string()) });
export const CookbookImportResult = z.object({
  totalRows: z.number().int(),
  importedRows: z.number().int(),
  /** Every wrong row; nothing is imported while there is one. */
  errors: z.array(CookbookImportRowError),
});
export type CookbookImportResult = z.infer<typeof CookbookImportResult>;

export const MealTypeItem = z.object({ mealType: z.number().int(), mealTypeName: z.string() });

export const DishFood = z.object({ foodId: z.number().int(), foodName: z.string(), icon: z.string() });
export type DishFood = z.infer<typeof DishFood>;
export const DayMeal = z.object({ mealType: z.number().int(), mealTypeName: z.string(), foods: z.array(DishFood) });
export type DayMeal = z.infer<typeof DayMeal>;
export const CookbookDay = z.object({
  date: z.string(),
  weekday: z.number().int(),
  weekdayName: z.string(),
  /** Whether the school's rule serves on this weekday. */
  served: z.boolean(),
  meals: z.array(DayMeal),
});
export type CookbookDay = z.infer<typeof CookbookDay>;

/** 0 未开始, 1 正常, 2 已结束, 3 即将到期: the school year the week falls in. */
export const CookbookYearStatus = { NOT_STARTED: 0, NORMAL: 1, ENDED: 2, ABOUT_TO_EXPIRE: 3 } as const;
export const cookbookYearStatusLabel: Record<number, string> = { 0: '未开始', 1: '正常', 2: '已结束', 3: '即将到期' };

export const WeekFoodList = z.object({
  cookbookId: z.number().int().nullable(),
  gradeId: z.number().int(),
  gradeName: z.string(),
  weekStart: z.string(),
  weekEnd: z.string(),
  /** The rule's meal types: the grid's rows. */
  mealTypes: z.array(MealTypeItem),
  days: z.array(CookbookDay),
  sharedSchools: z.array(z.object({ schoolId: z.number().int(), schoolName: z.string() })),
  updatedAt: z.string().nullable(),
});
export type WeekFoodList = z.infer<typeof WeekFoodList>;

export const CookbookGradeList = z.object({
  yearId: z.number().int().nullable(),
  yearName: z.string().nullable(),
  /** CookbookYearStatus of that year; null outside every school year. */
  yearStatus: z.number().int().nullable(),
  gradeList: z.array(z.object({ gradeId: z.number().int(), gradeName: z.string() })),
});
export type CookbookGradeList = z.infer<typeof CookbookGradeList>;

export const ShareSchool = z.object({ schoolId: z.number().int(), schoolName: z.string() });
export const SavedCookbooks = z.object({ cookbookIds: z.array(z.number().int()) });
export const DeletedCookbooks = z.object({ deletedCount: z.number().int() });

export const SharedCookbookInput = z.object({ weekStart: weekDate() });
export const SharedCookbook = z.object({
  cookbookId: z.number().int(),
  schoolId: z.number().int(),
  schoolName: z.string(),
  gradeName: z.string(),
  weekStart: z.string(),
  weekEnd: z.string(),
  days: z.array(CookbookDay),
});
export type SharedCookbook = z.infer<typeof SharedCookbook>;

const nutrient = (what: string) =>
  z.preprocess((value) => (value === '' ? null : value), numeric(z.number({ error: `${what}应为数字` }).min(0, `${what}不能为负数`).max(10000, `${what}不能超过10000`)).nullable().default(null));

export const SaveFoodInput = z.object({
  foodId: id().optional(),
  foodName: nameText('食物名称', 30),
  category: int(1, 10, '请选择食物分类'),
  icon: z.string().trim().refine((icon) => foodIcons.some((item) => item.icon === icon), '请选择推荐的食物图标'),
  /** Per 100 g, optional: kcal and grams. */
  energy: nutrient('能量'),
  protein: nutrient('蛋白质'),
  fat: nutrient('脂肪'),
  carbohydrate: nutrient('碳水化合物'),
});
export type SaveFoodInput = z.infer<typeof SaveFoodInput>;
export const FoodIdInput = z.object({ foodId: id() });
export const SavedFood = z.object({ foodId: z.number().int() });

export const FoodListInput = z.object({
  searchKey: z.string().trim().max(30, '搜索内容最多30字').optional(),
  category: int(1, 10).optional(),
  ...pageInput,
});
export type FoodListInput = z.infer<typeof FoodListInput>;
export const FoodByNameInput = z.object({ foodName: z.string().trim().max(30, '搜索内容最多30字').default('') });

export const Food = z.object({
  foodId: z.number().int(),
  foodName: z.string(),
  category: z.number().int(),
  categoryName: z.string(),
  icon: z.string(),
  energy: z.number().nullable(),
  protein: z.number().nullable(),
  fat: z.number().nullable(),
  carbohydrate: z.number().nullable(),
  /** How many cookbook dishes use it: a food in use cannot be deleted. */
  usedCount: z.number().int(),
  updatedAt: z.string(),
});
export type Food = z.infer<typeof Food>;
export const FoodPage = pageOf(Food);
export const FoodIcon = z.object({ icon: z.string(), iconName: z.string(), emoji: z.string() });

/** A child's meals: what the grade's cookbook served on the school days the child was there. */
export const StudentMealListInput = z
  .object({ studentId: id(), startDate: calendarDate(), endDate: calendarDate() })
  .refine((input) => input.startDate <= input.endDate, { path: ['startDate'], message: '开始日期不能晚于结束日期' });
export type StudentMealListInput = z.infer<typeof StudentMealListInput>;
export const StudentMealDay = z.object({ date: z.string(), weekdayName: z.string(), className: z.string(), gradeName: z.string(), meals: z.array(DayMeal) });
export type StudentMealDay = z.infer<typeof StudentMealDay>;
export const StudentMealList = z.object({
  /** School days of the interval the child was in a class and not marked absent. */
  schoolDays: z.number().int(),
  list: z.array(StudentMealDay),
});
export type StudentMealList = z.infer<typeof StudentMealList>;
