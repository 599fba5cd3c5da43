import { AddNoticeInput, MAX_NOTICE_ATTACHMENTS, NoticeAudience, noticeAudienceLabel, noticeReceiversLabel, NoticeStatus } from '@yuanwu/shared';
import { App, DatePicker, Form, Input, Radio } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { DATE_FORMAT } from '../../../components/dates';
import { ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { QuerySelect } from '../../../components/query-state';
import { RichTextEditor } from '../../../components/rich-text/RichTextEditor';
import { FileListUpload, FileUpload } from '../../../components/upload/FileUpload';
import { blankNotice, noticeSaveOf, noticeValuesOf, type NoticeFormValues } from '../notice-form';
import { useAudienceOptions, useNotice, useSaveNotice } from '../notice.queries';

const audienceOptions = Object.entries(noticeAudienceLabel).map(([value, label]) => ({ value: Number(value), label }));
const receiverOptions = Object.entries(noticeReceiversLabel).map(([value, label]) => ({ value: Number(value), label }));

/** The grades or classes of the audience, and who of it reads the notice. */
function AudienceFields() {
  const { grades, classes } = useAudienceOptions();
  return (
    <Form.Item noStyle shouldUpdate={(before: NoticeFormValues, after: NoticeFormValues) => before.audienceType !== after.audienceType}>
      {({ getFieldValue }) => {
        const audienceType = getFieldValue('audienceType') as number;
        return (
          <>
            {audienceType === NoticeAudience.GRADES ? (
              <Form.Item name="gradeIds" label="年级" rules={[{ required: true, type: 'array', min: 1, message: '请选择年级' }]}>
                <QuerySelect<number[]>
                  query={grades}
                  what="年级"
                  mode="multiple"
                  placeholder="选择年级"
                  optionFilterProp="label"
                  options={(grades.data ?? []).filter((grade) => grade.gradeId > 0).map((grade) => ({ value: grade.gradeId, label: grade.gradeName }))}
                />
              </Form.Item>
            ) : null}
            {audienceType === NoticeAudience.CLASSES ? (
              <Form.Item name="classIds" label="班级" rules={[{ required: true, type: 'array', min: 1, message: '请选择班级' }]}>
                <QuerySelect<number[]>
                  query={classes}
                  what="班级"
                  mode="multiple"
                  placeholder="选择班级"
                  optionFilterProp="label"
                  options={(classes.data ?? []).map((row) => ({ value: row.classId, label: row.className }))}
                />
              </Form.Item>
            ) : null}
            {audienceType === NoticeAudience.STAFF ? null : (
              <Form.Item name="receiverType" label="接收对象">
                <Radio.Group options={receiverOptions} />
              </Form.Item>
            )}
          </>
        );
      }}
    </Form.Item>
  );
}

/** 立即发布 or 定时发布; a published notice keeps its time. */
function PublishFields({ published }: { published: boolean }) {
  if (published) return null;
  return (
    <Form.Item label="发布时间" required>
      <Form.Item name="scheduled" noStyle>
        <Radio.Group
          options={[
            { value: false, label: '立即发布' },
            { value: true, label: '定时发布' },
          ]}
        />
      </Form.Item>
      <Form.Item noStyle shouldUpdate={(before: NoticeFormValues, after: NoticeFormValues) => before.scheduled !== after.scheduled}>
        {({ getFieldValue }) =>
          getFieldValue('scheduled') ? (
            <Form.Item
              name="publishAt"
              noStyle
              rules={[
                { required: true, message: '请选择发布时间' },
                { validator: (_, value: dayjs.Dayjs | null) => (!value || value.isAfter(dayjs()) ? Promise.resolve() : Promise.reject(new Error('定时发布的时间须晚于现在'))) },
              ]}
            >
              <DatePicker showTime={{ format: 'HH:mm' }} format={`${DATE_FORMAT} HH:mm`} placeholder="选择发布时间" className="notice-form__time" />
            </Form.Item>
          ) : null
        }
      </Form.Item>
    </Form.Item>
  );
}

interface NoticeFormModalProps {
  open: boolean;
  onClose(): void;
  /** The notice to edit; without one the modal publishes a new notice. */
  noticeId?: number | undefined;
}

/** 发布通知 and 编辑通知: title, rich text with pictures, audience, publish time, attachments and a video. */
export function NoticeFormModal({ open, onClose, noticeId }: NoticeFormModalProps) {
  const adding = !noticeId;
  const { message } = App.useApp();
  const detail = useNotice(open ? noticeId : undefined);
  const save = useSaveNotice();
  const published = detail.data?.status === NoticeStatus.PUBLISHED;
  const initialValues = useMemo(() => (adding ? blankNotice : detail.data && noticeValuesOf(detail.data, !published)), [adding, detail.data, published]);

  const submit = async (values: NoticeFormValues) => {
    const saving = noticeSaveOf(values, noticeId);
    await save.mutateAsync(saving);
    void message.success(adding ? (saving.publishAt ? `已定时发布「${saving.title}」` : `已发布「${saving.title}」`) : '通知已保存');
  };

  return (
    <FormModal<NoticeFormValues>
      title={adding ? '发布通知' : '编辑通知'}
      okText={adding ? '发布' : '保存'}
      width={860}
      open={open && (adding || Boolean(detail.data))}
      onClose={onClose}
      onSubmit={submit}
      initialValues={initialValues}
      serverFields={{ attachmentFileIds: 'attachments', videoFileId: 'video' }}
    >
      <Form.Item name="title" label="标题" required rules={[ruleFrom(AddNoticeInput.shape.title)]}>
        <Input placeholder="如 关于寒假放假安排的通知" maxLength={50} showCount />
      </Form.Item>
      <Form.Item name="content" label="内容" rules={[{ required: true, message: '请填写通知内容' }]}>
        <RichTextEditor imageKind="NoticeImage" placeholder="通知的内容，可插入图片" />
      </Form.Item>
      <Form.Item name="audienceType" label="发布范围">
        <Radio.Group options={audienceOptions} />
      </Form.Item>
      <AudienceFields />
      <PublishFields published={!adding && published} />
      <Form.Item name="attachments" label="附件">
        <FileListUpload kind="NoticeAttachment" maxCount={MAX_NOTICE_ATTACHMENTS} />
      </Form.Item>
      <Form.Item name="video" label="视频">
        <FileUpload kind="NoticeVideo" convertVideo />
      </Form.Item>
    </FormModal>
  );
}
