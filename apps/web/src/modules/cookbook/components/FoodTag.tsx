import { foodIconEmoji } from '@yuanwu/shared';

/** A food as the grids show it: its icon and its name. */
export function FoodTag({ foodName, icon }: { foodName: string; icon: string }) {
  return (
    <span className="cookbook-food">
      <span className="cookbook-food__icon" aria-hidden>
        {foodIconEmoji(icon)}
      </span>
      {foodName}
    </span>
  );
}
