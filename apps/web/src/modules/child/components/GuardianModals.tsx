import { AddRelationInput, GuardianInput, RelationType, UpdateUserPwdInput, type Guardian } from '@yuanwu/shared';
import { App, Checkbox, Form, Input } from 'antd';
import { useMemo } from 'react';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { useAddRelation, useSetGuardianPassword, useUpdateGuardianPhone, useUpdateRelation, useUpdateRelationName } from '../child.queries';
import { RelationSelect } from './PersonSelects';

/** The relation and, for 其他, its name in words (fields relationType and relationName). */
export function RelationFields() {
  const relationType = Form.useWatch<number | undefined>('relationType');
  return (
    <>
      <Form.Item name="relationType" label="与幼儿关系" rules={[{ required: true, message: '请选择关系' }]}>
        <RelationSelect />
      </Form.Item>
      {relationType === RelationType.OTHER ? (
        <Form.Item name="relationName" label="称呼" rules={[ruleFrom(GuardianInput.shape.relationName)]}>
          <Input placeholder="如：舅舅" count={lengthCount(GuardianInput.shape.relationName)} />
        </Form.Item>
      ) : null}
    </>
  );
}

interface NewGuardianValues {
  guardianName: string;
  relationType: number;
  relationName?: string;
  phone: string;
  isMain?: boolean;
}

/** 添加家长: a phone already on record links that guardian (siblings share one). */
export function AddGuardianModal({ studentId, open, onClose }: { studentId: number; open: boolean; onClose(): void }) {
  const addRelation = useAddRelation();
  const { message } = App.useApp();
  const initialValues = useMemo(() => ({ relationType: RelationType.FATHER, isMain: false }), []);
  const submit = async (values: NewGuardianValues) => {
    await addRelation.mutateAsync({
      studentId,
      guardianName: values.guardianName.trim(),
      phone: values.phone.trim(),
      relationType: values.relationType,
      relationName: values.relationName?.trim() ?? '',
      isMain: values.isMain ?? false,
    });
    void message.success(`已添加家长「${values.guardianName.trim()}」`);
  };
  return (
    <FormModal<NewGuardianValues> title="添加家长" open={open} onClose={onClose} onSubmit={submit} initialValues={initialValues}>
      <Form.Item name="guardianName" label="家长姓名" required rules={[ruleFrom(AddRelationInput.shape.guardianName)]}>
        <Input count={lengthCount(AddRelationInput.shape.guardianName)} />
      </Form.Item>
      <RelationFields />
      <Form.Item name="phone" label="手机号" required extra="已登记的手机号会直接关联到该家长，姓名须一致。" rules={[ruleFrom(AddRelationInput.shape.phone)]}>
        <Input />
      </Form.Item>
      <Form.Item name="isMain" valuePropName="checked">
        <Checkbox>设为主监护人</Checkbox>
      </Form.Item>
    </FormModal>
  );
}

export type GuardianEdit = 'name' | 'relation' | 'phone' | 'password';

const editTitles: Record<GuardianEdit, string> = { name: '修改家长姓名', relation: '修改与幼儿关系', phone: '更换手机号', password: '设置家长端登录密码' };
const editDone: Record<GuardianEdit, string> = { name: '家长姓名已修改', relation: '关系已修改', phone: '手机号已更换', password: '登录密码已设置' };

interface GuardianEditValues {
  guardianName: string;
  relationType: number;
  relationName?: string;
  phone: string;
  password: string;
}

interface GuardianEditModalProps {
  studentId: number;
  guardian: Guardian | undefined;
  edit: GuardianEdit | undefined;
  onClose(): void;
}

/** One change to a guardian: the name, the relation, the phone (the old one kept on record) or the parent-app password. */
export function GuardianEditModal({ studentId, guardian, edit, onClose }: GuardianEditModalProps) {
  const rename = useUpdateRelationName();
  const relate = useUpdateRelation();
  const changePhone = useUpdateGuardianPhone();
  const setPassword = useSetGuardianPassword();
  const { message } = App.useApp();
  const initialValues = useMemo<Partial<GuardianEditValues>>(
    () => (guardian ? { guardianName: guardian.guardianName, relationType: guardian.relationType, relationName: guardian.relationName ?? '' } : {}),
    [guardian],
  );
  const submit = async (values: GuardianEditValues) => {
    if (!guardian || !edit) return;
    const { guardianId } = guardian;
    if (edit === 'name') await rename.mutateAsync({ guardianId, guardianName: values.guardianName.trim() });
    if (edit === 'relation') await relate.mutateAsync({ studentId, guardianId, relationType: values.relationType, relationName: values.relationName?.trim() ?? '' });
    if (edit === 'phone') await changePhone.mutateAsync({ guardianId, phone: values.phone.trim() });
    if (edit === 'password') await setPassword.mutateAsync({ guardianId, password: values.password });
    void message.success(editDone[edit]);
  };
  return (
    <FormModal<GuardianEditValues>
      title={edit ? `${editTitles[edit]} · ${guardian?.guardianName ?? ''}` : ''}
      open={Boolean(edit && guardian)}
      onClose={onClose}
      onSubmit={submit}
      initialValues={initialValues}
    >
      {edit === 'name' ? (
        <Form.Item name="guardianName" label="家长姓名" required extra="家长的其他孩子处也会显示新姓名。" rules={[ruleFrom(GuardianInput.shape.guardianName)]}>
          <Input count={lengthCount(GuardianInput.shape.guardianName)} />
        </Form.Item>
      ) : null}
      {edit === 'relation' ? <RelationFields /> : null}
      {edit === 'phone' ? (
        <>
          <p className="text-muted">原手机号：{guardian?.phone}。更换后原号码保留在换号记录中，家长需用新号码登录家长端。</p>
          <Form.Item name="phone" label="新手机号" required rules={[ruleFrom(GuardianInput.shape.phone)]}>
            <Input />
          </Form.Item>
        </>
      ) : null}
      {edit === 'password' ? (
        <Form.Item name="password" label="新密码" required extra="家长用手机号和此密码登录家长端。" rules={[ruleFrom(UpdateUserPwdInput.shape.password)]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      ) : null}
    </FormModal>
  );
}
