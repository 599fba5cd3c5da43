import { describe, expect, it } from 'vitest';
import {
  AGE_BANDS,
  GUIDE_DOMAINS,
  GUIDE_SUB_DOMAINS,
  GUIDE_TARGETS,
  GuideTargetId,
  GuideTargetIdList,
  ageBandOfGradeLevel,
  guideSubDomain,
  guideTargetTitle,
} from './guide.js';
import { OBSERVATION_ITEMS } from '../child-growth/observation-catalogue.js';

describe('the guide', () => {
  it('has the five domains, eleven sub-domains and thirty-two targets, each under its own domain', () => {
    expect(GUIDE_DOMAINS.map((domain) => domain.name)).toEqual(['健康', '语言', '社会', '科学', '艺术']);
    expect(GUIDE_SUB_DOMAINS).toHaveLength(11);
    expect(GUIDE_TARGETS).toHaveLength(32);
    for (const target of GUIDE_TARGETS) expect(guideSubDomain(target.subDomainId)?.domainId).toBe(target.domainId);
    expect(new Set(GUIDE_TARGETS.map((target) => target.targetId)).size).toBe(32);
  });

  it('gives every target typical behaviours for each age band', () => {
    for (const target of GUIDE_TARGETS) {
      for (const band of AGE_BANDS) expect(target.behaviours[band].every((line) => line.length > 3)).toBe(true);
    }
  });

  it('numbers targets within their sub-domain as the guide does', () => {
    expect(guideTargetTitle(104)).toBe('健康 · 动作发展 · 目标1 具有一定的平衡能力，动作协调、灵敏');
    expect(guideTargetTitle(304)).toBe('社会 · 人际交往 · 目标4 关心尊重他人');
    expect(guideTargetTitle(999)).toBe('');
  });

  it('keeps the ids the observations already stored', () => {
    for (const target of GUIDE_TARGETS) {
      expect(OBSERVATION_ITEMS.find((item) => item.itemId === target.targetId)?.itemName).toBe(target.name);
    }
  });

  it('maps grades to age bands', () => {
    expect([1, 2, 3, 4, 5].map(ageBandOfGradeLevel)).toEqual(['3-4', '3-4', '4-5', '5-6', undefined]);
  });

  it('refuses unknown and repeated targets with a message, and takes comma-joined lists', () => {
    expect(GuideTargetId.safeParse(110).error?.issues[0]?.message).toBe('指南目标不存在');
    expect(GuideTargetIdList.parse('101,204')).toEqual([101, 204]);
    expect(GuideTargetIdList.safeParse([101, 101]).error?.issues[0]?.message).toBe('指南目标重复');
  });
});
