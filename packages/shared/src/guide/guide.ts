import { z } from 'zod';
import { intAmong } from '../endpoint.js';
import { GradeLevel } from '../enums.js';
import { GUIDE_SUB_DOMAIN_ROWS, GUIDE_TARGET_ROWS } from './guide.data.js';

/** The guide's five domains (领域); growth records and observations are filed under the same numbers. */
export const GuideDomain = { HEALTH: 1, LANGUAGE: 2, SOCIAL: 3, SCIENCE: 4, ART: 5 } as const;
export const guideDomainLabel: Record<number, string> = { 1: '健康', 2: '语言', 3: '社会', 4: '科学', 5: '艺术' };
export const GUIDE_DOMAIN_IDS = Object.values(GuideDomain);

/** The guide's three age bands; each target names typical behaviours for each. */
export const AGE_BANDS = ['3-4', '4-5', '5-6'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];
export const ageBandLabel: Record<AgeBand, string> = { '3-4': '3～4岁', '4-5': '4～5岁', '5-6': '5～6岁' };

export interface GuideDomainEntry {
  domainId: number;
  name: string;
}
export interface GuideSubDomain {
  subDomainId: number;
  domainId: number;
  name: string;
}
export interface GuideTarget {
  targetId: number;
  domainId: number;
  subDomainId: number;
  /** As the guide numbers it within its sub-domain: 目标1, 目标2... */
  place: number;
  name: string;
  behaviours: Record<AgeBand, readonly string[]>;
}

const domainOf = (id: number) => Math.floor(id / (id >= 100 ? 100 : 10));

export const GUIDE_DOMAINS: readonly GuideDomainEntry[] = GUIDE_DOMAIN_IDS.map((domainId) => ({ domainId, name: guideDomainLabel[domainId]! }));

export const GUIDE_SUB_DOMAINS: readonly GuideSubDomain[] = GUIDE_SUB_DOMAIN_ROWS.map(([subDomainId, name]) => ({
  subDomainId,
  domainId: domainOf(subDomainId),
  name,
}));

export const GUIDE_TARGETS: readonly GuideTarget[] = GUIDE_TARGET_ROWS.map(([targetId, subDomainId, name, ...bands], index, rows) => ({
  targetId,
  domainId: domainOf(targetId),
  subDomainId,
  place: rows.slice(0, index + 1).filter((row) => row[1] === subDomainId).length,
  name,
  behaviours: Object.fromEntries(AGE_BANDS.map((band, bandIndex) => [band, bands[bandIndex]!.split('；')])) as Record<AgeBand, string[]>,
}));

const targetsById = new Map(GUIDE_TARGETS.map((target) => [target.targetId, target]));
const subDomainsById = new Map(GUIDE_SUB_DOMAINS.map((subDomain) => [subDomain.subDomainId, subDomain]));

export const guideTarget = (targetId: number): GuideTarget | undefined => targetsById.get(targetId);
export const guideSubDomain = (subDomainId: number): GuideSubDomain | undefined => subDomainsById.get(subDomainId);
export const guideTargetsOfDomain = (domainId: number) => GUIDE_TARGETS.filter((target) => target.domainId === domainId);

/** 健康 · 身心状况 · 目标1 具有健康的体态: how a target reads on its own, in lists and exports. */
export function guideTargetTitle(targetId: number): string {
  const target = targetsById.get(targetId);
  if (!target) return '';
  return `${guideDomainLabel[target.domainId]} · ${subDomainsById.get(target.subDomainId)!.name} · 目标${target.place} ${target.name}`;
}

/** The guide's age band a grade teaches (托班 is below the guide's range and reads as its first band). */
export function ageBandOfGradeLevel(gradeLevel: number): AgeBand | undefined {
  switch (gradeLevel) {
    case GradeLevel.NURSERY:
    case GradeLevel.SMALL:
      return '3-4';
    case GradeLevel.MIDDLE:
      return '4-5';
    case GradeLevel.LARGE:
      return '5-6';
    default:
      return undefined;
  }
}

export const MAX_GUIDE_TARGETS = GUIDE_TARGETS.length;

/** A target of the guide, by id. */
export const GuideTargetId = intAmong(
  GUIDE_TARGETS.map((target) => target.targetId),
  '指南目标不存在',
);

/** Several targets, as a list or comma-joined ("101,204"), each once. */
export const GuideTargetIdList = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : typeof value === 'number' ? [value] : value),
  z
    .array(GuideTargetId)
    .max(MAX_GUIDE_TARGETS, `最多${MAX_GUIDE_TARGETS}个指南目标`)
    .refine((ids) => new Set(ids).size === ids.length, '指南目标重复'),
);
