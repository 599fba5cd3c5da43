import { formatFileSize, IMAGE_TYPES, VIDEO_TYPES, type AttachedFile, type CoursewareInfo } from '@yuanwu/shared';
import { Button, Descriptions, List, Modal, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { QueryEmpty, RecordStatus } from '../../../components/query-state';
import { privateFileLink } from '../../../components/upload/file-links';
import { useFileUrl } from '../../../components/upload/upload.queries';
import { useCourseware } from '../courseware.queries';

/** A resource shown in place: a picture, a video in the browser's player; a PDF or a document opens in a tab of its own. */
function ResourceView({ file }: { file: AttachedFile }) {
  const url = useFileUrl(privateFileLink(file.fileId));
  if (!url) return <Spin />;
  if (IMAGE_TYPES.includes(file.fileType)) return <img src={url} alt={file.fileName} />;
  if (VIDEO_TYPES.includes(file.fileType)) return <video src={url} controls aria-label={file.fileName} />;
  // Files are served with X-Frame-Options: DENY: a PDF opens in the browser's reader, in a tab of its own.
  return (
    <Button href={url} target="_blank" rel="noreferrer">
      {file.fileType === 'pdf' ? '打开 PDF' : '下载'} {file.fileName}
    </Button>
  );
}

function Resources({ lesson }: { lesson: CoursewareInfo }) {
  const [open, setOpen] = useState<number>();
  if (!lesson.resources.length) return <Typography.Text type="secondary">暂无资源</Typography.Text>;
  return (
    <List
      size="small"
      dataSource={lesson.resources}
      renderItem={(file) => (
        <List.Item
          actions={
            lesson.isOwn
              ? [
                  <Button key="open" type="link" size="small" onClick={() => setOpen(open === file.fileId ? undefined : file.fileId)}>
                    {open === file.fileId ? '收起' : '预览'}
                  </Button>,
                ]
              : []
          }
        >
          <div style={{ width: '100%' }}>
            {file.fileName}（{formatFileSize(file.size)}）{open === file.fileId ? <ResourceView file={file} /> : null}
          </div>
        </List.Item>
      )}
    />
  );
}

const text = (value: string) => (value ? <div className="courseware-preview__text">{value}</div> : <Typography.Text type="secondary">未填写</Typography.Text>);

function Preview({ lesson }: { lesson: CoursewareInfo }) {
  return (
    <div className="courseware-preview">
      <Descriptions size="small" column={3} bordered>
        <Descriptions.Item label="年级">{lesson.gradeName}</Descriptions.Item>
        <Descriptions.Item label="学科">{lesson.subjectName}</Descriptions.Item>
        <Descriptions.Item label="可见范围">{lesson.visibilityName}</Descriptions.Item>
        <Descriptions.Item label="来源">{lesson.sourceName}（{lesson.schoolName}）</Descriptions.Item>
        <Descriptions.Item label="系列">{lesson.seriesName || '—'}</Descriptions.Item>
        <Descriptions.Item label="课程主题">{lesson.themeName || '—'}</Descriptions.Item>
        <Descriptions.Item label="简介" span={3}>
          {text(lesson.introduction)}
        </Descriptions.Item>
        <Descriptions.Item label="活动目标" span={3}>
          {lesson.goals.length ? (
            <ol>
              {lesson.goals.map((goal) => (
                <li key={goal.goalId}>{goal.content}</li>
              ))}
            </ol>
          ) : (
            text('')
          )}
        </Descriptions.Item>
        <Descriptions.Item label="指南目标" span={3}>
          {lesson.guideTargets.length ? lesson.guideTargets.map((target) => <Tag key={target.targetId}>{`${target.domainName} · ${target.targetName}`}</Tag>) : text('')}
        </Descriptions.Item>
        <Descriptions.Item label="活动准备" span={3}>
          {text(lesson.activityPrepare)}
        </Descriptions.Item>
        <Descriptions.Item label="活动过程" span={3}>
          {text(lesson.activityProcess)}
        </Descriptions.Item>
        <Descriptions.Item label="活动要点" span={3}>
          {lesson.activityPoints.length ? (
            <ul>
              {lesson.activityPoints.map((point) => (
                <li key={point.pointId}>
                  {point.content}
                  {point.targetName ? <Tag style={{ marginLeft: 8 }}>{point.targetName}</Tag> : null}
                </li>
              ))}
            </ul>
          ) : (
            text('')
          )}
        </Descriptions.Item>
        <Descriptions.Item label="教学案例" span={3}>
          {text(lesson.teachCase)}
        </Descriptions.Item>
        <Descriptions.Item label="课件资源" span={3}>
          <Resources lesson={lesson} />
        </Descriptions.Item>
      </Descriptions>
    </div>
  );
}

/** 预览: a lesson with all its parts; its resources open in place (pictures, video, PDF). */
export function CoursewarePreviewModal({ coursewareId, onClose }: { coursewareId: number | undefined; onClose(): void }) {
  const lesson = useCourseware(coursewareId);
  return (
    <Modal title={lesson.data?.coursewareName ?? '课件预览'} open={Boolean(coursewareId)} onCancel={onClose} footer={null} width={900} destroyOnHidden>
      {lesson.data ? <Preview lesson={lesson.data} /> : coursewareId ? <RecordStatus query={lesson} what="课件" notFound={<QueryEmpty description="这个课件已不存在" />} /> : null}
    </Modal>
  );
}
