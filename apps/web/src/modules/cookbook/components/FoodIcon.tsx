import {
  IconApple,
  IconBanana,
  IconBowl,
  IconBowlChopsticks,
  IconBowlSpoon,
  IconBread,
  IconCake,
  IconCarrot,
  IconCherry,
  IconCube,
  IconDumpling,
  IconEgg,
  IconFish,
  IconGrain,
  IconGrape,
  IconLemon2,
  IconMeat,
  IconMelon,
  IconMilk,
  IconPig,
  IconSalad,
  IconSeedling,
  IconSoup,
  IconToolsKitchen2,
  type TablerIcon,
} from '@tabler/icons-react';

/**
 * The recommended food icons (foodIcons' keys) drawn from Tabler's icon set: ant design's set has no
 * food, and emoji show as empty boxes where the system has no emoji font. Tabler has no shrimp nor
 * tomato: the fish and the cherry stand in, in the food's colour.
 */
const FOOD_ICONS: Record<string, { Icon: TablerIcon; color: string }> = {
  rice: { Icon: IconBowlChopsticks, color: '#a16207' },
  noodles: { Icon: IconBowl, color: '#ca8a04' },
  porridge: { Icon: IconBowlSpoon, color: '#b45309' },
  bun: { Icon: IconDumpling, color: '#a8a29e' },
  bread: { Icon: IconBread, color: '#c2410c' },
  cake: { Icon: IconCake, color: '#db2777' },
  vegetable: { Icon: IconSalad, color: '#16a34a' },
  carrot: { Icon: IconCarrot, color: '#ea580c' },
  tomato: { Icon: IconCherry, color: '#dc2626' },
  corn: { Icon: IconGrain, color: '#ca8a04' },
  'sweet-potato': { Icon: IconSeedling, color: '#9333ea' },
  meat: { Icon: IconPig, color: '#e11d48' },
  chicken: { Icon: IconMeat, color: '#b45309' },
  egg: { Icon: IconEgg, color: '#d97706' },
  fish: { Icon: IconFish, color: '#0284c7' },
  shrimp: { Icon: IconFish, color: '#f97316' },
  tofu: { Icon: IconCube, color: '#a3a3a3' },
  soup: { Icon: IconSoup, color: '#0d9488' },
  milk: { Icon: IconMilk, color: '#2563eb' },
  apple: { Icon: IconApple, color: '#dc2626' },
  banana: { Icon: IconBanana, color: '#ca8a04' },
  orange: { Icon: IconLemon2, color: '#f97316' },
  grape: { Icon: IconGrape, color: '#7c3aed' },
  watermelon: { Icon: IconMelon, color: '#16a34a' },
};
const UNKNOWN_FOOD = { Icon: IconToolsKitchen2, color: '#6b7280' };

/** A food's icon, by the key stored with the food; a knife and fork for a key no longer offered. */
export function FoodIcon({ icon }: { icon: string | null | undefined }) {
  const { Icon, color } = (icon ? FOOD_ICONS[icon] : undefined) ?? UNKNOWN_FOOD;
  return <Icon className="cookbook-food__icon" size="1.25em" stroke={1.75} color={color} aria-hidden />;
}
