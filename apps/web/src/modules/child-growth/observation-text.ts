import { Trend } from '@yuanwu/shared';

/** One colour per domain, the growth records' five and 学习品质. */
export const DOMAIN_COLORS: Record<number, string> = { 1: 'green', 2: 'blue', 3: 'orange', 4: 'cyan', 5: 'magenta', 6: 'purple' };
export const LEVEL_COLORS: Record<number, string> = { 1: 'orange', 2: 'blue', 3: 'green' };
export const trendText: Record<Trend, string> = { [Trend.UP]: '↑ 提升', [Trend.DOWN]: '↓ 回落', [Trend.STEADY]: '→ 保持' };
