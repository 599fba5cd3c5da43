import { DownloadOutlined } from '@ant-design/icons';
import { DEVELOPMENT_FIELDS, developmentFieldLabel, moodLabel, observationDomainLabel, observationItem, observedLevelLabel, type GrowthRecord, type MoodDay, type Observation, type StudentGrowth } from '@yuanwu/shared';
import { Button, Card, Image, Table, Tag } from 'antd';
import { dayWithWeekday } from '../../../components/dates';
import { QueryEmpty, QueryError } from '../../../components/query-state';
import { privateFileLink } from '../../../components/upload/file-links';
import { useFileUrl } from '../../../components/upload/upload.queries';
import { useExportObservation, useStudentGrowth } from '../child-growth.queries';
import { DOMAIN_COLORS, LEVEL_COLORS } from '../observation-text';
import '../child-growth.css';

const MOOD_COLORS: Record<number, string> = { 1: 'green', 2: 'blue', 3: 'gold', 4: 'red', 5: 'purple' };

/** The other children a record or observation is also about. */
const othersThan = (studentId: number, students: { studentId: number; studentName: string }[]) =>
  students.filter((student) => student.studentId !== studentId).map((student) => student.studentName);

interface GrowthSectionsProps {
  studentId: number;
  studentName: string;
  range: { startDate: string; endDate: string };
}

/** 在园心情, 成长记录 and 观察记录 of the interval: what the class's teachers wrote of the child. */
export function GrowthSections({ studentId, studentName, range }: GrowthSectionsProps) {
  const growth = useStudentGrowth(studentId, range);
  const data = growth.data;
  return (
    <>
      <QueryError query={growth} what="成长记录、心情与观察记录" />
      <Card className="growth-section growth-section--moods" type="inner" title="在园心情" loading={growth.isLoading}>
        {data ? <MoodSummary growth={data} /> : null}
      </Card>
      <Card className="growth-section growth-section--records" type="inner" title="成长记录" loading={growth.isLoading}>
        {data && data.records.length === 0 ? <QueryEmpty description={`${studentName}在这个时间段还没有成长记录`} /> : null}
        {data && data.records.length > 0 ? <RecordsByField studentId={studentId} records={data.records} /> : null}
      </Card>
      <Card className="growth-section growth-section--observations" type="inner" title="观察记录" loading={growth.isLoading}>
        {data && data.observations.length === 0 ? <QueryEmpty description={`${studentName}在这个时间段还没有观察记录`} /> : null}
        {data?.observations.map((observation) => <ObservationItem key={observation.obsId} studentId={studentId} studentName={studentName} observation={observation} />)}
      </Card>
    </>
  );
}

/** How many days of each mood, then the days a teacher noted why. */
function MoodSummary({ growth }: { growth: StudentGrowth }) {
  const { moods } = growth;
  if (moods.recordedDays === 0) return <QueryEmpty description={`${growth.studentName}在这个时间段还没有心情记录`} />;
  return (
    <>
      <div className="growth-moods">
        <span className="growth-moods__total">共记录 {moods.recordedDays} 天</span>
        {moods.counts.map((count) => (
          <span key={count.mood} className="growth-moods__count">
            <Tag color={MOOD_COLORS[count.mood]}>{moodLabel[count.mood]}</Tag>
            <strong>{count.days}</strong> 天
          </span>
        ))}
      </div>
      {moods.remarkedDays.length === 0 ? (
        <p className="text-muted growth-moods__none">这些天没有心情备注</p>
      ) : (
        <Table<MoodDay>
          className="growth-moods__remarks"
          rowKey="date"
          size="small"
          pagination={false}
          dataSource={moods.remarkedDays}
          columns={[
            { title: '日期', dataIndex: 'date', width: 150, render: dayWithWeekday },
            { title: '心情', dataIndex: 'mood', width: 80, render: (mood: number) => <Tag color={MOOD_COLORS[mood]}>{moodLabel[mood]}</Tag> },
            { title: '备注', dataIndex: 'remark' },
            { title: '记录教师', dataIndex: 'teacherName', width: 100 },
          ]}
        />
      )}
    </>
  );
}

