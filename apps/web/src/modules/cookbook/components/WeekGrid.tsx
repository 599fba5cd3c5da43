import { mealTypeLabel, type CookbookDay } from '@yuanwu/shared';
import { Table, type TableColumnsType } from 'antd';
import { weekdayHeader } from '../../../components/dates';
import { FoodTag } from './FoodTag';
import '../cookbook.css';

interface WeekGridProps {
  days: CookbookDay[];
  /** The rows; by default every meal type a day holds. */
  mealTypes?: number[];
}

interface MealRow {
  mealType: number;
}

/** A week's cookbook: meal types down, days across, each cell the meal's foods. */
export function WeekGrid({ days, mealTypes }: WeekGridProps) {
  const rows = (mealTypes ?? [...new Set(days.flatMap((day) => day.meals.filter((meal) => meal.foods.length).map((meal) => meal.mealType)))].sort((a, b) => a - b)).map((mealType) => ({ mealType }));
  const columns: TableColumnsType<MealRow> = [
    { title: '餐次', dataIndex: 'mealType', width: 80, render: (mealType: number) => <span className="cookbook-grid__meal">{mealTypeLabel[mealType]}</span> },
    ...days.map((day) => ({
      title: weekdayHeader(day.date),
      key: day.date,
      render: (_: unknown, row: MealRow) => {
        const foods = day.meals.find((meal) => meal.mealType === row.mealType)?.foods ?? [];
        return foods.length ? foods.map((food) => <FoodTag key={food.foodId} {...food} />) : <span className="cookbook-muted">—</span>;
      },
    })),
  ];
  return <Table<MealRow> className="cookbook-grid" rowKey="mealType" size="small" bordered pagination={false} columns={columns} dataSource={rows} />;
}
