import { AddPickUpPersonInput, RelationType, type PickUpPerson } from '@yuanwu/shared';
import { App, Col, DatePicker, Form, Input, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { FileUpload } from '../../../components/upload/FileUpload';
import { DATE_FORMAT } from '../../../components/dates';
import { useAddPickUpPerson, useUpdatePickUpPerson } from '../child.queries';
import { RelationFields } from './GuardianModals';

export interface PickUpValues {
  name: string;
  relationType: number;
  relationName?: string;
  phone: string;
  photoUrl?: string | null;
  validFrom?: Dayjs | null;
  validTo?: Dayjs | null;
}

/** A new pick-up person's values before anything is typed: from today, open-ended. */
export const newPickUpValues = (): Partial<PickUpValues> => ({ relationType: RelationType.OTHER, validFrom: dayjs() });

const dateText = (date: Dayjs | null | undefined) => (date ? date.format(DATE_FORMAT) : '');

/** The values as the calls take them: '' leaves a date open and clears the photo. */
export const pickUpInput = (values: PickUpValues) => ({
  name: values.name.trim(),
  relationType: values.relationType,
  relationName: values.relationName?.trim() ?? '',
  phone: values.phone.trim(),
  photoUrl: values.photoUrl ?? '',
  validFrom: dateText(values.validFrom),
  validTo: dateText(values.validTo),
});

/** The last day must not come before the first. */
function validToRule({ getFieldValue }: { getFieldValue(name: string): unknown }) {
  return {
    validator: async (_rule: unknown, value: Dayjs | null | undefined) => {
      const from = getFieldValue('validFrom') as Dayjs | null | undefined;
      if (value && from && value.isBefore(from, 'day')) throw new Error('结束日期不能早于开始日期');
    },
  };
}

/**
 * Who a pick-up person is (name, relation, phone, photo) and the days they may collect the child:
 * the same fields on the child's detail and on 新增接送人并发卡.
 */
export function PickUpFields() {
  return (
    <>
      <Form.Item name="name" label="接送人姓名" required rules={[ruleFrom(AddPickUpPersonInput.shape.name)]}>
        <Input count={lengthCount(AddPickUpPersonInput.shape.name)} />
      </Form.Item>
      <RelationFields />
      <Form.Item name="phone" label="手机号" required extra="家长无需登记为接送人。" rules={[ruleFrom(AddPickUpPersonInput.shape.phone)]}>
        <Input />
      </Form.Item>
      <Form.Item name="photoUrl" label="接送人照片">
        <FileUpload kind="PickUpPersonPhoto" />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="validFrom" label="有效期自">
            <DatePicker className="full-width" placeholder="不限" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="validTo" label="有效期至" dependencies={['validFrom']} rules={[validToRule]}>
            <DatePicker className="full-width" placeholder="长期有效" />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

interface PickUpPersonModalProps {
  studentId: number;
  /** The person edited; a new one is added without. */
  person: PickUpPerson | undefined;
  open: boolean;
  onClose(): void;
}

/** 添加接送人 or 编辑: someone other than a guardian allowed to collect the child, for a period or open-ended. */
export function PickUpPersonModal({ studentId, person, open, onClose }: PickUpPersonModalProps) {
  const add = useAddPickUpPerson();
  const update = useUpdatePickUpPerson();
  const { message } = App.useApp();
  const initialValues = useMemo<Partial<PickUpValues>>(
    () =>
      person
        ? {
            name: person.name,
            relationType: person.relationType,
            relationName: person.relationName ?? '',
            phone: person.phone,
            photoUrl: person.photoUrl,
            validFrom: person.validFrom ? dayjs(person.validFrom) : null,
            validTo: person.validTo ? dayjs(person.validTo) : null,
          }
        : newPickUpValues(),
    [person],
  );
  const submit = async (values: PickUpValues) => {
    const fields = pickUpInput(values);
    if (person) await update.mutateAsync({ pickUpPersonId: person.pickUpPersonId, ...fields });
    else await add.mutateAsync({ studentId, ...fields });
    void message.success(person ? '接送人已保存' : `已添加接送人「${fields.name}」`);
  };
  return (
    <FormModal<PickUpValues> title={person ? '编辑接送人' : '添加接送人'} open={open} onClose={onClose} onSubmit={submit} initialValues={initialValues}>
      <PickUpFields />
    </FormModal>
  );
}
