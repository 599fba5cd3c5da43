import { DownloadOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Card, Form, Space, type TableColumnsType, type TableProps } from 'antd';
import { useId, useLayoutEffect, type ReactNode } from 'react';
import { useDownload, type DownloadedFile } from '../api';
import { PagedTable, usePagedList } from './PagedTable';
import type { Page, PageSource } from './paging';
import { useUrlFilters, type ParamsOf } from './url-state';
import './list-page.css';

export interface ListPageProps<Row extends object, Filters extends object> {
  title: string;
  /** The list's query: its key and its call (a module's `…Source`). */
  source: PageSource<Page<Row>, Filters>;
  columns: TableColumnsType<Row>;
  rowKey: TableProps<Row>['rowKey'];
  /** Form.Items of the filter bar, named after the fields of Filters. */
  filters?: ReactNode;
  initialFilters: Filters;
  /** How filters whose defaults do not tell it (optional ones, date ranges) are written in the URL. */
  filterParams?: Partial<ParamsOf<Filters>>;
  /** Downloads what the current filters select, as the server's file. */
  exportFile?(filters: Filters): Promise<DownloadedFile>;
  /** The export button's text when 导出 alone says too little (导出教师报表). */
  exportLabel?: string;
  /** What an empty table says: why it can be empty here, and what to do. */
  emptyText?: string;
  /** Buttons beside the title, such as 新增. */
  actions?: ReactNode;
  pageSize?: number;
  /** Ticks rows for actions on several at once (批量调班 ...). */
  rowSelection?: TableProps<Row>['rowSelection'];
}

/** Filters whose defaults do not tell how the URL writes them need their params given. */
type FilterParamsProp<Filters> = object extends ParamsOf<Filters> ? unknown : { filterParams: ParamsOf<Filters> };

/** The one list screen of the console: a filter bar, a paged table, an optional export. */
export function ListPage<Row extends object, Filters extends object>(props: ListPageProps<Row, Filters> & FilterParamsProp<Filters>) {
  const { title, source, columns, rowKey, filters, initialFilters, filterParams, exportFile, exportLabel = '导出', emptyText, actions, rowSelection, pageSize } = props as ListPageProps<Row, Filters>;
  const [form] = Form.useForm<Filters>();
  // A form name of its own prefixes the fields' ids: a kept-alive list hidden by another screen
  // must not lend its ids to the visible screen's fields.
  const formName = useId();
  // The filters and the page are kept in the URL: a reload, a shared link or Back shows the same list.
  const [applied, setApplied] = useUrlFilters(initialFilters, filterParams);
  const hasFilterBar = Boolean(filters);
  // Back, Forward or a link may bring other filters: the bar shows those the list is narrowed by.
  useLayoutEffect(() => {
    if (hasFilterBar) form.setFieldsValue(applied as Parameters<typeof form.setFieldsValue>[0]);
  }, [form, hasFilterBar, applied]);
  const list = usePagedList({ ...source, filters: applied, pageSize });
  const download = useDownload(() => exportFile!(applied));

  const search = (values: Filters) => {
    setApplied({ ...initialFilters, ...values });
    list.firstPage();
  };
  const reset = () => {
    form.resetFields();
    search(initialFilters);
  };

  return (
    <div className="list-page">
      {filters ? (
        <Card className="list-page__filters" variant="borderless">
          <Form form={form} name={formName} layout="inline" initialValues={initialFilters} onFinish={search}>
            {filters}
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                查询
              </Button>
              <Button icon={<ReloadOutlined />} onClick={reset}>
                重置
              </Button>
            </Space>
          </Form>
        </Card>
      ) : null}
      <Card
        variant="borderless"
        title={title}
        extra={
          <Space>
            {actions}
            {exportFile ? (
              <Button icon={<DownloadOutlined />} loading={download.isPending} onClick={() => download.mutate()}>
                {exportLabel}
              </Button>
            ) : null}
          </Space>
        }
      >
        <PagedTable<Row>
          list={list}
          rowKey={rowKey}
          columns={columns}
          rowSelection={rowSelection}
          what={title}
          emptyText={emptyText}
          pagination={{ showSizeChanger: true, showTotal: (total) => `共 ${total} 条` }}
        />
      </Card>
    </div>
  );
}
