import { BookOutlined, EditOutlined, MessageOutlined, PictureOutlined, SmileOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { type HomeworkItem, type OutputOf, type TeachingSummary, type TeachNoteItem, type teacherEndpoints } from '@yuanwu/shared';
import { Button, Card, Descriptions, Drawer, Skeleton, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { IntervalBar, useInterval } from '../../../components/interval/IntervalBar';
import { AttachedFileList } from '../../../components/upload/AttachedFileItem';
import { dayOf } from '../../../components/dates';
import { QueryError, QueryTable, tableStateOf, type QueryLike } from '../../../components/query-state';
import { useSemesterOptions } from '../../filter';
import { useTeachingSummary } from '../teaching-summary.queries';
import { useWorkHistory } from '../teacher.queries';
import './teaching.css';

type HistoryClass = OutputOf<typeof teacherEndpoints.getTeacherWorkHistory>['classes'][number];
type CountKey = 'teachNoteCount' | 'homeworkCount' | 'dynamicCount' | 'photoCount' | 'videoCount' | 'workCount';

const TILES: { key: CountKey; label: string; unit: string; icon: ReactNode }[] = [
  { key: 'teachNoteCount', label: '教学笔记', unit: '篇', icon: <EditOutlined /> },
  { key: 'homeworkCount', label: '亲子作业', unit: '份', icon: <BookOutlined /> },
  { key: 'dynamicCount', label: '班级动态', unit: '条', icon: <MessageOutlined /> },
  { key: 'photoCount', label: '照片', unit: '张', icon: <PictureOutlined /> },
  { key: 'videoCount', label: '视频', unit: '个', icon: <VideoCameraOutlined /> },
  { key: 'workCount', label: '幼儿作品', unit: '件', icon: <SmileOutlined /> },
];
const PAGE_SIZE = 5;

/** What the detail drawer shows: a note or a homework. */
type Opened = { kind: 'note'; item: TeachNoteItem } | { kind: 'homework'; item: HomeworkItem };

const historyColumns: TableColumnsType<HistoryClass> = [
  { title: '学年', dataIndex: 'yearName', width: 180 },
  { title: '年级', dataIndex: 'gradeName', width: 120 },
  { title: '班级', dataIndex: 'className' },
  { title: '班级职务', dataIndex: 'classPositionName', width: 120 },
  { title: '', dataIndex: 'isCurrent', width: 100, render: (current: boolean) => (current ? <Tag color="green">本学年</Tag> : null) },
];

/** 教学情况: what the teacher did over an interval, their notes and homework, and the classes taught year by year. */
export function TeachingTab({ teacherId }: { teacherId: number }) {
  const semesters = useSemesterOptions();
  const interval = useInterval(semesters.data);
  const summary = useTeachingSummary(teacherId, interval.range);
  const [opened, setOpened] = useState<Opened>();
  const data = summary.data;
  return (
    <div className="teacher-column">
      <Card variant="borderless">
        <IntervalBar interval={interval} />
        <QueryError query={summary} what="教学情况" />
        {interval.range && !summary.isError ? <CountTiles summary={data} /> : null}
      </Card>
      <div className="teaching__lists">
        <WrittenList
          title="教学笔记"
          query={summary}
          rows={data?.teachNotes ?? []}
          rowKey="teachNoteId"
          dateTitle="笔记日期"
          dateOf={(note) => note.noteDate}
          emptyText="这个时间段没有教学笔记"
          onOpen={(item) => setOpened({ kind: 'note', item })}
        />
        <WrittenList
          title="亲子作业"
          query={summary}
          rows={data?.homework ?? []}
          rowKey="homeworkId"
          dateTitle="布置日期"
          dateOf={(homework) => dayOf(homework.createdAt)}
          emptyText="这个时间段没有布置亲子作业"
          onOpen={(item) => setOpened({ kind: 'homework', item })}
        />
      </div>
      <ClassHistory teacherId={teacherId} />
      <WrittenDrawer opened={opened} onClose={() => setOpened(undefined)} />
    </div>
  );
}

function CountTiles({ summary }: { summary: TeachingSummary | undefined }) {
  return (
    <div className="teaching__tiles">
      {TILES.map((tile) => (
        <div key={tile.key} className="teaching__tile">
          <span className="teaching__tile-icon">{tile.icon}</span>
          <div>
            <div className="teaching__tile-label">{tile.label}</div>
            {summary ? (
              <div className="teaching__tile-value" aria-label={tile.label}>
                {summary[tile.key].toLocaleString('zh-CN')}
                <span className="teaching__tile-unit">{tile.unit}</span>
              </div>
            ) : (
              <Skeleton.Button active size="small" />
            )}
          </div>
        </div>
      ))}
    </div>
  );
}

interface WrittenListProps<Row extends TeachNoteItem | HomeworkItem> {
  title: string;
  /** The summary's read; its error stands above the lists. */
  query: QueryLike;
  rows: Row[];
  rowKey: keyof Row & string;
  dateTitle: string;
  dateOf(row: Row): string;
  emptyText: string;
  onOpen(row: Row): void;
}

/** The notes or the homework of the interval, newest first; a title opens the whole text. */
function WrittenList<Row extends TeachNoteItem | HomeworkItem>({ title, query, rows, rowKey, dateTitle, dateOf, emptyText, onOpen }: WrittenListProps<Row>) {
  return (
    <Card variant="borderless" title={title} className="teaching__list">
      <Table<Row>
        rowKey={rowKey}
        size="small"
        {...tableStateOf(query, emptyText, true)}
        dataSource={rows}
        pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, size: 'small' }}
        columns={[
          {
            title: '标题',
            dataIndex: 'title',
            ellipsis: true,
            render: (text: string, row) => (
              <Button type="link" size="small" className="teaching__open" onClick={() => onOpen(row)}>
                {text}
              </Button>
            ),
          },
          { title: '班级', dataIndex: 'className', width: 100 },
          { title: dateTitle, key: 'date', width: 120, render: (_value, row) => dateOf(row) },
          { title: '附件', key: 'attachments', width: 70, render: (_value, row) => (row.attachments.length ? `${row.attachments.length} 个` : '—') },
        ]}
      />
    </Card>
  );
}

