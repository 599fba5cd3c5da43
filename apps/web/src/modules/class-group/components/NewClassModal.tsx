import { AddClassInput } from '@yuanwu/shared';
import { App, Form, Input } from 'antd';
import { useRef } from 'react';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { QuerySelect } from '../../../components/query-state';
import { useAddClass, useGradesForManage, useSuggestClassName } from '../class-group.queries';
import { teachersOf, type ClassTeacherRow } from '../class-teachers';
import { TeacherRows } from './TeacherRows';

interface NewClassValues {
  gradeId: number;
  className: string;
  teachers?: ClassTeacherRow[];
}

/** The grade picker: choosing a grade fills in the name the server suggests, unless the user typed one. */
function GradeField({ yearId }: { yearId: number }) {
  const form = Form.useFormInstance<NewClassValues>();
  const grades = useGradesForManage(yearId);
  const suggestClassName = useSuggestClassName();
  const lastSuggestion = useRef('');
  const suggest = async (gradeId: number) => {
    const suggestion = await suggestClassName(yearId, gradeId).catch(() => undefined);
    // Read after the answer arrives: a name typed while the suggestion was on its way is the user's.
    const typed = form.getFieldValue('className') as string | undefined;
    if (!suggestion || (typed && typed !== lastSuggestion.current)) return;
    lastSuggestion.current = suggestion;
    form.setFieldValue('className', suggestion);
  };
  return (
    <Form.Item name="gradeId" label="年级" rules={[{ required: true, message: '请选择年级' }]}>
      <QuerySelect<number>
        query={grades}
        what="年级"
        placeholder="选择年级"
        options={(grades.data ?? []).map((grade) => ({ value: grade.gradeId, label: grade.gradeName }))}
        emptyText="本学年还没有年级，请先在“年级管理”中添加"
        onChange={(gradeId) => void suggest(gradeId)}
      />
    </Form.Item>
  );
}

/** 新建班级 in a year: grade, name (suggested), and its teachers. */
export function NewClassModal({ yearId, open, onClose }: { yearId: number; open: boolean; onClose(): void }) {
  const addClass = useAddClass();
  const { message } = App.useApp();
  const submit = async ({ gradeId, className, teachers }: NewClassValues) => {
    await addClass.mutateAsync({ yearId, gradeId, className: className.trim(), teachers: teachersOf(teachers) });
    void message.success(`班级「${className.trim()}」已创建`);
  };
  return (
    <FormModal<NewClassValues> title="新建班级" open={open} width={600} onClose={onClose} onSubmit={submit}>
      <GradeField yearId={yearId} />
      <Form.Item name="className" label="班级名称" required rules={[ruleFrom(AddClassInput.shape.className)]}>
        <Input placeholder="选择年级后自动建议，可修改" count={lengthCount(AddClassInput.shape.className)} />
      </Form.Item>
      <TeacherRows />
    </FormModal>
  );
}
