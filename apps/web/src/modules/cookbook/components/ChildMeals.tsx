import { mealTypeLabel } from '@yuanwu/shared';
import { Card, Table } from 'antd';
import { dayWithWeekday } from '../../../components/dates';
import type { DateRange } from '../../../components/interval/interval-range';
import { QueryEmpty, QueryError } from '../../../components/query-state';
import { useStudentMeals } from '../cookbook.queries';
import { FoodTag } from './FoodTag';
import '../cookbook.css';

interface ChildMealsProps {
  studentId: number;
  studentName: string;
  range: DateRange;
}

/** 膳食: what the child's grade was served on the school days of the interval the child was there. */
export function ChildMeals({ studentId, studentName, range }: ChildMealsProps) {
  const meals = useStudentMeals(studentId, range);
  const data = meals.data;
  return (
    <Card
      className="development__section child-meals"
      type="inner"
      title="膳食"
      loading={meals.isLoading}
      extra={data && data.list.length > 0 ? <span className="cookbook-muted">在园 {data.schoolDays} 天 · 有食谱 {data.list.length} 天</span> : null}
    >
      <QueryError query={meals} what="膳食" />
      {data && data.list.length === 0 ? <QueryEmpty description={`${studentName}在这个时间段还没有膳食记录（所在年级没有食谱，或未在园）`} /> : null}
      {data && data.list.length > 0 ? (
        <Table
          rowKey="date"
          size="small"
          pagination={{ pageSize: 5, hideOnSinglePage: true }}
          dataSource={data.list}
          columns={[
            { title: '日期', dataIndex: 'date', width: 140, render: dayWithWeekday },
            {
              title: '餐食',
              key: 'meals',
              render: (_, day) =>
                day.meals.map((meal) => (
                  <div key={meal.mealType}>
                    <span className="child-meals__meal">{mealTypeLabel[meal.mealType]}</span>
                    {meal.foods.map((food) => (
                      <FoodTag key={food.foodId} {...food} />
                    ))}
                  </div>
                )),
            },
            { title: '班级', dataIndex: 'className', width: 100 },
          ]}
        />
      ) : null}
    </Card>
  );
}
