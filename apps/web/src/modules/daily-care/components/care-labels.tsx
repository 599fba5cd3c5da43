import { AttendStatus, EAT_LEVELS, eatLevelLabel } from '@yuanwu/shared';
import { Tag } from 'antd';

export const EAT_LEVEL_OPTIONS = EAT_LEVELS.map((level) => ({ value: level, label: eatLevelLabel[level]! }));
const LEVEL_COLORS: Record<number, string> = { 1: 'green', 2: 'cyan', 3: 'gold', 4: 'orange', 5: 'red' };

/** A meal's 进餐情况 as a coloured tag: green when finished, red when not eaten. */
export function EatLevelTag({ level }: { level: number }) {
  return <Tag color={LEVEL_COLORS[level]}>{eatLevelLabel[level]}</Tag>;
}

/** Why a child cannot be recorded on the day, or that the child came. */
export function AttendTag({ status }: { status: number | null }) {
  if (status === null) return <Tag>未点名</Tag>;
  if (status === AttendStatus.ABSENT) return <Tag color="error">缺勤</Tag>;
  if (status === AttendStatus.LEFT) return <Tag color="warning">离园</Tag>;
  return <Tag color="success">出勤</Tag>;
}

/** Cups with what they hold: 5杯（750毫升）. */
export const waterText = (cups: number, cupMl: number) => `${cups}杯（${cups * cupMl}毫升）`;