function WrittenDrawer({ opened, onClose }: { opened: Opened | undefined; onClose(): void }) {
  const item = opened?.item;
  const dates =
    opened?.kind === 'note'
      ? [{ key: 'date', label: '笔记日期', children: opened.item.noteDate }]
      : opened?.kind === 'homework'
        ? [
            { key: 'date', label: '布置日期', children: dayOf(opened.item.createdAt) },
            { key: 'end', label: '截止日期', children: opened.item.endDate },
          ]
        : [];
  return (
    <Drawer title={item?.title} size="large" open={Boolean(opened)} onClose={onClose} destroyOnHidden>
      {opened && item ? (
        <>
          <Descriptions column={2} items={[{ key: 'kind', label: '类型', children: opened.kind === 'note' ? '教学笔记' : '亲子作业' }, { key: 'class', label: '班级', children: item.className }, ...dates]} />
          <Typography.Paragraph className="teaching__content">{item.content}</Typography.Paragraph>
          {item.attachments.length ? (
            <>
              <Typography.Title level={5}>附件</Typography.Title>
              <AttachedFileList files={item.attachments} />
            </>
          ) : null}
        </>
      ) : null}
    </Drawer>
  );
}

/** The classes taught, year by year, as the server keeps them (also after leaving). */
function ClassHistory({ teacherId }: { teacherId: number }) {
  const history = useWorkHistory(teacherId);
  return (
    <Card variant="borderless" title="历年任教班级">
      <QueryTable<HistoryClass>
        query={history}
        what="任教记录"
        rowKey={(row) => `${row.yearId}:${row.classId}`}
        size="middle"
        columns={historyColumns}
        dataSource={history.data?.classes ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        emptyText="还没有任教记录"
      />
    </Card>
  );
}
