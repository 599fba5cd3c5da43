import { ActivitySafetyPlan, MAX_SAFETY_FILES, SafetyActivityKind, safetyActivityKindLabel, SafetyItem } from '@yuanwu/shared';
import { App, Button, Col, DatePicker, Form, Input, Radio, Row } from 'antd';
import { useMemo } from 'react';
import { DATE_FORMAT, rangeText } from '../../../components/dates';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { QuerySelect } from '../../../components/query-state';
import { FileListUpload } from '../../../components/upload/FileUpload';
import { ClassSelect, defaultYearId, useYearOptions } from '../../filter';
import { useClassReach } from '../../session';
import { useAddSafetyPlans, useSafetyPlan, useSafetySchoolActivities, useSafetyStaff, useUpdateSafetyPlan } from '../activity-safety.queries';
import { newSafetyValues, safetyPlanOf, safetyValuesOf, type SafetyFormValues } from '../safety-form';

const { shape } = ActivitySafetyPlan;
/** A school activity's plan covers its classes, so it needs the whole school's data scope (as the server holds). */
const kindOptionsFor = (wholeSchool: boolean) =>
  Object.entries(safetyActivityKindLabel).map(([value, label]) => ({
    value: Number(value),
    label,
    disabled: !wholeSchool && Number(value) === SafetyActivityKind.SCHOOL,
    title: !wholeSchool && Number(value) === SafetyActivityKind.SCHOOL ? '园所活动的安全计划需要全园数据范围' : undefined,
  }));

