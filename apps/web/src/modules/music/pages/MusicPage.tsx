import { PlusOutlined, TagsOutlined } from '@ant-design/icons';
import { formatFileSize, MusicCountInput, type MusicRow } from '@yuanwu/shared';
import { Button, Form, Input, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { minuteOf } from '../../../components/dates';
import { useEditDeleteColumn } from '../../../components/edit-delete-column';
import { textLimit } from '../../../components/form-rules';
import { ListPage } from '../../../components/ListPage';
import { QuerySelect } from '../../../components/query-state';
import { MusicFormModal } from '../components/MusicFormModal';
import { MusicPlayer } from '../components/MusicPlayer';
import { MusicTypesModal } from '../components/MusicTypesModal';
import { durationText } from '../music-text';
import { ANY_TYPE, musicListSource, useDeleteMusic, useMusicTypes, type MusicFilters } from '../music.queries';
import '../music.css';

const initialFilters: MusicFilters = { typeId: ANY_TYPE, searchContent: '' };

function TypeFilter(props: { value?: number; onChange?: (value: number) => void }) {
  const types = useMusicTypes();
  const options = [{ value: ANY_TYPE, label: '全部类型' }, ...(types.data ?? []).map((type) => ({ value: type.id, label: `${type.menuName}（${type.musicCount}）` }))];
  return <QuerySelect<number> {...props} query={types} what="音乐类型" options={options} className="music-filter__type" aria-label="类型" />;
}

/** 音乐: the school's music by type, played in the list; music is uploaded, renamed, moved and deleted here, and the types kept. */
export default function MusicPage() {
  const [playingId, setPlayingId] = useState<number>();
  const [form, setForm] = useState<{ music?: MusicRow } | undefined>();
  const [typesOpen, setTypesOpen] = useState(false);
  const remove = useDeleteMusic();
  const actionsColumn = useEditDeleteColumn<MusicRow>({
    nameOf: (row) => row.musicName,
    onEdit: (music) => setForm({ music }),
    onDelete: (row) => remove.mutateAsync(row.musicId),
    deleteWarning: '音乐文件将一并删除，无法恢复。',
  });

  const columns: TableColumnsType<MusicRow> = [
    {
      title: '音乐',
      dataIndex: 'musicName',
      render: (name: string, row) => (
        <div>
          <div className="music-list__name">{name}</div>
          <div className="music-list__meta">
            {row.musicTypeName} · {row.fileType.toUpperCase()}
          </div>
        </div>
      ),
    },
    {
      title: '试听',
      key: 'player',
      width: 320,
      render: (_, row) => <MusicPlayer fileId={row.fileId} name={row.musicName} playing={playingId === row.musicId} onPlay={() => setPlayingId(row.musicId)} />,
    },
    { title: '时长', dataIndex: 'totalSecond', width: 72, render: (seconds: number) => durationText(seconds) },
    { title: '大小', dataIndex: 'musicSize', width: 80, render: (bytes: number) => formatFileSize(bytes) },
    {
      title: '添加人',
      key: 'adder',
      width: 150,
      render: (_, row) => (
        <div className="music-list__meta">
          <div>{row.adderName}</div>
          <div>{minuteOf(row.addTime)}</div>
        </div>
      ),
    },
    actionsColumn,
  ];

  return (
    <>
      <ListPage<MusicRow, MusicFilters>
        title="音乐"
        source={musicListSource}
        rowKey="musicId"
        columns={columns}
        initialFilters={initialFilters}
        emptyText="没有符合条件的音乐。可点击“上传音乐”添加 MP3、M4A、WAV 或 AAC 文件"
        actions={
          <>
            <Button icon={<TagsOutlined />} onClick={() => setTypesOpen(true)}>
              音乐类型
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({})}>
              上传音乐
            </Button>
          </>
        }
        filters={
          <>
            <Form.Item name="typeId" label="类型">
              <TypeFilter />
            </Form.Item>
            <Form.Item name="searchContent" label="搜索">
              <Input placeholder="音乐名称" allowClear maxLength={textLimit(MusicCountInput.shape.searchContent)} />
            </Form.Item>
          </>
        }
      />
      <MusicFormModal open={Boolean(form)} music={form?.music} onClose={() => setForm(undefined)} />
      <MusicTypesModal open={typesOpen} onClose={() => setTypesOpen(false)} />
    </>
  );
}
