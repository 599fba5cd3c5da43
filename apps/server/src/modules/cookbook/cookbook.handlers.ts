import { cookbookEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { CookbookService } from './cookbook.service.js';
import type { CookbookFiles } from './cookbook.xlsx.js';

export const cookbookHandlers = (cookbooks: CookbookService, files: CookbookFiles) =>
  handlersFor(cookbookEndpoints, {
    getMealTypeList: async () => cookbooks.mealTypeList(),
    getWeekFoodList: (input, { db }) => cookbooks.weekFoodList(db, input),
    getRule: (_input, { db }) => cookbooks.ruleOf(db),
    getGradeListBySchool: (input, { db }) => cookbooks.gradeList(db, input.date),
    getBranchSchoolList: (_input, { session }) => cookbooks.shareTargets(session),
    getSharedCookbookList: (input, { session }) => cookbooks.sharedCookbooks(session, input.weekStart),
    addCookbook: (input, { db, session }) => cookbooks.add(db, session, input),
    copyCookbook: (input, { db, session }) => cookbooks.copy(db, session, input),
    batchDelCookbook: (input, { db }) => cookbooks.batchDelete(db, input.cookbookIds),
    addOrUpdateRule: (input, { db }) => cookbooks.saveRule(db, input),
    downloadImportTemplate: async () => files.template(),
    importCookbook: (input, { db, session }) => files.importRows(db, session, input),
    exportCookbook: (input, { db, session }) => files.exportWeek(db, session, input),
    getFoodList: (input, { db }) => cookbooks.foodList(db, input),
    getRecommendIconList: async () => cookbooks.foodIcons(),
    getFoodByName: (input, { db }) => cookbooks.foodsByName(db, input.foodName),
    addOrUpdateFood: (input, { db }) => cookbooks.saveFood(db, input),
    delFood: (input, { db }) => cookbooks.deleteFood(db, input.foodId),
    getStudentMealList: (input, { db }) => cookbooks.studentMeals(db, input),
  });
