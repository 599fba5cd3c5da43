import { AddSeriesInput } from '@yuanwu/shared';
import { App, Button, Modal, Statistic, Table, Card, Space } from 'antd';
import { textLimit } from '../../../components/form-rules';
import { QueryState } from '../../../components/query-state';
import { DeleteButton } from '../../../components/confirm-delete';
import { shelfOfSeries, ShelfPage, type Shelf } from '../components/ShelfPage';
import { seriesListSource, useSeriesCount, useSeriesCourseware, useSeriesWrites } from '../courseware.queries';

const source = {
  queryKey: seriesListSource.queryKey,
  fetchPage: async (input: Parameters<typeof seriesListSource.fetchPage>[0]) => {
    const page = await seriesListSource.fetchPage(input);
    return { list: page.list.map(shelfOfSeries), total: page.total };
  },
};

function Counts() {
  const counts = useSeriesCount();
  return (
    <QueryState query={counts} what="系列数量" compact>
      {(data) => (
        <Card size="small" style={{ marginBottom: 16 }}>
          <Space size={48}>
            <Statistic title="使用中的系列" value={data.seriesCount} />
            <Statistic title="已删除的系列" value={data.deletedSeriesCount} />
            <Statistic title="本园课件" value={data.coursewareCount} />
            <Statistic title="已归入系列的课件" value={data.coursewareInSeriesCount} />
          </Space>
        </Card>
      )}
    </QueryState>
  );
}

/** 系列详情: the series' lessons; one is taken out of the series and stays in the library. */
function SeriesDetail({ shelf, onClose }: { shelf: Shelf; onClose(): void }) {
  const { message } = App.useApp();
  const lessons = useSeriesCourseware(shelf.id);
  const { takeOut } = useSeriesWrites();
  return (
    <Modal title={`系列：${shelf.name}`} open onCancel={onClose} footer={null} width={760}>
      <QueryState query={lessons} what="系列中的课件" isEmpty={(page) => page.list.length === 0} empty="这个系列还没有课件。可在编辑课件时选择系列">
        {(page) => (
          <Table
            size="small"
            rowKey="coursewareId"
            pagination={false}
            dataSource={page.list}
            columns={[
              { title: '课件', dataIndex: 'coursewareName' },
              { title: '年级', dataIndex: 'gradeName', width: 72 },
              { title: '学科', dataIndex: 'subjectName', width: 72 },
              {
                title: '操作',
                key: 'actions',
                width: 100,
                render: (_, row) => (
                  <DeleteButton
                    title={`把「${row.coursewareName}」移出系列？`}
                    description="课件仍保留在课件库中。"
                    onConfirm={() => takeOut.mutateAsync({ coursewareId: row.coursewareId, seriesId: shelf.id }).then(() => void message.success('已移出系列'))}
                  >
                    移出
                  </DeleteButton>
                ),
              },
            ]}
          />
        )}
      </QueryState>
      <Button style={{ marginTop: 12 }} onClick={onClose}>
        关闭
      </Button>
    </Modal>
  );
}

/** 系列: the school's series of lessons, their counts and lessons; deleted ones can be resumed. */
export default function CourseSeriesPage() {
  const writes = useSeriesWrites();
  return (
    <ShelfPage
      what="系列"
      source={source}
      summary={<Counts />}
      save={{ mutateAsync: ({ id, name, gradeId, description }) => writes.save.mutateAsync({ seriesId: id, seriesName: name, gradeId: gradeId ?? null, description: description ?? '' }) }}
      remove={writes.remove}
      resume={writes.resume}
      detail={(shelf, onClose) => <SeriesDetail shelf={shelf} onClose={onClose} />}
      nameMax={textLimit(AddSeriesInput.shape.seriesName)}
      descriptionMax={textLimit(AddSeriesInput.shape.description)}
    />
  );
}
