import { DynamicCheckStatus, dynamicCheckStatusLabel, type ClassDynamicRow } from '@yuanwu/shared';
import { App, Card, DatePicker, Input, Pagination, Segmented, Skeleton, Space, Switch, Tooltip } from 'antd';
import { useState } from 'react';
import { usePagedList } from '../../../components/PagedTable';
import { PageStatus, QuerySelect, QueryState } from '../../../components/query-state';
import { urlParam, useUrlFilters } from '../../../components/url-state';
import { ANY_CLASS, ClassSelect, defaultYearId, useYearOptions, YearSelect } from '../../filter';
import { NoSchoolYear } from '../../school-year';
import { useClassReach } from '../../session';
import { ANY, ANY_STATUS, dynamicListSource, useCheckSetting, useDynamicTypes, useSaveCheckSetting, type DynamicFilters } from '../class-dynamic.queries';
import { AppraiseDrawer } from '../components/AppraiseDrawer';
import { VideoModal } from '../components/ClassVideo';
import { DynamicCard } from '../components/DynamicCard';
import { RejectModal } from '../components/RejectModal';
import '../class-dynamic.css';

const PAGE_SIZE = 12;
const initialFilters: DynamicFilters = { yearId: undefined, classId: ANY_CLASS, dynamicType: ANY, checkStatus: ANY_STATUS, range: null, searchKey: '' };
const filterParams = { yearId: urlParam.optionalInteger(), range: urlParam.dayRange() };

/** Whether the list is narrowed by more than the year: an empty one then says so. */
const isNarrowed = (filters: DynamicFilters) =>
  filters.classId !== ANY_CLASS || filters.dynamicType !== ANY || filters.checkStatus !== ANY_STATUS || filters.range !== null || filters.searchKey !== '';

/** 发布需审核: whether the school checks each post before families see it; a role reaching the whole school changes it. */
function CheckSettingSwitch() {
  const { message } = App.useApp();
  const setting = useCheckSetting();
  const save = useSaveCheckSetting();
  const { reachesWholeSchool } = useClassReach();
  if (!reachesWholeSchool) return setting.data ? <span className="text-muted">{setting.data.needsCheck ? '本园动态需审核后家长可见' : '本园动态发布后家长即可见'}</span> : null;
  return (
    <Tooltip title="开启后，教师发布的动态经园所审核通过才对家长可见；关闭后新发布的动态家长立即可见（已待审核的仍需审核）。">
      <Space>
        <span>发布需审核</span>
        <Switch
          aria-label="发布需审核"
          checked={setting.data?.needsCheck ?? true}
          loading={setting.isLoading || save.isPending}
          onChange={(needsCheck) => save.mutateAsync(needsCheck).then(() => void message.success(needsCheck ? '已开启审核：新动态审核通过后家长可见' : '已关闭审核：新动态发布后家长立即可见'), () => undefined)}
        />
      </Space>
    </Tooltip>
  );
}

