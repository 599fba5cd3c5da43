import { DatePicker, Image, Input, Pagination, Space, Statistic } from 'antd';
import { usePagedList } from '../../../components/PagedTable';
import { QueryState } from '../../../components/query-state';
import { urlParam, useUrlFilters } from '../../../components/url-state';
import { ANY_CLASS, ClassSelect } from '../../filter';
import { excellentSource, useExcellentCount, type ExcellentFilters } from '../workbook.queries';
import { WorkTile } from './WorkTile';

const PAGE_SIZE = 24;
const initialFilters: ExcellentFilters = { classId: ANY_CLASS, range: null, searchKey: '' };
const URL = { prefix: 'excellent' };

/** ExcellentStatistics: the excellent works of the year's classes, counted, newest first. */
export function ExcellentStatisticsView({ yearId, onOpenWork }: { yearId: number; onOpenWork(workbookFileId: number): void }) {
  const [filters, setFilters] = useUrlFilters(initialFilters, { range: urlParam.dayRange() }, URL);
  const list = usePagedList({ ...excellentSource(yearId), filters, pageSize: PAGE_SIZE, url: URL });
  const count = useExcellentCount(yearId, filters);
  return (
    <>
      <div className="showreel__bar">
        <Space wrap className="showreel__filters">
          <ClassSelect aria-label="班级" className="showreel__select" yearId={yearId} withAll value={filters.classId} onChange={(classId) => setFilters({ classId })} />
          <DatePicker.RangePicker aria-label="添加日期" value={filters.range} onChange={(range) => setFilters({ range: range?.[0] && range[1] ? [range[0], range[1]] : null })} placeholder={['添加开始日期', '结束日期']} />
          <Input.Search key={filters.searchKey} aria-label="搜索幼儿" allowClear placeholder="幼儿姓名" defaultValue={filters.searchKey} onSearch={(searchKey) => setFilters({ searchKey })} className="showreel__search" />
        </Space>
        <Statistic title="优秀作品" value={count.data?.excellentCount ?? '—'} suffix="件" />
      </div>
      <QueryState query={list.page} what="优秀作品" isEmpty={(data) => data.list.length === 0} empty="没有符合条件的优秀作品：在作品详情中可设为优秀作品">
        {(data) => (
          <Image.PreviewGroup>
            <div className="child-works__grid">
              {data.list.map((work) => (
                <WorkTile key={work.workbookFileId} work={work} name={`${work.studentName} · ${work.workbookName}`} meta={`${work.className} · ${work.date}`} onOpen={onOpenWork} />
              ))}
            </div>
          </Image.PreviewGroup>
        )}
      </QueryState>
      <Pagination
        className="showreel__pager"
        align="end"
        current={list.request.pageIndex}
        pageSize={list.request.pageSize}
        total={list.page.data?.total ?? 0}
        hideOnSinglePage
        showTotal={(total) => `共 ${total} 件`}
        onChange={list.turnTo}
      />
    </>
  );
}
