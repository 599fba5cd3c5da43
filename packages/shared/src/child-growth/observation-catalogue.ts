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
 * The items observed under each domain: the goals the guidelines set (学习品质: the qualities they
 * name). The catalogue is national and fixed, so it lives here, the same for every school, and an
 * item's id (domain × 100 + its place) never changes: levels recorded against it stay meaningful.
 */
const ITEM_NAMES: Record<number, string[]> = {
  [ObservationDomain.HEALTH]: [
    '具有健康的体态',
    '情绪安定愉快',
    '具有一定的适应能力',
    '具有一定的平衡能力，动作协调、灵敏',
    '具有一定的力量和耐力',
    '手的动作灵活协调',
    '具有良好的生活与卫生习惯',
    '具有基本的生活自理能力',
    '具备基本的安全知识和自我保护能力',
  ],
  [ObservationDomain.LANGUAGE]: [
    '认真听并能听懂常用语言',
    '愿意讲话并能清楚地表达',
    '具有文明的语言习惯',
    '喜欢听故事，看图书',
    '具有初步的阅读理解能力',
    '具有书面表达的愿望和初步技能',
  ],
  [ObservationDomain.SOCIAL]: [
    '愿意与人交往',
    '能与同伴友好相处',
    '具有自尊、自信、自主的表现',
    '关心尊重他人',
    '喜欢并适应群体生活',
    '遵守基本的行为规范',
    '具有初步的归属感',
  ],
  [ObservationDomain.SCIENCE]: [
    '亲近自然，喜欢探究',
    '具有初步的探究能力',
    '在探究中认识周围事物和现象',
    '初步感知生活中数学的有用和有趣',
    '感知和理解数、量及数量关系',
    '感知形状与空间关系',
  ],
  [ObservationDomain.ART]: ['喜欢自然界与生活中美的事物', '喜欢欣赏多种多样的艺术形式和作品', '喜欢进行艺术活动并大胆表现', '具有初步的艺术表现与创造能力'],
  [ObservationDomain.LEARNING_QUALITY]: ['好奇心与兴趣', '主动性', '专注', '坚持', '不怕困难', '敢于探究和尝试', '乐于想象和创造', '反思与解释'],
};

export const OBSERVATION_ITEMS: readonly ObservationItemEntry[] = OBSERVATION_DOMAINS.flatMap((domainId) =>
  ITEM_NAMES[domainId]!.map((itemName, index) => ({ itemId: domainId * 100 + index + 1, domainId, itemName })),
);

const itemsById = new Map(OBSERVATION_ITEMS.map((item) => [item.itemId, item]));
export const observationItem = (itemId: number): ObservationItemEntry | undefined => itemsById.get(itemId);
export const itemsOfDomain = (domainId: number) => OBSERVATION_ITEMS.filter((item) => item.domainId === domainId);
