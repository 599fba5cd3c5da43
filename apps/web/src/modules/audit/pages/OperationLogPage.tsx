import { QuestionCircleOutlined } from '@ant-design/icons';
import { ANY_SIGNED_IN, ANY_SIGNED_IN_NAME, builtCatalogue, type AuditLogRow } from '@yuanwu/shared';
import { DatePicker, Form, Tooltip, TreeSelect, type TableColumnsType } from 'antd';
import { minuteOf } from '../../../components/dates';
import { ListPage } from '../../../components/ListPage';
import { QuerySelect } from '../../../components/query-state';
import { urlParam } from '../../../components/url-state';
import { ANY_MODULE, ANY_PERSON, exportOperationLog, operationLogSource, useOperators, type OperationLogFilters } from '../audit.queries';
import '../audit.css';

const initialFilters: OperationLogFilters = { teacherId: ANY_PERSON, moduleCode: ANY_MODULE, dates: null };
const filterParams = { dates: urlParam.dayRange() };

/** 全部, each menu group with its screens (a group chooses all of them), and the calls of no screen. */
const moduleTree = [
  { value: ANY_MODULE, title: '全部模块' },
  ...builtCatalogue
    .filter((group) => group.screens.length > 0)
    .map((group) => ({ value: group.code, title: group.name, children: group.screens.map((screen) => ({ value: `${group.code}.${screen.code}`, title: screen.name })) })),
  { value: ANY_SIGNED_IN, title: ANY_SIGNED_IN_NAME },
];

function PersonFilter(props: { value?: number; onChange?(value: number): void }) {
  const operators = useOperators();
  const options = [{ value: ANY_PERSON, label: '全部人员' }, ...(operators.data ?? []).map((person) => ({ value: person.teacherId, label: person.teacherName }))];
  return <QuerySelect<number> {...props} query={operators} what="操作人" options={options} showSearch={{ optionFilterProp: 'label' }} className="operation-log__select" aria-label="操作人" />;
}

const columns: TableColumnsType<AuditLogRow> = [
  { title: '时间', dataIndex: 'createdAt', width: 150, render: minuteOf },
  { title: '操作人', dataIndex: 'teacherName', width: 110, render: (name: string | null) => name ?? '—' },
  { title: '模块', dataIndex: 'moduleName', width: 150 },
  { title: '操作', dataIndex: 'operation' },
  {
    title: (
      <Tooltip title="这次操作指定或新建的记录的编号。日志记下改了哪些记录，不保存修改前后的内容。">
        记录 <QuestionCircleOutlined className="text-muted" />
      </Tooltip>
    ),
    dataIndex: 'targetIds',
    width: 160,
    render: (ids: (number | string)[]) => <span className="operation-log__records">{ids.length > 0 ? ids.join('、') : '—'}</span>,
  },
];

/** 操作日志: who changed what in the school and when, by person, module and dates, with an xlsx of the choice. */
export default function OperationLogPage() {
  return (
    <ListPage<AuditLogRow, OperationLogFilters>
      title="操作日志"
      emptyText="没有符合条件的操作记录。教职工在各模块新增、修改、删除后，记录显示在这里"
      source={operationLogSource}
      rowKey="logId"
      columns={columns}
      initialFilters={initialFilters}
      filterParams={filterParams}
      exportFile={exportOperationLog}
      filters={
        <>
          <Form.Item name="teacherId" label="操作人">
            <PersonFilter />
          </Form.Item>
          <Form.Item name="moduleCode" label="模块">
            <TreeSelect treeData={moduleTree} showSearch={{ treeNodeFilterProp: 'title' }} className="operation-log__select" popupMatchSelectWidth={220} aria-label="模块" />
          </Form.Item>
          <Form.Item name="dates" label="日期">
            <DatePicker.RangePicker />
          </Form.Item>
        </>
      }
    />
  );
}
