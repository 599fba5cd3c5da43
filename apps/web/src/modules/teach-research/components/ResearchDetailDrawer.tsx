import { type ResearchInfo } from '@yuanwu/shared';
import { Descriptions, Drawer, Tag } from 'antd';
import { minuteOf } from '../../../components/dates';
import { QueryEmpty, RecordStatus } from '../../../components/query-state';
import { AttachedFileList } from '../../../components/upload/AttachedFileItem';
import { KIND_COLORS, organizerLabel, participantsText, semesterWeekText, timeRangeText } from '../research-text';
import { useResearchInfo, type ResearchRef } from '../teach-research.queries';

const none = <span className="research-muted">未填写</span>;

function ResearchDetail({ info }: { info: ResearchInfo }) {
  const when = [info.researchDate, timeRangeText(info)].filter(Boolean).join(' ');
  return (
    <Descriptions
      column={1}
      bordered
      size="small"
      items={[
        { key: 'kind', label: '类型', children: <Tag color={KIND_COLORS[info.kind]}>{info.kindName}</Tag> },
        { key: 'title', label: '教研主题', children: info.title },
        { key: 'date', label: '时间', children: when },
        { key: 'week', label: '学期周次', children: semesterWeekText(info) || <span className="research-muted">不在学期内</span> },
        { key: 'place', label: '地点', children: info.place || none },
        { key: 'organizer', label: organizerLabel(info.kind), children: info.organizerName },
        { key: 'participants', label: `参与教师（${info.participants.length}人）`, children: participantsText(info.participants, info.participants.length) || none },
        { key: 'content', label: '教研内容', children: <div className="research-text">{info.content}</div> },
        { key: 'outcome', label: '成效与反思', children: info.outcome ? <div className="research-text">{info.outcome}</div> : none },
        {
          key: 'attachments',
          label: '附件',
          children: info.attachments.length ? <AttachedFileList files={info.attachments} /> : <span className="research-muted">无</span>,
        },
        { key: 'recorder', label: '记录人', children: `${info.createdByName} · ${minuteOf(info.updatedAt)} 更新` },
      ]}
    />
  );
}

/** 教研详情: everything a record holds, read through its kind's info call. */
export function ResearchDetailDrawer({ record, onClose }: { record: ResearchRef | undefined; onClose(): void }) {
  const info = useResearchInfo(record);
  return (
    <Drawer title="教研详情" size="large" open={Boolean(record)} onClose={onClose} destroyOnHidden>
      {info.data ? (
        <ResearchDetail info={info.data} />
      ) : record ? (
        <RecordStatus query={info} what="教研记录" notFound={<QueryEmpty description="这条教研记录已不存在" />} />
      ) : null}
    </Drawer>
  );
}
