import { describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { demoForTests } from '../../test/test-app.js';

describe.each(testDialects)('the demo’s cookbooks on %s', (dialect) => {
  const demo = demoForTests(dialect);
  const get = demo.body;

  it('has foods and every grade’s cookbook of this week and last', async () => {
    const foods = (await get('/javaApi/food/getFoodList', { searchKey: '米' })).data;
    expect(foods.list.map((food: { foodName: string }) => food.foodName)).toContain('米饭');
    const grades = (await get('/javaApi/cookbook/getGradeListBySchool')).data;
    expect(grades.gradeList.length).toBeGreaterThan(1);
    // The demo day is Sunday 22 November 2026: this week began on the 16th.
    for (const weekStart of ['2026-11-16', '2026-11-09']) {
      for (const grade of grades.gradeList) {
        const week = (await get('/javaApi/cookbook/getWeekFoodList', { gradeId: String(grade.gradeId), weekStart })).data;
        expect(week.cookbookId, `${grade.gradeName} ${weekStart}`).not.toBeNull();
        const lunch = week.days[0].meals.find((meal: { mealType: number }) => meal.mealType === 3);
        expect(lunch.foods.length).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('shows the branch’s cookbooks of this week in the head school’s 共享信息', async () => {
    const shared = (await get('/javaApi/cookbook/getSharedCookbookList', { weekStart: '2026-11-18' })).data;
    expect(shared.length).toBeGreaterThan(0);
    expect(shared[0].schoolName).not.toBe('');
  });

  it('shows a child’s meals on the days the child attended', async () => {
    const children = (await get('/api/Student4/GetStudentList', { pageSize: '1' })).Data;
    const studentId = String(children.List[0].StudentId);
    const meals = (await get('/api/Student4/GetStudentMealList', { studentId, startDate: '2026-11-16', endDate: '2026-11-20' })).Data;
    expect(meals.List.length).toBeGreaterThan(0);
    expect(meals.List[0].Meals.map((meal: { MealTypeName: string }) => meal.MealTypeName)).toContain('午餐');
  });
});
