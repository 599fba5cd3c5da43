import { AddVoteActivityInput, MAX_VOTES_PER_DAY, MAX_VOTES_PER_VOTER, refusedVoteActionReason, VoteMode, voteModeLabel, voteShowModeLabel, type VoteStatus } from '@yuanwu/shared';
import { App, Button, Card, Col, DatePicker, Form, Input, InputNumber, Radio, Result, Row, Space, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { listeningForFieldErrors } from '../../../api';
import { CLOCK_FORMAT } from '../../../components/dates';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { fieldErrorShower } from '../../../components/FormModal';
import { RecordStatus } from '../../../components/query-state';
import { RecordNotFound } from '../../../components/RecordNotFound';
import { RangeFields } from '../components/RangeFields';
import { newVoteValues, VOTE_MINUTE_FORMAT, voteSaveOf, voteServerFields, voteValuesOf, type VoteFormValues } from '../vote-form';
import { COPY_PARAM, VOTE_PATH } from '../vote.paths';
import { useSaveVote, useVoteActivity } from '../vote.queries';
import '../vote.css';

const showModeOptions = Object.entries(voteShowModeLabel).map(([value, label]) => ({ value: Number(value), label }));
const voteModeOptions = Object.entries(voteModeLabel).map(([value, label]) => ({ value: Number(value), label }));
const timeRule = (what: string) => ({ required: true, message: `请选择${what}时间` });

/** Voting starts once enrolment has ended. */
const afterEnrolment = ({ getFieldValue }: { getFieldValue(name: string): unknown }) => ({
  validator: (_: unknown, times: [Dayjs, Dayjs] | null) => {
    const enrol = getFieldValue('enrollTimes') as [Dayjs, Dayjs] | null;
    return !times || !enrol || !times[0].isBefore(enrol[1]) ? Promise.resolve() : Promise.reject(new Error('投票开始时间不能早于报名结束时间'));
  },
});

function TimesField({ name, what, rules = [] }: { name: 'enrollTimes' | 'voteTimes'; what: string; rules?: Parameters<typeof Form.Item>[0]['rules'] }) {
  return (
    <Form.Item name={name} label={`${what}时间`} rules={[timeRule(what), ...rules]} dependencies={name === 'voteTimes' ? ['enrollTimes'] : []}>
      <DatePicker.RangePicker showTime={{ format: CLOCK_FORMAT }} format={VOTE_MINUTE_FORMAT} className="vote-form__times" aria-label={`${what}时间`} />
    </Form.Item>
  );
}

/** How many votes each voter has: in all, or a day within that total; several entries at once or one. */
function LimitFields() {
  const voteMode = Form.useWatch<number>('voteMode');
  return (
    <>
      <Form.Item name="voteMode" label="投票方式">
        <Radio.Group options={voteModeOptions} />
      </Form.Item>
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item name="everyoneVotes" label="每人总票数" rules={[{ required: true, message: '请填写每人总票数' }]}>
            <InputNumber min={1} max={MAX_VOTES_PER_VOTER} precision={0} addonAfter="票" className="vote-form__number" />
          </Form.Item>
        </Col>
        {voteMode === VoteMode.DAILY ? (
          <Col span={8}>
            <Form.Item
              name="everydayVoteCount"
              label="每人每天票数"
              dependencies={['everyoneVotes']}
              rules={[
                { required: true, message: '请填写每人每天票数' },
                ({ getFieldValue }) => ({
                  validator: (_, count: number | null) =>
                    count === null || count <= (getFieldValue('everyoneVotes') as number) ? Promise.resolve() : Promise.reject(new Error('每人每天票数不能多于每人总票数')),
                }),
              ]}
            >
              <InputNumber min={1} max={MAX_VOTES_PER_DAY} precision={0} addonAfter="票" className="vote-form__number" />
            </Form.Item>
          </Col>
        ) : null}
        <Col span={8}>
          <Form.Item name="isBatchVote" label="批量投票" valuePropName="checked" extra="开启后一次可投多个作品，每个作品一票">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

function VoteForm({ activityId, initialValues }: { activityId: number | undefined; initialValues: VoteFormValues }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<VoteFormValues>();
  const [busy, setBusy] = useState(false);
  const save = useSaveVote();
  const backToList = () => void navigate(VOTE_PATH);

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setBusy(true);
    try {
      await listeningForFieldErrors(fieldErrorShower(form, voteServerFields), async () => {
        await save.mutateAsync(voteSaveOf(values, activityId));
        void message.success(activityId ? '投票活动已保存' : `已新建「${values.activityName}」`);
        backToList();
      });
    } catch {
      // Shown under its field, or in the request layer's toast; the form stays as typed.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<VoteFormValues> form={form} name="vote" layout="vertical" initialValues={initialValues} className="vote-form">
      <Card variant="borderless" title={activityId ? '编辑投票' : '新建投票'} className="vote-form__card">
        <Form.Item name="activityName" label="活动名称" required rules={[ruleFrom(AddVoteActivityInput.shape.activityName)]}>
          <Input placeholder="如 “秋天的童话”亲子绘画评选" count={lengthCount(AddVoteActivityInput.shape.activityName)} />
        </Form.Item>
        <Form.Item name="activityIntro" label="活动介绍" rules={[ruleFrom(AddVoteActivityInput.shape.activityIntro)]}>
          <Input.TextArea placeholder="活动的内容、要求与奖励" autoSize={{ minRows: 3, maxRows: 8 }} count={lengthCount(AddVoteActivityInput.shape.activityIntro)} />
        </Form.Item>
        <Form.Item name="showMode" label="票数显示" extra="对投票人而言；管理者始终可见票数与排名">
          <Radio.Group options={showModeOptions} />
        </Form.Item>
      </Card>
      <Card variant="borderless" title="报名设置" className="vote-form__card">
        <TimesField name="enrollTimes" what="报名" />
        <RangeFields name="enroll" objectTypeName="enrollObjectType" what="报名" />
      </Card>
      <Card variant="borderless" title="投票设置" className="vote-form__card">
        <TimesField name="voteTimes" what="投票" rules={[afterEnrolment]} />
        <RangeFields name="vote" objectTypeName="voteObjectType" what="投票" />
        <LimitFields />
      </Card>
      <Space className="vote-form__actions">
        <Button type="primary" loading={busy} onClick={() => void submit()}>
          保存
        </Button>
        <Button onClick={backToList}>取消</Button>
      </Space>
    </Form>
  );
}

/** AddVote (new, or a copy with ?copy=) and EditVote: an activity's settings, then back to the list. */
export default function VoteEditPage() {
  const { activityId: param } = useParams();
  const activityId = param === undefined ? undefined : Number(param);
  const copyOf = Number(useSearchParams()[0].get(COPY_PARAM)) || undefined;
  const source = useVoteActivity(activityId ?? copyOf);
  const navigate = useNavigate();

  if (!activityId && !copyOf) return <VoteForm key="new" activityId={undefined} initialValues={newVoteValues()} />;
  if (!source.data) {
    const notFound = <RecordNotFound title="找不到这个投票活动" subTitle="它可能已被删除。" backTo={VOTE_PATH} backLabel="返回投票活动" />;
    return <RecordStatus query={source} what="投票活动" notFound={notFound} />;
  }
  if (activityId && !source.data.actions.edit) {
    return (
      <div className="result-page">
        <Result
          status="warning"
          title={refusedVoteActionReason(source.data.activityStatus as VoteStatus, 'edit')}
          subTitle="投票开始后设置不能再改，以免前后的票按不同规则投出。"
          extra={
            <Button type="primary" onClick={() => void navigate(VOTE_PATH)}>
              返回投票活动
            </Button>
          }
        />
      </div>
    );
  }
  return <VoteForm key={`${activityId ?? 'copy'}-${copyOf ?? ''}`} activityId={activityId} initialValues={voteValuesOf(source.data, !activityId)} />;
}