/** The records grouped under the five domains, in the guidelines' order. */
function RecordsByField({ studentId, records }: { studentId: number; records: GrowthRecord[] }) {
  return DEVELOPMENT_FIELDS.map((field) => {
    const ofField = records.filter((record) => record.field === field);
    if (ofField.length === 0) return null;
    return (
      <section key={field} className="growth-field">
        <h4 className="growth-field__title">
          <Tag color={DOMAIN_COLORS[field]}>{developmentFieldLabel[field]}</Tag>
          <span className="text-muted">{ofField.length} 条</span>
        </h4>
        {ofField.map((record) => (
          <RecordItem key={record.recordId} studentId={studentId} record={record} />
        ))}
      </section>
    );
  });
}

function RecordItem({ studentId, record }: { studentId: number; record: GrowthRecord }) {
  const others = othersThan(studentId, record.students);
  return (
    <article className="growth-item">
      <div className="text-muted">
        {dayWithWeekday(record.recordDate)} · {record.teacherName}
        {others.length > 0 ? ` · 同时记录：${others.join('、')}` : ''}
      </div>
      <p className="growth-item__content">{record.content}</p>
      {record.photoIds.length > 0 ? (
        <Image.PreviewGroup>
          <div className="growth-item__photos">
            {record.photoIds.map((fileId) => (
              <RecordPhoto key={fileId} fileId={fileId} />
            ))}
          </div>
        </Image.PreviewGroup>
      ) : null}
    </article>
  );
}

function RecordPhoto({ fileId }: { fileId: number }) {
  const src = useFileUrl(privateFileLink(fileId));
  return src ? <Image className="growth-item__photo" src={src} width={88} height={88} alt="成长记录照片" /> : <span className="growth-item__photo growth-item__photo--loading" />;
}

/** An observation by the catalogue's items: the child's level on each, and what the teacher saw. */
function ChildLevels({ studentName, observation }: { studentName: string; observation: Observation }) {
  return (
    <div className="growth-observation__levels">
      {observation.levels.map((entry) => (
        <span key={entry.itemId} className="growth-observation__level">
          {observationItem(entry.itemId)?.itemName}
          <Tag color={LEVEL_COLORS[entry.level]}>{observedLevelLabel[entry.level]}</Tag>
        </span>
      ))}
      {observation.remark ? (
        <p className="growth-item__content">
          <span className="text-strong">{studentName}：</span>
          {observation.remark}
        </p>
      ) : null}
    </div>
  );
}

function ObservationItem({ studentId, studentName, observation }: { studentId: number; studentName: string; observation: Observation }) {
  const exportObservation = useExportObservation();
  const others = othersThan(studentId, observation.students);
  // Observations by the catalogue's items (观察记录 screen) have no goals; their levels show under 学习品质.
  const courseObservation = observation.goals.length > 0;
  return (
    <article className="growth-item growth-observation">
      <div className="growth-observation__head">
        <div>
          <span className="text-strong">{observation.activityName}</span>
          <Tag className="growth-observation__field" color={DOMAIN_COLORS[observation.field]}>
            {observationDomainLabel[observation.field]}
          </Tag>
          <div className="text-muted">
            {dayWithWeekday(observation.observeDate)} · {observation.className} · {observation.teacherName}
            {others.length > 0 ? ` · 同时观察：${others.join('、')}` : ''}
          </div>
        </div>
        {courseObservation ? (
          <Button size="small" icon={<DownloadOutlined />} loading={exportObservation.isPending} onClick={() => exportObservation.mutate(observation.obsId)}>
            导出
          </Button>
        ) : null}
      </div>
      {courseObservation ? (
        <Table
          className="growth-observation__goals"
          rowKey="goalId"
          size="small"
          pagination={false}
          dataSource={observation.goals}
          columns={[
            { title: '观察目标', dataIndex: 'goalText', width: '45%' },
            { title: '备注', dataIndex: 'remark', render: (remark: string | null) => remark ?? <span className="text-muted">无</span> },
          ]}
        />
      ) : (
        <ChildLevels studentName={studentName} observation={observation} />
      )}
      <p className="growth-item__content">
        <span className="text-strong">{courseObservation ? '观察总结：' : '分析与支持：'}</span>
        {observation.note ?? <span className="text-muted">无</span>}
      </p>
    </article>
  );
}
