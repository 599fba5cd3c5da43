import { ApproverKind, approverKindLabel, type OutputOf, type approveSettingEndpoints } from '@yuanwu/shared';
import { App, Button, Card, Form, Radio, Select, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../../components/FormModal';
import { QueryTable } from '../../../components/query-state';
import { useApproveSettings, useSaveApproveSetting } from '../teach-plan.queries';

type Grade = OutputOf<typeof approveSettingEndpoints.getApproveSettingList>['gradeList'][number];
interface SettingValues {
  approverKind: number;
  teacherIds?: number[];
}

const kindOptions = Object.entries(approverKindLabel).map(([value, label]) => ({ value: Number(value), label }));
const approverText = (grade: Grade) =>
  grade.approverKind === ApproverKind.NAMED_STAFF ? grade.staffList.map((staff) => staff.teacherName).join('、') : `年级组长（${grade.managerName ?? '未设置，由园长审批'}）`;

/** 审批设置: who approves each grade's week plans, its 年级组长 or named staff; the principal approves any. */
export default function ApproveSettingPage() {
  const settings = useApproveSettings();
  const save = useSaveApproveSetting();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<Grade | null>(null);
  const columns: TableColumnsType<Grade> = [
    { title: '年级', dataIndex: 'gradeName', width: 160 },
    { title: '周计划审批人', key: 'approver', render: (_, grade) => approverText(grade) },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      render: (_, grade) => (
        <Button type="link" size="small" aria-label={`设置${grade.gradeName}的审批人`} onClick={() => setEditing(grade)}>
          设置
        </Button>
      ),
    },
  ];
  return (
    <Card variant="borderless" title="周计划审批人">
      <QueryTable<Grade>
        query={settings}
        what="审批设置"
        rowKey="gradeId"
        size="small"
        columns={columns}
        dataSource={settings.data?.gradeList ?? []}
        pagination={false}
        emptyText="当前学年还没有年级"
      />
      <FormModal<SettingValues>
        title={`设置${editing?.gradeName ?? ''}的审批人`}
        open={editing !== null}
        initialValues={editing ? { approverKind: editing.approverKind, teacherIds: editing.staffList.map((staff) => staff.teacherId) } : undefined}
        onClose={() => setEditing(null)}
        onSubmit={async (values) => {
          await save.mutateAsync({ gradeId: editing!.gradeId, approverKind: values.approverKind, teacherIds: values.approverKind === ApproverKind.NAMED_STAFF ? (values.teacherIds ?? []) : [] });
          void message.success('审批人已保存');
        }}
      >
        <Form.Item name="approverKind" label="审批人">
          <Radio.Group options={kindOptions} optionType="button" buttonStyle="solid" />
        </Form.Item>
        <Form.Item noStyle shouldUpdate>
          {({ getFieldValue }) =>
            getFieldValue('approverKind') === ApproverKind.NAMED_STAFF && (
              <Form.Item name="teacherIds" label="指定人员" rules={[{ required: true, message: '请选择审批人' }]}>
                <Select
                  mode="multiple"
                  aria-label="指定人员"
                  optionFilterProp="label"
                  options={(settings.data?.teacherList ?? []).map((teacher) => ({ value: teacher.teacherId, label: teacher.teacherName }))}
                />
              </Form.Item>
            )
          }
        </Form.Item>
      </FormModal>
    </Card>
  );
}
