import type { WorkbookClassStatistics, WorkbookStudentStatistics } from '@yuanwu/shared';
import { Card, Space, Statistic, Tabs } from 'antd';
import { useState } from 'react';
import { todayText } from '../../../components/dates';
import { PageStatus } from '../../../components/query-state';
import { urlParam, useUrlFilters, useUrlState, useUrlTab } from '../../../components/url-state';
import { defaultYearId, useYearOptions, YearSelect } from '../../filter';
import { NoSchoolYear } from '../../school-year';
import { ClassStatisticsView, type ClassStatisticsFilters } from '../components/ClassStatisticsView';
import { ClassWorkbooksDrawer } from '../components/ClassWorkbooksDrawer';
import { ExcellentStatisticsView } from '../components/ExcellentStatisticsView';
import { StudentStatisticsView, type StudentStatisticsFilters } from '../components/StudentStatisticsView';
import { StudentWorksDrawer } from '../components/StudentWorksDrawer';
import { WorkbookDrawer } from '../components/WorkbookDrawer';
import { WorkDrawer } from '../components/WorkDrawer';
import { ANY, useWorkbookTotals } from '../workbook.queries';
import '../workbook.css';

/** The view switch of 作品集, as the seed names its views. */
const VIEWS = ['ClassStatistics', 'StudentStatistics', 'ExcellentStatistics'] as const;

function Totals({ yearId }: { yearId: number }) {
  const totals = useWorkbookTotals(yearId);
  const value = (count: number | undefined) => count ?? '—';
  return (
    <Space size="large" className="showreel__totals">
      <Statistic title="作品集" value={value(totals.data?.workbookCount)} />
      <Statistic title="作品" value={value(totals.data?.fileCount)} />
      <Statistic title="优秀作品" value={value(totals.data?.excellentCount)} />
    </Space>
  );
}

function Showreel({ defaultYear }: { defaultYear: number }) {
  const month = todayText().slice(0, 7);
  const [{ yearId: chosenYear }, setYear] = useUrlState({ yearId: urlParam.optionalInteger() });
  const yearId = chosenYear ?? defaultYear;
  const [view, setView] = useUrlTab(VIEWS);
  const [classFilters, setClassFilters] = useUrlFilters<ClassStatisticsFilters>({ gradeId: ANY, month }, undefined, { prefix: 'class' });
  const [studentFilters, setStudentFilters] = useUrlFilters<StudentStatisticsFilters>({ classId: ANY, month, onlyWithoutWork: 0 }, undefined, { prefix: 'student' });
  const [classWorkbooks, setClassWorkbooks] = useState<{ classId: number; className: string }>();
  const [workbookId, setWorkbookId] = useState<number>();
  const [student, setStudent] = useState<WorkbookStudentStatistics>();
  const [workbookFileId, setWorkbookFileId] = useState<number>();

  const openChildren = (row: WorkbookClassStatistics, onlyWithoutWork: boolean) => {
    setStudentFilters({ classId: row.classId, month: classFilters.month, onlyWithoutWork: onlyWithoutWork ? 1 : 0 });
    setView('StudentStatistics');
  };

  return (
    <div className="showreel">
      <Card variant="borderless" title="作品集" extra={<YearSelect aria-label="学年" className="showreel__select" value={yearId} onChange={(year) => setYear({ yearId: year })} />}>
        <Totals yearId={yearId} />
        <Tabs
          activeKey={view}
          onChange={setView}
          items={[
            {
              key: 'ClassStatistics',
              label: '班级统计',
              children: (
                <ClassStatisticsView
                  yearId={yearId}
                  filters={classFilters}
                  onFilters={setClassFilters}
                  onOpenWorkbooks={(row) => setClassWorkbooks({ classId: row.classId, className: row.className })}
                  onOpenChildren={openChildren}
                />
              ),
            },
            { key: 'StudentStatistics', label: '幼儿统计', children: <StudentStatisticsView yearId={yearId} filters={studentFilters} onFilters={setStudentFilters} onOpenStudent={setStudent} /> },
            { key: 'ExcellentStatistics', label: '优秀作品', children: <ExcellentStatisticsView yearId={yearId} onOpenWork={setWorkbookFileId} /> },
          ]}
        />
      </Card>
      <ClassWorkbooksDrawer target={classWorkbooks} onClose={() => setClassWorkbooks(undefined)} onOpenWorkbook={setWorkbookId} />
      <WorkbookDrawer workbookId={workbookId} onClose={() => setWorkbookId(undefined)} onOpenWork={setWorkbookFileId} />
      <StudentWorksDrawer student={student} onClose={() => setStudent(undefined)} onOpenWork={setWorkbookFileId} />
      <WorkDrawer workbookFileId={workbookFileId} onClose={() => setWorkbookFileId(undefined)} />
    </div>
  );
}

/** 园所动态 > 作品集 (Showreel): the classes' works by class, by child and by excellence, with their workbooks, files and comments. */
export default function ShowreelPage() {
  const years = useYearOptions();
  const yearId = defaultYearId(years.data ?? []);
  if (!years.data) return <PageStatus query={years} what="学年" />;
  if (!yearId) return <NoSchoolYear need="作品集按学年的班级统计，请先新增学年和班级。" />;
  return <Showreel defaultYear={yearId} />;
}
