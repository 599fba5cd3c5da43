import type { DishFood } from '@yuanwu/shared';
import { useState } from 'react';
import { QuerySelect } from '../../../components/query-state';
import { useFoodSearch } from '../cookbook.queries';
import { FoodTag } from './FoodTag';

interface FoodSelectProps {
  value?: number[];
  onChange?(value: number[]): void;
  /** Foods already in the cookbook, so that chosen ones show their names before any search. */
  known: DishFood[];
  placeholder?: string;
}

/** A meal's dishes: foods found by name as the user types, in the order chosen. */
export function FoodSelect({ value, onChange, known, placeholder = '搜索并选择菜品' }: FoodSelectProps) {
  const [keyword, setKeyword] = useState('');
  const found = useFoodSearch(keyword);
  const foods = new Map([...known, ...(found.data ?? [])].map((food) => [food.foodId, food]));
  return (
    <QuerySelect<number[]>
      query={found}
      what="菜品"
      mode="multiple"
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      emptyText="没有找到，请先在食物管理中添加"
      options={[...foods.values()].map((food) => ({ value: food.foodId, label: <FoodTag foodName={food.foodName} icon={food.icon} /> }))}
      style={{ width: '100%' }}
    />
  );
}
