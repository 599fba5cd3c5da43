import { AddMusicInput, UpdateMusicInput, type MusicRow } from '@yuanwu/shared';
import { App, Form, Input } from 'antd';
import { useMemo } from 'react';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { QuerySelect } from '../../../components/query-state';
import { fileIdOf } from '../../../components/upload/file-links';
import { FileUpload } from '../../../components/upload/FileUpload';
import { useAddMusic, useMusicTypes, useUpdateMusic } from '../music.queries';

interface MusicFormValues {
  file: string | null;
  musicName: string;
  musicType: number | undefined;
}

interface MusicFormModalProps {
  open: boolean;
  onClose(): void;
  /** The music to rename or move; without it the modal uploads new music. */
  music?: MusicRow | undefined;
}

function TypeSelect(props: { value?: number; onChange?: (value: number) => void }) {
  const types = useMusicTypes();
  const options = (types.data ?? []).map((type) => ({ value: type.id, label: type.menuName }));
  return <QuerySelect<number> {...props} query={types} what="音乐类型" options={options} placeholder="请选择类型" emptyText="还没有音乐类型，请先在“音乐类型”中添加" aria-label="音乐类型" />;
}

/**
 * 上传音乐 and 编辑音乐: a new piece is a file sent in 100 KB chunks, its length and size read by the
 * server; an existing one changes its name and type only.
 */
export function MusicFormModal({ open, onClose, music }: MusicFormModalProps) {
  const { message } = App.useApp();
  const add = useAddMusic();
  const update = useUpdateMusic();
  const initialValues = useMemo<Partial<MusicFormValues>>(() => (music ? { musicName: music.musicName, musicType: music.musicType } : { file: null, musicName: '' }), [music]);

  const submit = async (values: MusicFormValues) => {
    if (music) {
      await update.mutateAsync({ musicId: music.musicId, musicName: values.musicName, musicType: values.musicType! });
      void message.success(`已保存「${values.musicName}」`);
      return;
    }
    await add.mutateAsync({ ...(values.musicName ? { musicName: values.musicName } : {}), musicType: values.musicType!, fileId: fileIdOf(values.file!)! });
    void message.success('音乐已添加');
  };

  const nameRule = music ? UpdateMusicInput.shape.musicName : AddMusicInput.shape.musicName;
  return (
    <FormModal<MusicFormValues>
      title={music ? '编辑音乐' : '上传音乐'}
      okText="保存"
      open={open}
      onClose={onClose}
      onSubmit={submit}
      initialValues={initialValues}
      serverFields={{ fileId: 'file' }}
    >
      {music ? null : (
        <Form.Item name="file" label="音乐文件" rules={[{ required: true, message: '请上传音乐文件' }]} extra="时长和大小由服务器从文件读取">
          <FileUpload kind="Music" />
        </Form.Item>
      )}
      <Form.Item name="musicName" label="音乐名称" required={Boolean(music)} rules={[ruleFrom(nameRule)]}>
        <Input placeholder={music ? '如 小星星' : '不填则使用文件名'} count={lengthCount(UpdateMusicInput.shape.musicName)} />
      </Form.Item>
      <Form.Item name="musicType" label="音乐类型" rules={[{ required: true, message: '请选择音乐类型' }]}>
        <TypeSelect />
      </Form.Item>
    </FormModal>
  );
}
