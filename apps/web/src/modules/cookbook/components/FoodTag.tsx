import { FoodIcon } from './FoodIcon';

/** A food as the grids show it: its icon and its name. */
export function FoodTag({ foodName, icon }: { foodName: string; icon: string }) {
  return (
    <span className="cookbook-food">
      <FoodIcon icon={icon} />
      {foodName}
    </span>
  );
}
