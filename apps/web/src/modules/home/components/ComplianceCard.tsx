import { useQuery } from '@tanstack/react-query';
import { complianceEndpoints, type ComplianceClass, type ComplianceOverview, type ComplianceRatio } from '@yuanwu/shared';
import { Alert, Button, Card, Drawer, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { call, queryRoot } from '../../../api';
import { QueryEmpty, QueryState } from '../../../components/query-state';
import { useCanOpen } from '../../../routes/can-open';
import { classInfoPath } from '../../class-group';
import { NoSchoolYear } from '../../school-year';
import { breaksRules, classProblems, flaggedClasses, ratioText, staffingText } from '../compliance';
import './compliance.css';

/** The figures come from the year, its classes, their children and staff: a change to any of them reads them again. */
const overviewKey = [...queryRoot('home', ['years', 'classes', 'placements', 'staff']), 'compliance'] as const;

const useComplianceOverview = () => useQuery({ queryKey: overviewKey, queryFn: () => call(complianceEndpoints.getOverview, {}) });

function columns(linkToClass: (classId: number) => string | undefined, withRule: boolean): TableColumnsType<ComplianceClass> {
  return [
    {
      title: '班级',
      dataIndex: 'className',
      render: (name: string, row) => {
        const path = linkToClass(row.classId);
        return path ? <Link to={path}>{name}</Link> : name;
      },
    },
    { title: '年级', dataIndex: 'gradeName', width: 80 },
    {
      title: '人数/上限',
      key: 'size',
      width: 100,
      render: (_, row) => <span className={row.oversized ? 'compliance__over' : undefined}>{`${row.childCount}/${row.sizeLimit ?? '—'}`}</span>,
    },
    {
      title: '师幼比',
      key: 'ratio',
      width: 130,
      render: (_, row) => <span className={row.understaffed ? 'compliance__over' : undefined}>{`${ratioText(row.childrenPerStaff)}（${staffingText(row)}）`}</span>,
    },
    {
      title: '提醒',
      key: 'problems',
      render: (_, row) => {
        const problems = classProblems(row);
        return problems.length ? problems.map((problem) => <Tag key={problem} color="error">{problem}</Tag>) : <Tag color="success">符合</Tag>;
      },
    },
    ...(withRule ? [{ title: '班额依据', dataIndex: 'sizeRule', render: (rule: string | null) => rule ?? '无规定' }] : []),
  ];
}

function SchoolRatio({ label, ratio }: { label: string; ratio: ComplianceRatio }) {
  return (
    <div className={`compliance__ratio${ratio.over ? ' compliance__ratio--over' : ''}`} aria-label={label}>
      <span className="compliance__ratio-label">{label}</span>
      <span className="compliance__ratio-value">{ratioText(ratio.childrenPerStaff)}</span>
      <span className="compliance__ratio-note">
        {ratio.staffCount} 人 / {ratio.childCount} 名幼儿 · 标准不低于 1:{ratio.limit}
      </span>
      {ratio.over ? <Tag color="error">低于标准</Tag> : <Tag color="success">符合</Tag>}
    </div>
  );
}

function Overview({ overview, linkToClass }: { overview: ComplianceOverview; linkToClass: (classId: number) => string | undefined }) {
  const flagged = flaggedClasses(overview);
  const { school } = overview;
  return (
    <>
      {breaksRules(overview) ? (
        <Alert type="warning" showIcon title={flagged.length ? `${flagged.length} 个班级超出规定（共 ${overview.classes.length} 个班级）` : '各班均在规定之内，全园师幼比低于标准'} />
      ) : (
        <Alert type="success" showIcon title={`全部 ${overview.classes.length} 个班级的班额与配备均在规定之内`} />
      )}
      {flagged.length ? (
        <Table<ComplianceClass> className="compliance__table" aria-label="超出规定的班级" rowKey="classId" size="small" pagination={false} columns={columns(linkToClass, false)} dataSource={flagged} />
      ) : null}
      {school ? (
        <div className="compliance__ratios">
          <SchoolRatio label="全园 教职工:幼儿" ratio={school.staff} />
          <SchoolRatio label="全园 保教人员:幼儿" ratio={school.careStaff} />
        </div>
      ) : null}
    </>
  );
}

/** 合规提醒: the current year's class sizes and staffing, and the school's staff ratios, against the national rules. */
export function ComplianceCard() {
  const overview = useComplianceOverview();
  const [listOpen, setListOpen] = useState(false);
  const canOpen = useCanOpen();
  const linkToClass = (classId: number) => {
    const path = classInfoPath(classId);
    return canOpen(path) ? path : undefined;
  };
  const classes = overview.data?.classes ?? [];
  return (
    <Card
      variant="borderless"
      className="compliance"
      title="合规提醒"
      extra={
        classes.length ? (
          <Button type="link" onClick={() => setListOpen(true)}>
            全部班级
          </Button>
        ) : null
      }
    >
      <QueryState query={overview} what="合规提醒" compact>
        {(data) =>
          data.yearId === null ? (
            <NoSchoolYear need="班额与师幼比按当前学年的班级核对，请先新增学年。" />
          ) : data.classes.length === 0 ? (
            <QueryEmpty simple description={`${data.yearName ?? '当前学年'}还没有班级`} />
          ) : (
            <Overview overview={data} linkToClass={linkToClass} />
          )
        }
      </QueryState>
      <Drawer title={`各班班额与师幼比（${overview.data?.yearName ?? ''}）`} size="large" open={listOpen} onClose={() => setListOpen(false)} destroyOnHidden>
        <Table<ComplianceClass> rowKey="classId" size="small" pagination={false} columns={columns(linkToClass, true)} dataSource={classes} />
        <p className="compliance__sources">
          班额依据《幼儿园工作规程》第十一条，托班参照《托育机构设置标准（试行）》；每班两教一保、全园师幼比依据《幼儿园教职工配备标准（暂行）》。
        </p>
      </Drawer>
    </Card>
  );
}
