import { AddAppraiseInput, appraiseTypeLabel, AppraiseType } from '@yuanwu/shared';
import { Alert, App, DatePicker, Form, Input, Radio, Rate, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { DATE_FORMAT } from '../../../components/dates';
import { FormModal } from '../../../components/FormModal';
import { ruleFrom } from '../../../components/form-rules';
import { GuideTargetSelect } from '../../../components/GuideTargetSelect';
import { isAppraised, useAddAppraisal, useAppraisal, useAppraiseFields, useUpdateAppraisal } from '../appraise.queries';
import { TeacherSelect } from './TeacherSelect';

interface AppraisalValues {
  teacherId: number;
  appraiseType: number;
  lessonName: string;
  lessonDate: Dayjs;
  scores: Record<string, { score?: number; remark?: string }>;
  targetIdList: number[];
  remark?: string;
}

const typeOptions = Object.entries(appraiseTypeLabel).map(([value, label]) => ({ value: Number(value), label }));

/** 评价 or its edit: the lesson, a score and remark for each field, the guide targets it served, the overall remark. */
export function AppraisalModal({ appraiseId, open, onClose }: { appraiseId: number | null; open: boolean; onClose(): void }) {
  const fields = useAppraiseFields();
  const detail = useAppraisal(appraiseId);
  const add = useAddAppraisal();
  const update = useUpdateAppraisal();
  const { message } = App.useApp();
  const [already, setAlready] = useState(false);
  const checked = useRef('');
  const loading = fields.isPending || (appraiseId !== null && detail.isPending);
  const current = appraiseId ? detail.data : undefined;
  const initialValues: Partial<AppraisalValues> = current
    ? {
        teacherId: current.teacherId,
        appraiseType: current.appraiseType,
        lessonName: current.lessonName,
        lessonDate: dayjs(current.lessonDate),
        scores: Object.fromEntries(current.scoreList.map((item) => [item.fieldId, { score: item.score, remark: item.remark ?? '' }])),
        targetIdList: current.targetIdList,
        remark: current.remark ?? '',
      }
    : { appraiseType: AppraiseType.LESSON, lessonDate: dayjs(), targetIdList: [], scores: {} };

  /** Warns, before the scores are filled, that the caller appraised this lesson already. */
  const checkOnce = async (values: Partial<AppraisalValues>) => {
    if (appraiseId || !values.teacherId || !values.lessonName?.trim() || !values.lessonDate) return setAlready(false);
    const lesson = { teacherId: values.teacherId, lessonName: values.lessonName.trim(), lessonDate: values.lessonDate.format(DATE_FORMAT) };
    // Asked once per lesson named, not on every keystroke's render.
    const key = JSON.stringify(lesson);
    if (checked.current === key) return;
    checked.current = key;
    const answer = await isAppraised(lesson).catch(() => null);
    setAlready(Boolean(answer?.isExists));
  };

  const submit = (values: AppraisalValues) => {
    const input = {
      teacherId: values.teacherId,
      appraiseType: values.appraiseType,
      lessonName: values.lessonName,
      lessonDate: values.lessonDate.format(DATE_FORMAT),
      scoreList: Object.entries(values.scores ?? {})
        .filter(([, item]) => item?.score)
        .map(([fieldId, item]) => ({ fieldId: Number(fieldId), score: item.score!, remark: item.remark || null })),
      targetIdList: values.targetIdList ?? [],
      remark: values.remark || null,
    };
    if (!input.scoreList.length) return Promise.reject(void message.error('请至少为一个维度评分'));
    const saved = appraiseId ? update.mutateAsync({ ...input, appraiseId }) : add.mutateAsync(input);
    return saved.then(() => message.success('评价已保存'));
  };

  return (
    <FormModal<AppraisalValues> title={appraiseId ? '修改评价' : '听课评价'} open={open} onClose={onClose} width={720} initialValues={initialValues} onSubmit={submit}>
      {loading ? (
        <Spin />
      ) : (
        <>
          <Form.Item name="teacherId" label="授课教师" rules={[{ required: true, message: '请选择授课教师' }]}>
            <TeacherSelect disabled={Boolean(appraiseId)} />
          </Form.Item>
          <Form.Item name="appraiseType" label="类型">
            <Radio.Group options={typeOptions} />
          </Form.Item>
          <Form.Item name="lessonName" label="活动名称" rules={[ruleFrom(AddAppraiseInput.shape.lessonName)]}>
            <Input placeholder="如：科学：沉与浮" maxLength={50} />
          </Form.Item>
          <Form.Item name="lessonDate" label="活动日期" rules={[{ required: true, message: '请选择活动日期' }]}>
            <DatePicker disabledDate={(day) => day.isAfter(dayjs(), 'day')} />
          </Form.Item>
          <Form.Item noStyle shouldUpdate>
            {(form) => {
              void checkOnce(form.getFieldsValue(['teacherId', 'lessonName', 'lessonDate']));
              return already ? <Alert type="warning" showIcon title="您已评价过这位教师当天的这个活动，请在列表中修改原评价" style={{ marginBottom: 16 }} /> : null;
            }}
          </Form.Item>
          {(fields.data ?? []).map((field) => (
            <Form.Item key={field.fieldId} label={field.fieldName} tooltip={field.description ?? undefined}>
              <Form.Item name={['scores', String(field.fieldId), 'score']} noStyle>
                <Rate aria-label={`${field.fieldName}评分`} />
              </Form.Item>
              <Form.Item name={['scores', String(field.fieldId), 'remark']} noStyle>
                <Input placeholder="这一项的评语（可不填）" maxLength={200} style={{ marginTop: 4 }} />
              </Form.Item>
            </Form.Item>
          ))}
          <Form.Item name="targetIdList" label="指南目标">
            <GuideTargetSelect />
          </Form.Item>
          <Form.Item name="remark" label="总评" rules={[ruleFrom(AddAppraiseInput.shape.remark)]}>
            <Input.TextArea rows={3} placeholder="亮点与建议" maxLength={500} />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
