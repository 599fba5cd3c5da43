import { fitsObjectType, MAX_ENTRY_PICTURES, SaveVoteJoinInput, VoteObjectType, voteObjectTypeLabel, type VoteJoinRow } from '@yuanwu/shared';
import { App, Form, Input, Radio } from 'antd';
import { useMemo } from 'react';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { fileIdOf, privateFileLink } from '../../../components/upload/file-links';
import { FileListUpload, FileUpload } from '../../../components/upload/FileUpload';
import type { PickedPerson } from '../vote-form';
import { useSaveEntry } from '../vote.queries';
import { PersonSelect } from './PersonSelect';

const ENTRY_KIND = 'ClassMedia';

interface EntryFormValues {
  objectType: number;
  person: PickedPerson | undefined;
  title: string;
  content: string;
  pictures: string[];
  video: string | null;
}

interface EntryFormModalProps {
  open: boolean;
  onClose(): void;
  activityId: number;
  /** Who may enrol: the person picker offers teachers, children or both. */
  enrollObjectType: number;
  /** The entry to change; without one the modal adds an entry. */
  entry?: VoteJoinRow | undefined;
}

const valuesOf = (entry: VoteJoinRow | undefined, enrollObjectType: number): Partial<EntryFormValues> =>
  entry
    ? {
        objectType: entry.objectType,
        person: { value: entry.objectId, label: entry.objectName },
        title: entry.title,
        content: entry.content,
        pictures: entry.pictureList.map((file) => privateFileLink(file.fileId)),
        video: entry.video ? privateFileLink(entry.video.fileId) : null,
      }
    : { objectType: enrollObjectType === VoteObjectType.TEACHER ? VoteObjectType.TEACHER : VoteObjectType.CHILD, pictures: [], video: null };

/** 添加作品 and 编辑作品: the school writes an entry for a teacher or a child of the enrolment range. */
export function EntryFormModal({ open, onClose, activityId, enrollObjectType, entry }: EntryFormModalProps) {
  const { message } = App.useApp();
  const save = useSaveEntry();
  const initialValues = useMemo(() => valuesOf(entry, enrollObjectType), [entry, enrollObjectType]);
  const typeOptions = [VoteObjectType.TEACHER, VoteObjectType.CHILD]
    .filter((type) => fitsObjectType(enrollObjectType, type))
    .map((type) => ({ value: type, label: voteObjectTypeLabel[type]! }));

  const submit = async (values: EntryFormValues) => {
    const videoFileId = values.video ? fileIdOf(values.video) : undefined;
    await save.mutateAsync({
      ...(entry ? { joinerId: entry.joinerId } : {}),
      activityId,
      objectType: values.objectType,
      objectId: values.person!.value,
      title: values.title,
      content: values.content,
      pictureFileIds: values.pictures.flatMap((link) => fileIdOf(link) ?? []),
      ...(videoFileId ? { videoFileId } : {}),
    });
    void message.success(entry ? '作品已保存' : `已为${values.person!.label}添加作品`);
  };

  return (
    <FormModal<EntryFormValues>
      title={entry ? '编辑作品' : '添加作品'}
      okText="保存"
      width={640}
      open={open}
      onClose={onClose}
      onSubmit={submit}
      initialValues={initialValues}
      serverFields={{ objectId: 'person', pictureFileIds: 'pictures', videoFileId: 'video' }}
    >
      <Form.Item name="objectType" label="参赛者">
        <Radio.Group options={typeOptions} disabled={Boolean(entry)} />
      </Form.Item>
      <Form.Item noStyle shouldUpdate={(before: EntryFormValues, after: EntryFormValues) => before.objectType !== after.objectType}>
        {({ getFieldValue }) => (
          <Form.Item name="person" label={voteObjectTypeLabel[getFieldValue('objectType') as number]} rules={[{ required: true, message: '请选择参赛者' }]}>
            <PersonSelect kind={getFieldValue('objectType') === VoteObjectType.TEACHER ? 'teacher' : 'child'} disabled={Boolean(entry)} aria-label="参赛者" />
          </Form.Item>
        )}
      </Form.Item>
      <Form.Item name="title" label="作品标题" required rules={[ruleFrom(SaveVoteJoinInput.shape.title)]}>
        <Input placeholder="如 秋天的树叶" count={lengthCount(SaveVoteJoinInput.shape.title)} />
      </Form.Item>
      <Form.Item name="content" label="作品介绍" required rules={[ruleFrom(SaveVoteJoinInput.shape.content)]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} placeholder="作品的创作过程与想法" count={lengthCount(SaveVoteJoinInput.shape.content)} />
      </Form.Item>
      <Form.Item
        name="pictures"
        label="作品图片"
        dependencies={['video']}
        rules={[({ getFieldValue }) => ({ validator: (_, pictures: string[]) => (pictures.length > 0 || getFieldValue('video') ? Promise.resolve() : Promise.reject(new Error('请上传作品图片或视频'))) })]}
      >
        <FileListUpload kind={ENTRY_KIND} maxCount={MAX_ENTRY_PICTURES} hint={`图片最多${MAX_ENTRY_PICTURES}张，支持 JPG、PNG、GIF、WEBP`} />
      </Form.Item>
      <Form.Item name="video" label="作品视频">
        <FileUpload kind={ENTRY_KIND} hint="可选，支持 MP4、MOV、WEBM 等视频" />
      </Form.Item>
    </FormModal>
  );
}