/** 新建安全计划 and 编辑: the activity, the plan, its items, the people responsible and the material. */
export function SafetyFormModal({ safetyId, open, onClose }: { safetyId?: number | undefined; open: boolean; onClose(): void }) {
  const { message } = App.useApp();
  const detail = useSafetyPlan(open ? safetyId : undefined);
  const activities = useSafetySchoolActivities();
  const staff = useSafetyStaff();
  const years = useYearOptions();
  const add = useAddSafetyPlans();
  const update = useUpdateSafetyPlan();
  const wholeSchool = useClassReach().reachesWholeSchool;
  const initialValues = useMemo(
    () => (safetyId ? detail.data && safetyValuesOf(detail.data) : newSafetyValues(wholeSchool ? SafetyActivityKind.SCHOOL : SafetyActivityKind.CLASS)),
    [safetyId, detail.data, wholeSchool],
  );

  const submit = async (values: SafetyFormValues) => {
    const plan = safetyPlanOf(values);
    if (safetyId && detail.data) await update.mutateAsync({ safetyId, ...plan, checkStatus: detail.data.checkStatus, checkResult: detail.data.checkResult });
    else await add.mutateAsync({ safetyList: [plan] });
    void message.success(safetyId ? '安全计划已保存' : '已添加安全计划');
  };
  const staffOptions = (staff.data ?? []).map((teacher) => ({ value: teacher.teacherId, label: teacher.teacherName }));

  return (
    <FormModal<SafetyFormValues>
      title={safetyId ? '编辑安全计划' : '新建安全计划'}
      okText="保存"
      width={760}
      open={open && initialValues !== undefined}
      onClose={onClose}
      onSubmit={submit}
      initialValues={initialValues}
      serverFields={{ 'safetyList.0.schoolActivityId': 'schoolActivityId', 'safetyList.0.classId': 'classId', 'safetyList.0.activityName': 'activityName', 'safetyList.0.activityDate': 'activityDate' }}
    >
      <Form.Item name="activityKind" label="活动类别">
        <Radio.Group options={kindOptionsFor(wholeSchool)} optionType="button" />
      </Form.Item>
      <Form.Item noStyle dependencies={['activityKind']}>
        {({ getFieldValue }) =>
          getFieldValue('activityKind') === 1 ? (
            <Form.Item name="schoolActivityId" label="园所活动" rules={[{ required: true, message: '请选择园所活动' }]}>
              <QuerySelect<number>
                query={activities}
                what="园所活动"
                emptyText="近一个月没有园所活动，可先在活动管理中添加"
                aria-label="园所活动"
                showSearch={{ optionFilterProp: 'label' }}
                options={(activities.data ?? []).map((activity) => ({ value: activity.activityId, label: `${activity.activityName}（${rangeText(activity.startDate, activity.endDate)}）` }))}
              />
            </Form.Item>
          ) : (
            <Row gutter={16}>
              <Col span={8}>
                <Form.Item name="classId" label="班级" rules={[{ required: true, message: '请选择班级' }]}>
                  <ClassSelect yearId={defaultYearId(years.data ?? [])} aria-label="班级" />
                </Form.Item>
              </Col>
              <Col span={10}>
                <Form.Item name="activityName" label="活动名称" rules={[{ required: true, message: '请填写活动名称' }, ruleFrom(shape.activityName)]}>
                  <Input placeholder="如 秋游：植物园" count={lengthCount(shape.activityName)} />
                </Form.Item>
              </Col>
              <Col span={6}>
                <Form.Item name="activityDate" label="活动日期" rules={[{ required: true, message: '请选择活动日期' }]}>
                  <DatePicker format={DATE_FORMAT} aria-label="活动日期" />
                </Form.Item>
              </Col>
            </Row>
          )
        }
      </Form.Item>
      <Form.Item name="location" label="活动地点" rules={[ruleFrom(shape.location)]}>
        <Input placeholder="可不填，园所活动默认用活动的区域" count={lengthCount(shape.location)} />
      </Form.Item>
      <Form.Item name="planContent" label="安全预案" required rules={[ruleFrom(shape.planContent)]}>
        <Input.TextArea rows={3} placeholder="活动的风险、分工和应急准备" />
      </Form.Item>
      <Form.List name="itemList">
        {(fields, { add: addItem, remove }) => (
          <Form.Item label="安全事项" required>
            {fields.map((field, index) => (
              <Row gutter={8} key={field.key}>
                <Col span={10}>
                  <Form.Item name={[field.name, 'content']} rules={[ruleFrom(SafetyItem.shape.content)]}>
                    <Input placeholder={`事项${index + 1}，如 防止拥挤踩踏`} aria-label={`安全事项${index + 1}`} />
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item name={[field.name, 'measure']} rules={[ruleFrom(SafetyItem.shape.measure)]}>
                    <Input placeholder="防范措施" aria-label={`防范措施${index + 1}`} />
                  </Form.Item>
                </Col>
                <Col span={2}>
                  <Button type="link" danger disabled={fields.length === 1} onClick={() => remove(field.name)}>
                    移除
                  </Button>
                </Col>
              </Row>
            ))}
            <Button type="dashed" block onClick={() => addItem({ content: '' })}>
              添加安全事项
            </Button>
          </Form.Item>
        )}
      </Form.List>
      <Form.List name="personList" rules={[{ validator: async (_, people?: unknown[]) => (people?.length ? undefined : Promise.reject(new Error('请添加负责人'))) }]}>
        {(fields, { add: addPerson, remove }, { errors }) => (
          <Form.Item label="负责人" required>
            {fields.map((field, index) => (
              <Row gutter={8} key={field.key}>
                <Col span={8}>
                  <Form.Item name={[field.name, 'teacherId']} rules={[{ required: true, message: '请选择负责人' }]}>
                    <QuerySelect<number> query={staff} what="教职工" options={staffOptions} aria-label={`负责人${index + 1}`} showSearch={{ optionFilterProp: 'label' }} />
                  </Form.Item>
                </Col>
                <Col span={14}>
                  <Form.Item name={[field.name, 'duty']}>
                    <Input placeholder="职责，如 总负责、场地检查" aria-label={`职责${index + 1}`} />
                  </Form.Item>
                </Col>
                <Col span={2}>
                  <Button type="link" danger onClick={() => remove(field.name)}>
                    移除
                  </Button>
                </Col>
              </Row>
            ))}
            <Button type="dashed" block onClick={() => addPerson({})}>
              添加负责人
            </Button>
            <Form.ErrorList errors={errors} />
          </Form.Item>
        )}
      </Form.List>
      <Form.Item name="attachments" label="安全教育资料">
        <FileListUpload kind="SafetyEducation" maxCount={MAX_SAFETY_FILES} />
      </Form.Item>
    </FormModal>
  );
}
