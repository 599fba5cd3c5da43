/** How each level shows: 一般 plain, 较大 orange, 重大 red. */
export const LEVEL_COLORS: Record<number, string> = { 1: 'default', 2: 'orange', 3: 'red' };
