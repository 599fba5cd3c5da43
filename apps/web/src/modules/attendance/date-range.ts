import { DateRangeType, dateRangeLabel } from '@yuanwu/shared';
import { rangeText } from '../../components/dates';
import { urlParam, useUrlState } from '../../components/url-state';

/** The range a statistics screen shows: a preset ending today, or 自定义 with both dates. */
export interface DateRangeValue {
  dateType: number;
  startDate?: string;
  endDate?: string;
}

export const DEFAULT_RANGE: DateRangeValue = { dateType: DateRangeType.WEEK };

/** The range a screen shows, kept in its URL: the preset, and 自定义's dates. */
export function useUrlDateRange(): [DateRangeValue, (range: DateRangeValue) => void] {
  const [range, set] = useUrlState({ dateType: urlParam.integer(DEFAULT_RANGE.dateType), startDate: urlParam.day(''), endDate: urlParam.day('') });
  return [range, (next) => set({ startDate: '', endDate: '', ...next })];
}

export const dateRangeOptions = Object.entries(dateRangeLabel).map(([value, label]) => ({ value: Number(value), label }));

/** What the statistics calls take: the preset alone, or 自定义 with its dates. */
export function rangeQuery(range: DateRangeValue) {
  if (range.dateType === DateRangeType.CUSTOM && range.startDate && range.endDate) {
    return { dateType: DateRangeType.CUSTOM, startDate: range.startDate, endDate: range.endDate };
  }
  return { dateType: range.dateType === DateRangeType.CUSTOM ? DateRangeType.WEEK : range.dateType };
}

/** `2026-11-14 至 2026-11-20 · 5 个上学日`, or `2026-11-20 · 1 个上学日` for one day. */
export function rangeCaption(resolved: { startDate: string; endDate: string; schoolDays: number }): string {
  return `${rangeText(resolved.startDate, resolved.endDate)} · ${resolved.schoolDays} 个上学日`;
}

/** A rate for a table cell: `95.3%`, or a dash when nothing was recorded. */
export const rateText = (rate: number | null) => (rate === null ? '—' : `${rate}%`);

/** Green from 95%, amber from 90%, red below: how a principal reads a class's attendance. */
export function rateTone(rate: number | null): 'good' | 'fair' | 'poor' | 'none' {
  if (rate === null) return 'none';
  if (rate >= 95) return 'good';
  return rate >= 90 ? 'fair' : 'poor';
}
