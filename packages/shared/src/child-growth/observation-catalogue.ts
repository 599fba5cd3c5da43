import { GUIDE_TARGETS } from '../guide/guide.js';
import { DevelopmentField, developmentFieldLabel } from './child-growth.schemas.js';

/**
 * What an observation is filed under: the five domains of the 3-6岁儿童学习与发展指南 (the growth
 * records' DevelopmentField, same numbers) and 学习品质, which the guidelines set across all five.
 */
export const ObservationDomain = { ...DevelopmentField, LEARNING_QUALITY: 6 } as const;
export const observationDomainLabel: Record<number, string> = { ...developmentFieldLabel, 6: '学习品质' };
export const OBSERVATION_DOMAINS = Object.values(ObservationDomain);

/** How far a child has come on an item observed. */
export const ObservedLevel = { NEEDS_HELP: 1, DEVELOPING: 2, ACHIEVED: 3 } as const;
export const observedLevelLabel: Record<number, string> = { 1: '需要帮助', 2: '发展中', 3: '已达成' };
export const OBSERVED_LEVELS = Object.values(ObservedLevel);

export interface ObservationItemEntry {
  itemId: number;
  domainId: number;
  itemName: string;
}

/**
 * The items observed under each domain: the guide's targets (same ids), and under 学习品质 the
 * qualities the guide names across all five, numbered the same way (600 + its place). The catalogue
 * is national and fixed, so levels recorded against an item stay meaningful.
 */
const LEARNING_QUALITIES = ['好奇心与兴趣', '主动性', '专注', '坚持', '不怕困难', '敢于探究和尝试', '乐于想象和创造', '反思与解释'];

export const OBSERVATION_ITEMS: readonly ObservationItemEntry[] = [
  ...GUIDE_TARGETS.map(({ targetId, domainId, name }) => ({ itemId: targetId, domainId, itemName: name })),
  ...LEARNING_QUALITIES.map((itemName, index) => ({
    itemId: ObservationDomain.LEARNING_QUALITY * 100 + index + 1,
    domainId: ObservationDomain.LEARNING_QUALITY,
    itemName,
  })),
];

const itemsById = new Map(OBSERVATION_ITEMS.map((item) => [item.itemId, item]));
export const observationItem = (itemId: number): ObservationItemEntry | undefined => itemsById.get(itemId);
export const itemsOfDomain = (domainId: number) => OBSERVATION_ITEMS.filter((item) => item.domainId === domainId);
