import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { GuardianInput, MAX_GUARDIANS, RelationType } from '@yuanwu/shared';
import { Button, Checkbox, Form, Input } from 'antd';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { RelationSelect } from './PersonSelects';

export interface GuardianRow {
  guardianName: string;
  relationType: number;
  relationName?: string;
  phone: string;
  isMain: boolean;
}

export const newGuardianRow = (isMain: boolean, relationType: number = RelationType.MOTHER): Partial<GuardianRow> => ({ relationType, isMain });

/** Who names the relation in words: only 其他 needs it. */
function RelationNameField({ name }: { name: number }) {
  const relationType = Form.useWatch(['guardians', name, 'relationType']);
  if (relationType !== RelationType.OTHER) return <span />;
  return (
    <Form.Item name={[name, 'relationName']} label="称呼" rules={[ruleFrom(GuardianInput.shape.relationName)]}>
      <Input placeholder="如：舅舅" count={lengthCount(GuardianInput.shape.relationName)} />
    </Form.Item>
  );
}

/** The guardians of a new child (field `guardians`): one of them, and only one, the main guardian. */
export function GuardianRows() {
  const form = Form.useFormInstance();
  const makeMain = (index: number) => {
    const rows = (form.getFieldValue('guardians') as GuardianRow[]).map((row, at) => ({ ...row, isMain: at === index }));
    form.setFieldValue('guardians', rows);
  };
  return (
    <Form.List name="guardians">
      {(fields, { add, remove }) => (
        <div className="guardian-rows">
          {fields.map(({ key, name }, index) => (
            <div key={key} className="guardian-rows__row">
              <span className="guardian-rows__index">家长{index + 1}</span>
              <Form.Item name={[name, 'guardianName']} label="姓名" required rules={[ruleFrom(GuardianInput.shape.guardianName)]}>
                <Input placeholder="家长姓名" count={lengthCount(GuardianInput.shape.guardianName)} />
              </Form.Item>
              <Form.Item name={[name, 'relationType']} label="关系" rules={[{ required: true, message: '请选择关系' }]}>
                <RelationSelect className="guardian-rows__relation" />
              </Form.Item>
              <RelationNameField name={name} />
              <Form.Item name={[name, 'phone']} label="手机号" required rules={[ruleFrom(GuardianInput.shape.phone)]}>
                <Input placeholder="11位手机号" />
              </Form.Item>
              <Form.Item name={[name, 'isMain']} label=" " valuePropName="checked">
                <Checkbox onChange={(event) => event.target.checked && makeMain(index)}>主监护人</Checkbox>
              </Form.Item>
              <Button
                className="guardian-rows__remove"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`移除家长${index + 1}`}
                disabled={fields.length === 1}
                onClick={() => {
                  const wasMain = (form.getFieldValue(['guardians', name, 'isMain']) as boolean | undefined) ?? false;
                  remove(name);
                  if (wasMain) makeMain(0);
                }}
              />
            </div>
          ))}
          {fields.length < MAX_GUARDIANS ? (
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(newGuardianRow(false, RelationType.FATHER))}>
              添加家长
            </Button>
          ) : null}
        </div>
      )}
    </Form.List>
  );
}
