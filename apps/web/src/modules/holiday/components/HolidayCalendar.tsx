import { holidayUserTypeLabel } from '@yuanwu/shared';
import { useMemo } from 'react';
import { holidaysByDate, monthWeeks, WEEKDAY_LABELS } from '../holiday-calendar';
import './holiday-calendar.css';
import { todayText } from '../../../components/dates';

interface CalendarHoliday {
  holidayName: string;
  userType: number;
  startDate: string;
  endDate: string;
}

/** The colour of a holiday day by whom it is for: 全部, 教师, 学生. */
const toneOfUserType: Record<number, string> = { 0: 'all', 1: 'teacher', 2: 'student' };
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

function DayCell({ date, column, holidays, today }: { date: string; column: number; holidays: CalendarHoliday[] | undefined; today: string }) {
  const classes = ['holiday-day'];
  if (column === 0 || column === 6) classes.push('holiday-day--weekend');
  if (date === today) classes.push('holiday-day--today');
  if (holidays) classes.push('holiday-day--holiday', `holiday-day--${toneOfUserType[holidays[0]!.userType] ?? 'all'}`);
  const title = holidays?.map((holiday) => `${holiday.holidayName}（${holidayUserTypeLabel[holiday.userType]}）`).join('、');
  return (
    <span className={classes.join(' ')} data-date={date} title={title}>
      {Number(date.slice(8))}
    </span>
  );
}

function MonthGrid({ year, month, byDate, today }: { year: number; month: number; byDate: Map<string, CalendarHoliday[]>; today: string }) {
  return (
    <div className="holiday-month">
      <div className="holiday-month__title">{month}月</div>
      <table className="holiday-month__grid" aria-label={`${year}年${month}月`}>
        <thead>
          <tr>
            {WEEKDAY_LABELS.map((label) => (
              <th key={label}>{label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(year, month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, column) => (
                <td key={date ?? `blank-${column}`}>{date ? <DayCell date={date} column={column} holidays={byDate.get(date)} today={today} /> : null}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function CalendarLegend() {
  return (
    <div className="holiday-legend">
      {Object.entries(toneOfUserType).map(([userType, tone]) => (
        <span key={tone} className="holiday-legend__item">
          <i className={`holiday-legend__swatch holiday-day--${tone}`} />
          {holidayUserTypeLabel[Number(userType)]}假期
        </span>
      ))}
      <span className="holiday-legend__item">
        <i className="holiday-legend__swatch holiday-legend__swatch--today" />
        今天
      </span>
    </div>
  );
}

/** A year of twelve month grids, weeks Sunday first, the holidays coloured by whom they are for. */
export function HolidayCalendar({ year, holidays }: { year: number; holidays: readonly CalendarHoliday[] }) {
  const byDate = useMemo(() => holidaysByDate(holidays), [holidays]);
  const today = todayText();
  return (
    <div className="holiday-calendar">
      {MONTHS.map((month) => (
        <MonthGrid key={month} year={year} month={month} byDate={byDate} today={today} />
      ))}
    </div>
  );
}
