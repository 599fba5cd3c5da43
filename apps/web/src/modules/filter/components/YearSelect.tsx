import { schoolYearStatusLabel } from '@yuanwu/shared';
import type { SelectProps } from 'antd';
import { QuerySelect } from '../../../components/query-state';
import { useYearOptions } from '../filter.queries';
import './filter.css';

/** Picks a school year; the list names each year's status. */
export function YearSelect(props: Omit<SelectProps<number>, 'options' | 'loading'>) {
  const years = useYearOptions();
  return (
    <QuerySelect<number>
      query={years}
      what="学年"
      emptyText="还没有学年"
      placeholder="选择学年"
      popupMatchSelectWidth={false}
      {...props}
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
