import { CopyOutlined, DeleteOutlined, DownloadOutlined, EditOutlined, SettingOutlined, ShareAltOutlined, UploadOutlined } from '@ant-design/icons';
import { CookbookYearStatus, cookbookYearStatusLabel, type WeekFoodList } from '@yuanwu/shared';
import { Button, Card, Space, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useConfirmDelete } from '../../../components/confirm-delete';
import { QueryEmpty, QueryError, QueryState } from '../../../components/query-state';
import { urlParam, useUrlState } from '../../../components/url-state';
import { useCanOpen } from '../../../routes/can-open';
import { weekLabel } from '../cookbook-week';
import { useCookbookGrades, useCookbookRule, useDeleteCookbooks, useExportCookbook, useWeekFoodList } from '../cookbook.queries';
import { SHOW_COOK_PATH } from '../cookbook.paths';
import { CookbookEditModal } from '../components/CookbookEditModal';
import { CopyCookbookModal } from '../components/CopyCookbookModal';
import { ImportCookbookModal } from '../components/ImportCookbookModal';
import { RuleModal } from '../components/RuleModal';
import { WeekGrid } from '../components/WeekGrid';
import { useUrlWeek, WeekSwitcher } from '../components/WeekSwitcher';
import '../cookbook.css';

type OpenPanel = 'edit' | 'copy' | 'rule' | 'import' | undefined;

const yearStatusColor: Record<number, string> = { [CookbookYearStatus.NOT_STARTED]: 'default', [CookbookYearStatus.ENDED]: 'red', [CookbookYearStatus.ABOUT_TO_EXPIRE]: 'orange' };

/** 食谱管理: a grade's week as a grid, with editing, copying, deleting, importing and exporting. */
export default function CookManagePage() {
  const [monday, setMonday] = useUrlWeek();
  const [{ gradeId: chosenGrade }, set] = useUrlState({ gradeId: urlParam.optionalInteger() });
  const [panel, setPanel] = useState<OpenPanel>();
  const grades = useCookbookGrades(monday);
  const rule = useCookbookRule();
  const gradeList = grades.data?.gradeList ?? [];
  const gradeId = gradeList.some((grade) => grade.gradeId === chosenGrade) ? chosenGrade : gradeList[0]?.gradeId;
  const week = useWeekFoodList(gradeId, monday);
  const status = grades.data?.yearStatus;
  const canOpen = useCanOpen();

  return (
    <Card
      variant="borderless"
      title="食谱管理"
      extra={
        <Space>
          {canOpen(SHOW_COOK_PATH) ? (
            <Link to={SHOW_COOK_PATH}>
              <Button icon={<ShareAltOutlined />}>共享信息</Button>
            </Link>
          ) : null}
          <Button icon={<SettingOutlined />} onClick={() => setPanel('rule')}>
            供餐规则
          </Button>
        </Space>
      }
    >
      <div className="cookbook-toolbar">
        <Space>
          <WeekSwitcher monday={monday} onChange={setMonday} />
          {grades.data?.yearName ? <Tag color="blue">{grades.data.yearName}</Tag> : null}
          {status !== null && status !== undefined && status !== CookbookYearStatus.NORMAL ? <Tag color={yearStatusColor[status]}>学年{cookbookYearStatusLabel[status]}</Tag> : null}
        </Space>
        <Space>
          <Button icon={<UploadOutlined />} disabled={gradeList.length === 0} onClick={() => setPanel('import')}>
            导入
          </Button>
        </Space>
      </div>
      <QueryError query={grades} what="本周的年级" />
      {grades.data && gradeList.length === 0 ? (
        <QueryEmpty description={`${weekLabel(monday)} 不在任何学年内，或学年还没有年级；请先在学年管理、班级管理中设置`} />
      ) : (
        <Tabs activeKey={gradeId ? String(gradeId) : undefined} onChange={(key) => set({ gradeId: Number(key) })} items={gradeList.map((grade) => ({ key: String(grade.gradeId), label: grade.gradeName }))} />
      )}
      <QueryState query={week} what="食谱">
        {(data) => <GradeWeek week={data} onOpen={setPanel} />}
      </QueryState>
      {week.data && panel === 'edit' ? <CookbookEditModal open onClose={() => setPanel(undefined)} week={week.data} grades={gradeList} /> : null}
      {week.data && panel === 'copy' ? (
        <CopyCookbookModal open onClose={() => setPanel(undefined)} gradeId={week.data.gradeId} gradeName={week.data.gradeName} weekStart={monday} grades={gradeList} />
      ) : null}
      <RuleModal open={panel === 'rule'} onClose={() => setPanel(undefined)} rule={rule.data} />
      {panel === 'import' ? <ImportCookbookModal open onClose={() => setPanel(undefined)} grades={gradeList} defaultGradeId={gradeId} /> : null}
    </Card>
  );
}

function GradeWeek({ week, onOpen }: { week: WeekFoodList; onOpen(panel: OpenPanel): void }) {
  const confirmDelete = useConfirmDelete();
  const remove = useDeleteCookbooks();
  const exportWeek = useExportCookbook();
  const cookbookId = week.cookbookId;
  return (
    <>
      <div className="cookbook-toolbar">
        <span className="cookbook-muted">
          {week.gradeName} · {weekLabel(week.weekStart)}
          {week.sharedSchools.length ? ` · 已共享给${week.sharedSchools.map((school) => school.schoolName).join('、')}` : ''}
        </span>
        <Space>
          <Button type="primary" icon={<EditOutlined />} onClick={() => onOpen('edit')}>
            {cookbookId ? '编辑食谱' : '编排食谱'}
          </Button>
          <Button icon={<CopyOutlined />} disabled={!cookbookId} onClick={() => onOpen('copy')}>
            复制到…
          </Button>
          <Button icon={<DownloadOutlined />} disabled={!cookbookId} loading={exportWeek.isPending} onClick={() => exportWeek.mutate({ gradeId: week.gradeId, weekStart: week.weekStart })}>
            导出
          </Button>
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={!cookbookId}
            onClick={() => confirmDelete({ title: `删除${week.gradeName}这一周的食谱？`, onConfirm: () => remove.mutateAsync([cookbookId!]) })}
          >
            删除
          </Button>
        </Space>
      </div>
      {cookbookId ? (
        <WeekGrid days={week.days} mealTypes={week.mealTypes.map((meal) => meal.mealType)} />
      ) : (
        <QueryEmpty description="这一周还没有食谱：点击“编排食谱”添加，或从其他周复制、导入" />
      )}
    </>
  );
}