/** The posts of the year's classes as a grid of cards, filtered, a page at a time. */
function DynamicBoard({ defaultYear }: { defaultYear: number }) {
  const types = useDynamicTypes();
  const [filters, setFilters] = useUrlFilters(initialFilters, filterParams);
  const yearId = filters.yearId ?? defaultYear;
  const list = usePagedList({ ...dynamicListSource, filters: { ...filters, yearId }, pageSize: PAGE_SIZE });
  const [rejecting, setRejecting] = useState<ClassDynamicRow>();
  const [appraising, setAppraising] = useState<number>();
  const [playing, setPlaying] = useState<{ title: string; fileId: number }>();
  const pendingCount = list.page.data?.pendingCount;
  const statusOptions = [
    { value: ANY_STATUS, label: '全部' },
    ...Object.values(DynamicCheckStatus).map((status) => ({
      value: status,
      label: status === DynamicCheckStatus.PENDING && pendingCount ? `${dynamicCheckStatusLabel[status]}（${pendingCount}）` : dynamicCheckStatusLabel[status]!,
    })),
  ];

  return (
    <div className="dynamic-board">
      <Card variant="borderless" className="dynamic-board__filters">
        <Space wrap size="middle">
          <YearSelect aria-label="学年" className="dynamic-board__select" value={yearId} onChange={(year) => setFilters({ yearId: year, classId: ANY_CLASS })} />
          <ClassSelect aria-label="班级" className="dynamic-board__select" yearId={yearId} withAll value={filters.classId} onChange={(classId) => setFilters({ classId })} />
          <QuerySelect<number>
            aria-label="类型"
            className="dynamic-board__select"
            query={types}
            what="动态类型"
            value={filters.dynamicType}
            onChange={(dynamicType) => setFilters({ dynamicType })}
            options={[{ value: ANY, label: '全部类型' }, ...(types.data ?? []).map((type) => ({ value: type.dynamicType, label: type.typeName }))]}
          />
          <DatePicker.RangePicker aria-label="发布日期" value={filters.range} onChange={(range) => setFilters({ range: range?.[0] && range[1] ? [range[0], range[1]] : null })} placeholder={['发布开始日期', '结束日期']} />
          <Input.Search key={filters.searchKey} aria-label="搜索" allowClear placeholder="动态内容或发布人" defaultValue={filters.searchKey} onSearch={(searchKey) => setFilters({ searchKey })} className="dynamic-board__search" />
        </Space>
      </Card>
      <Card
        variant="borderless"
        title="班级动态"
        extra={
          <Space size="large">
            <CheckSettingSwitch />
            <Segmented<number> aria-label="审核状态" value={filters.checkStatus} onChange={(checkStatus) => setFilters({ checkStatus })} options={statusOptions} />
          </Space>
        }
      >
        <QueryState
          query={list.page}
          what="班级动态"
          isEmpty={(data) => data.list.length === 0}
          empty={isNarrowed(filters) ? '没有符合条件的班级动态' : '还没有班级动态：教师在教师端发布后显示在这里'}
          loading={<Skeleton active paragraph={{ rows: 6 }} />}
        >
          {(data) => (
            <div className="dynamic-grid">
              {data.list.map((dynamic) => (
                <DynamicCard
                  key={dynamic.dynamicId}
                  dynamic={dynamic}
                  actions={{
                    onReject: setRejecting,
                    onAppraise: (row) => setAppraising(row.dynamicId),
                    onPlay: (row, fileId) => setPlaying({ title: `${row.className} · ${row.teacherName}`, fileId }),
                  }}
                />
              ))}
            </div>
          )}
        </QueryState>
        <Pagination
          className="dynamic-board__pager"
          align="end"
          current={list.request.pageIndex}
          pageSize={list.request.pageSize}
          total={list.page.data?.total ?? 0}
          pageSizeOptions={[PAGE_SIZE, PAGE_SIZE * 2, PAGE_SIZE * 4]}
          showSizeChanger
          hideOnSinglePage
          showTotal={(total) => `共 ${total} 条`}
          onChange={list.turnTo}
        />
      </Card>
      <RejectModal dynamic={rejecting} onClose={() => setRejecting(undefined)} />
      <AppraiseDrawer dynamicId={appraising} onClose={() => setAppraising(undefined)} />
      <VideoModal title={playing?.title ?? ''} fileId={playing?.fileId} onClose={() => setPlaying(undefined)} />
    </div>
  );
}

/** 园所动态 > 班级动态: the teachers' posts to families, checked, refused with a reason, trimmed or deleted by the school. */
export default function ClassDynamicPage() {
  const years = useYearOptions();
  const yearId = defaultYearId(years.data ?? []);
  if (!years.data) return <PageStatus query={years} what="学年" />;
  if (!yearId) return <NoSchoolYear need="班级动态按学年的班级查看，请先新增学年和班级。" />;
  return <DynamicBoard defaultYear={yearId} />;
}
