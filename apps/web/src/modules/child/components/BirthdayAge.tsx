import type { TableColumnType } from 'antd';
import { ageText } from '../child-dates';
import { todayText } from '../../../components/dates';

/** A birthday with the age it makes today, as the lists show children: 2021-04-12 5岁7个月. */
export function BirthdayAge({ birthday }: { birthday: string | null }) {
  if (!birthday) return <>—</>;
  return (
    <>
      {birthday} <span className="text-muted">{ageText(birthday, todayText())}</span>
    </>
  );
}

/** The 出生日期 column of a list of children. */
export const birthdayColumn = <Row extends { birthday: string | null }>(width = 180): TableColumnType<Row> => ({
  title: '出生日期',
  dataIndex: 'birthday',
  width,
  render: (birthday: string | null) => <BirthdayAge birthday={birthday} />,
});
