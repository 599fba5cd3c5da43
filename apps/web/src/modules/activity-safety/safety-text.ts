/** How each check status shows: 未检查 plain, 合格 green, 发现问题 orange. */
export const CHECK_COLORS: Record<number, string> = { 1: 'default', 2: 'success', 3: 'warning' };
