import { Checkbox, DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { DATE_FORMAT } from '../../../components/dates';
import { FormModal } from '../../../components/FormModal';
import { mondayOf, shiftWeek, weekLabel } from '../cookbook-week';
import { useCopyCookbook } from '../cookbook.queries';

interface CopyValues {
  toWeek: Dayjs;
  toGradeIds: number[];
}

interface CopyCookbookModalProps {
  open: boolean;
  onClose(): void;
  gradeId: number;
  gradeName: string;
  weekStart: string;
  grades: { gradeId: number; gradeName: string }[];
}

/** 复制食谱: this grade's week onto another week and grades, day for day. */
export function CopyCookbookModal({ open, onClose, gradeId, gradeName, weekStart, grades }: CopyCookbookModalProps) {
  const copy = useCopyCookbook();
  const initialValues = useMemo(() => ({ toWeek: dayjs(shiftWeek(weekStart, 1)), toGradeIds: [gradeId] }), [weekStart, gradeId]);
  const submit = (values: CopyValues) =>
    copy.mutateAsync({ fromGradeId: gradeId, fromWeekStart: weekStart, toWeekStart: mondayOf(values.toWeek.format(DATE_FORMAT)), toGradeIds: values.toGradeIds });
  return (
    <FormModal<CopyValues> title={`复制食谱 · ${gradeName} ${weekLabel(weekStart)}`} open={open} onClose={onClose} onSubmit={submit} initialValues={initialValues} okText="复制">
      <Form.Item label="复制到" name="toWeek" rules={[{ required: true, message: '请选择目标周' }]}>
        <DatePicker picker="week" allowClear={false} format={(value) => weekLabel(mondayOf(value.format(DATE_FORMAT)))} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label="目标年级" name="toGradeIds" rules={[{ required: true, message: '请选择年级' }]} extra="目标年级那一周原有的食谱将被替换">
        <Checkbox.Group options={grades.map((grade) => ({ value: grade.gradeId, label: grade.gradeName }))} />
      </Form.Item>
    </FormModal>
  );
}
