import { App, Form } from 'antd';
import { useMemo, useState } from 'react';
import { FormModal } from '../../../components/FormModal';
import { QuerySelect } from '../../../components/query-state';
import { newPickUpValues, PickUpFields, pickUpInput, type PickUpValues } from '../../child';
import { cardNoRule } from '../../../components/card/card-numbers';
import { useAddCardUser, useChildSearch } from '../student-card.queries';
import { CardReaderInput } from '../../../components/card/CardReaderInput';

interface CardUserValues extends PickUpValues {
  studentId: number;
  cardNo: string;
}

/** This call takes no '' for an optional field: empty ones stay out. */
function withoutEmpty<Fields extends Record<string, string>>(fields: Fields): Partial<Fields> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== '')) as Partial<Fields>;
}

function ChildPicker(props: { value?: number; onChange?(value: number): void }) {
  const [keyword, setKeyword] = useState('');
  const found = useChildSearch(keyword);
  return (
    <QuerySelect<number>
      {...props}
      query={found}
      what="在读幼儿"
      placeholder="输入幼儿姓名搜索"
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      emptyText={keyword ? '没有找到在读幼儿' : '输入姓名搜索'}
      options={(found.data ?? []).map((child) => ({ value: child.studentId, label: child.studentName }))}
    />
  );
}

/** 新增接送人并发卡: someone besides the guardians, registered for a child and given a card in one step. */
export function AddCardUserModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const addCardUser = useAddCardUser();
  const { message } = App.useApp();
  const initialValues = useMemo(() => newPickUpValues(), []);
  const submit = async (values: CardUserValues) => {
    const { name, relationType, phone, ...optional } = pickUpInput(values);
    await addCardUser.mutateAsync({ studentId: values.studentId, name, relationType, phone, ...withoutEmpty(optional), cardNo: values.cardNo });
    void message.success(`已为接送人「${name}」发卡`);
  };
  return (
    <FormModal<CardUserValues> title="新增接送人并发卡" open={open} onClose={onClose} onSubmit={submit} initialValues={initialValues}>
      <Form.Item name="studentId" label="幼儿" rules={[{ required: true, message: '请选择幼儿' }]}>
        <ChildPicker />
      </Form.Item>
      <PickUpFields />
      <Form.Item name="cardNo" label="卡号" required rules={[cardNoRule()]}>
        <CardReaderInput />
      </Form.Item>
    </FormModal>
  );
}
