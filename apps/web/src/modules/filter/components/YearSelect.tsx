import { schoolYearStatusLabel } from '@yuanwu/shared';
import { Select, type SelectProps } from 'antd';
import { useYearOptions } from '../filter.queries';
import './filter.css';

/** Picks a school year; the list names each year's status. */
export function YearSelect(props: Omit<SelectProps<number>, 'options' | 'loading'>) {
  const years = useYearOptions();
  return (
    <Select<number>
      placeholder="选择学年"
      popupMatchSelectWidth={false}
      {...props}
      loading={years.isPending}
      options={(years.data ?? []).map((year) => ({ value: year.yearId, label: year.yearName, status: year.status }))}
      optionRender={(option) => (
        <span className="year-option">
          {option.label}
          <span className="year-option__status">{schoolYearStatusLabel[option.data.status as number]}</span>
        </span>
      )}
    />
  );
}
