import dayjs from 'dayjs';

/** A child's age on `today`, as staff say it: 3岁2个月, or 10个月 under one. */
export function ageText(birthday: string | null, today: string): string {
  if (!birthday || birthday > today) return '';
  const months = dayjs(today).diff(dayjs(birthday), 'month');
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (years === 0) return `${rest}个月`;
  return rest === 0 ? `${years}岁` : `${years}岁${rest}个月`;
}

export type Validity = 'valid' | 'notYet' | 'expired';

/** Where `today` stands against a pick-up person's dates (open at either end when absent). */
export function validityOn(today: string, validFrom: string | null, validTo: string | null): Validity {
  if (validFrom && today < validFrom) return 'notYet';
  if (validTo && validTo < today) return 'expired';
  return 'valid';
}
