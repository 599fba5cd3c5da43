import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cookbookEndpoints, FoodByNameInput, FoodListInput } from '@yuanwu/shared';
import { App } from 'antd';
import { call, queryRoot, useDownload, useWrite, type CallInput } from '../../api';
import { searchText } from '../../components/form-rules';

const cookbookKeys = {
  all: queryRoot('cookbook', ['cookbooks']),
  grades: (date: string) => [...cookbookKeys.all, 'grades', date] as const,
  week: (gradeId: number, weekStart: string) => [...cookbookKeys.all, 'week', gradeId, weekStart] as const,
  rule: () => [...cookbookKeys.all, 'rule'] as const,
  branches: () => [...cookbookKeys.all, 'branches'] as const,
  shared: (weekStart: string) => [...cookbookKeys.all, 'shared', weekStart] as const,
  foods: () => [...cookbookKeys.all, 'foods'] as const,
  foodSearch: (keyword: string) => [...cookbookKeys.all, 'foodSearch', keyword] as const,
  icons: () => [...cookbookKeys.all, 'icons'] as const,
  studentMeals: (studentId: number, startDate: string, endDate: string) => [...cookbookKeys.all, 'studentMeals', studentId, startDate, endDate] as const,
};

/** The grades of the school year the week falls in, and how that year stands. */
export const useCookbookGrades = (date: string) =>
  useQuery({ queryKey: cookbookKeys.grades(date), queryFn: () => call(cookbookEndpoints.getGradeListBySchool, { date }), placeholderData: keepPreviousData });

export const useWeekFoodList = (gradeId: number | undefined, weekStart: string) =>
  useQuery({
    queryKey: cookbookKeys.week(gradeId ?? 0, weekStart),
    queryFn: () => call(cookbookEndpoints.getWeekFoodList, { gradeId: gradeId!, weekStart }),
    enabled: Boolean(gradeId),
  });

export const useCookbookRule = () => useQuery({ queryKey: cookbookKeys.rule(), queryFn: () => call(cookbookEndpoints.getRule, {}) });
export const useShareSchools = () => useQuery({ queryKey: cookbookKeys.branches(), queryFn: () => call(cookbookEndpoints.getBranchSchoolList, {}) });
export const useSharedCookbooks = (weekStart: string) =>
  useQuery({ queryKey: cookbookKeys.shared(weekStart), queryFn: () => call(cookbookEndpoints.getSharedCookbookList, { weekStart }) });

/** Foods whose names hold the keyword, for a dish picker. */
export const useFoodSearch = (keyword: string) =>
  useQuery({ queryKey: cookbookKeys.foodSearch(keyword), queryFn: () => call(cookbookEndpoints.getFoodByName, { foodName: searchText(keyword, FoodByNameInput.shape.foodName) }), placeholderData: keepPreviousData });

export const useFoodIcons = () => useQuery({ queryKey: cookbookKeys.icons(), queryFn: () => call(cookbookEndpoints.getRecommendIconList, {}), staleTime: Infinity });

/** The food list for ListPage. */
export const foodListSource = {
  queryKey: cookbookKeys.foods(),
  fetchPage: (input: FoodListInput) => call(cookbookEndpoints.getFoodList, { ...input, searchKey: searchText(input.searchKey, FoodListInput.shape.searchKey) }),
};

/** Every write changes what some cookbook or food list shows, and tells the user what was done. */
function useCookbookWrite<Input, Output>(write: (input: Input) => Promise<Output>, done?: (input: Input, output: Output) => string) {
  const { message } = App.useApp();
  return useWrite(write, { changes: ['cookbooks'], onSuccess: done ? (output, input) => void message.success(done(input, output)) : undefined });
}

type SaveFoodInput = CallInput<typeof cookbookEndpoints.addOrUpdateFood>;

export const useSaveCookbook = () =>
  useCookbookWrite((input: CallInput<typeof cookbookEndpoints.addCookbook>) => call(cookbookEndpoints.addCookbook, input), (_input, { cookbookIds }) => `食谱已保存（${cookbookIds.length}个年级）`);
export const useCopyCookbook = () =>
  useCookbookWrite((input: CallInput<typeof cookbookEndpoints.copyCookbook>) => call(cookbookEndpoints.copyCookbook, input), (_input, { cookbookIds }) => `已复制到${cookbookIds.length}个年级`);
export const useDeleteCookbooks = () => useCookbookWrite((cookbookIds: number[]) => call(cookbookEndpoints.batchDelCookbook, { cookbookIds }), () => '食谱已删除');
export const useSaveRule = () => useCookbookWrite((input: CallInput<typeof cookbookEndpoints.addOrUpdateRule>) => call(cookbookEndpoints.addOrUpdateRule, input), () => '供餐规则已保存');
/** The outcome, good or bad rows, is shown in the import dialog itself. */
export const useImportCookbook = () => useCookbookWrite((input: CallInput<typeof cookbookEndpoints.importCookbook>) => call(cookbookEndpoints.importCookbook, input));
export const useSaveFood = () =>
  useCookbookWrite((input: SaveFoodInput) => call(cookbookEndpoints.addOrUpdateFood, input), (input) => (input.foodId ? `食物「${input.foodName}」已保存` : `已添加食物「${input.foodName}」`));
export const useDeleteFood = () =>
  useCookbookWrite((food: { foodId: number; foodName: string }) => call(cookbookEndpoints.delFood, { foodId: food.foodId }), (food) => `已删除食物「${food.foodName}」`);

export const useExportCookbook = () => useDownload((input: { gradeId: number; weekStart: string }) => call(cookbookEndpoints.exportCookbook, input));
export const useDownloadTemplate = () => useDownload(() => call(cookbookEndpoints.downloadImportTemplate, {}));

/** 膳食 of 幼儿发展: what the child's grade was served on the days the child was there. */
export const useStudentMeals = (studentId: number, range: { startDate: string; endDate: string }) =>
  useQuery({
    queryKey: cookbookKeys.studentMeals(studentId, range.startDate, range.endDate),
    queryFn: () => call(cookbookEndpoints.getStudentMealList, { studentId, ...range }),
  });
