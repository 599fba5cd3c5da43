import type { PromotionInput, SchoolYear } from '@yuanwu/shared';
import { Alert, App, Button, Checkbox, Form, Modal, Result, Skeleton, Steps, Table, Tag, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { screenErrorText } from '../../../api/api-error';
import { RecordStatus } from '../../../components/query-state';
import { keepableClassIds, promotionRows, type PromotionRow } from '../promotion-rows';
import { usePromote, usePromotionPreview } from '../school-year.queries';
import { fromFormValues, nextYearPlan, toFormValues, type YearFormValues } from '../year-plan';
import { YearFields } from './YearFields';
import './promotion.css';

interface PreviewStepProps {
  rows: PromotionRow[];
  kept: number[];
  onKeptChange(kept: number[]): void;
  summary: { fromYearName: string; newYearName: string; movingChildren: number; graduatingChildren: number };
}

function PreviewStep({ rows, kept, onKeptChange, summary }: PreviewStepProps) {
  const keepable = keepableClassIds(rows);
  const toggle = (classId: number, keep: boolean) => onKeptChange(keep ? [...kept, classId] : kept.filter((id) => id !== classId));
  const columns: TableColumnsType<PromotionRow> = [
    { title: '原班级', key: 'from', width: 150, render: (_, row) => `${row.fromGradeName} · ${row.fromClassName}` },
    {
      title: '升入',
      key: 'to',
      width: 150,
      render: (_, row) => (row.to ? `${row.to.gradeName} · ${row.to.className}` : <Tag color="gold">毕业</Tag>),
    },
    { title: '幼儿', dataIndex: 'childCount', width: 80, render: (count: number) => `${count} 名` },
    { title: '班级老师', dataIndex: 'teacherText', render: (text: string) => text || <span className="promotion__muted">未设置</span> },
    {
      title: (
        <Checkbox
          checked={keepable.length > 0 && kept.length === keepable.length}
          indeterminate={kept.length > 0 && kept.length < keepable.length}
          disabled={keepable.length === 0}
          onChange={(event) => onKeptChange(event.target.checked ? keepable : [])}
        >
          保留原班老师
        </Checkbox>
      ),
      key: 'keep',
      width: 150,
      render: (_, row) =>
        row.canKeepTeachers ? (
          <Checkbox
            checked={kept.includes(row.classId)}
            aria-label={`${row.fromClassName}保留原班老师`}
            onChange={(event) => toggle(row.classId, event.target.checked)}
          />
        ) : (
          <span className="promotion__muted">—</span>
        ),
    },
  ];
  return (
    <>
      <div className="promotion__summary">
        <span>
          从「{summary.fromYearName}」升入「{summary.newYearName}」
        </span>
        <span className="promotion__totals">
          <Tag color="blue">升入 {summary.movingChildren} 名</Tag>
          <Tag color="gold">毕业 {summary.graduatingChildren} 名</Tag>
        </span>
      </div>
      <Table<PromotionRow> rowKey="classId" size="middle" columns={columns} dataSource={rows} pagination={false} scroll={{ y: 360 }} />
    </>
  );
}

interface PromotionModalProps {
  fromYear: SchoolYear;
  onClose(): void;
}

/**
 * 升班 in two steps: the new year (prefilled one year on), then the preview of every class moving
 * up or graduating, with the teachers kept per class; confirming promotes in one go.
 */
export function PromotionModal({ fromYear, onClose }: PromotionModalProps) {
  const [form] = Form.useForm<YearFormValues>();
  const initialValues = useMemo(() => toFormValues(nextYearPlan(fromYear)), [fromYear]);
  const [input, setInput] = useState<PromotionInput>();
  /** The classes whose teachers move up; until the user changes it, every class with teachers. */
  const [kept, setKept] = useState<number[]>();
  const preview = usePromotionPreview(input);
  const promote = usePromote();
  const { message } = App.useApp();
  const rows = useMemo(() => (preview.data ? promotionRows(preview.data) : []), [preview.data]);
  const keptIds = kept ?? keepableClassIds(rows);

  const toPreview = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const newYear = fromFormValues(values);
    setInput({ fromYearId: fromYear.yearId, newYear, keepTeacherClassIds: [] });
    setKept(undefined);
  };
  const confirm = async () => {
    if (!input) return;
    const result = await promote.mutateAsync({ ...input, keepTeacherClassIds: keptIds }).catch(() => undefined);
    if (!result) return;
    void message.success(`升班完成：升入 ${result.movedChildren} 名幼儿，毕业 ${result.graduatedChildren} 名`);
    onClose();
  };
  const footer = input
    ? [
        <Button key="back" onClick={() => setInput(undefined)}>
          上一步
        </Button>,
        <Button key="promote" type="primary" disabled={!preview.data} loading={promote.isPending} onClick={() => void confirm()}>
          确认升班
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="next" type="primary" onClick={() => void toPreview()}>
          下一步：预览
        </Button>,
      ];

  return (
    <Modal title={`升班 · ${fromYear.yearName}`} open width={1000} footer={footer} onCancel={onClose} mask={{ closable: false }}>
      <Steps className="promotion__steps" size="small" current={input ? 1 : 0} items={[{ title: '设置新学年' }, { title: '预览并确认' }]} />
      <div hidden={Boolean(input)}>
        <Alert
          className="promotion__note"
          type="info"
          showIcon
          title="升班会新建学年，把班级升入高一个年级（托班→小班→中班→大班），幼儿随班升入，大班幼儿毕业，他们的接送卡随之注销。新学年有考勤之前可以撤销升班。"
        />
        <Form form={form} name="promotion-year" layout="vertical" initialValues={initialValues}>
          <YearFields />
        </Form>
      </div>
      {input ? (
        preview.isPending ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : preview.data ? (
          <PreviewStep rows={rows} kept={keptIds} onKeptChange={setKept} summary={preview.data} />
        ) : (
          <RecordStatus
            query={preview}
            what="升班预览"
            notFound={<Result status="warning" title="暂时不能升班" subTitle={screenErrorText(preview.error) ?? '请返回上一步检查新学年的设置'} />}
          />
        )
      ) : null}
    </Modal>
  );
}
