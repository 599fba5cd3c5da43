import { SaveWorkbookFileInput, type WorkbookInfo } from '@yuanwu/shared';
import { App, Form, Input, Select, Switch } from 'antd';
import { useMemo } from 'react';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { fileIdOf } from '../../../components/upload/file-links';
import { FileUpload } from '../../../components/upload/FileUpload';
import { useSaveWork } from '../workbook.queries';

interface WorkFormValues {
  studentId: number | undefined;
  file: string | null;
  title: string;
  teacherComment: string;
  isExcellent: boolean;
}

/** 添加作品: a child's work in the workbook, a photo or scan the school uploads. */
export function WorkFormModal({ workbook, studentId, open, onClose }: { workbook: WorkbookInfo; studentId: number | undefined; open: boolean; onClose(): void }) {
  const { message } = App.useApp();
  const save = useSaveWork();
  // Those still without a work first; a child may have several.
  const options = useMemo(() => {
    const names = new Map([...workbook.missingStudents, ...workbook.fileList].map((child) => [child.studentId, child.studentName]));
    return [...names].map(([value, label]) => ({ value, label }));
  }, [workbook]);
  const submit = async (values: WorkFormValues) => {
    await save.mutateAsync({
      workbookId: workbook.workbookId,
      studentId: values.studentId!,
      fileId: fileIdOf(values.file!)!,
      title: values.title,
      teacherComment: values.teacherComment,
      isExcellent: values.isExcellent,
    });
    void message.success(`已为${options.find((option) => option.value === values.studentId)?.label ?? '幼儿'}添加作品`);
  };
  return (
    <FormModal<WorkFormValues>
      title={`添加作品 · ${workbook.workbookName}`}
      okText="保存"
      open={open}
      onClose={onClose}
      onSubmit={submit}
      initialValues={{ studentId, file: null, title: '', teacherComment: '', isExcellent: false }}
      serverFields={{ fileId: 'file' }}
    >
      <Form.Item name="studentId" label="幼儿" rules={[{ required: true, message: '请选择幼儿' }]}>
        <Select aria-label="幼儿" options={options} showSearch={{ optionFilterProp: 'label' }} placeholder="选择幼儿" />
      </Form.Item>
      <Form.Item name="file" label="作品图片" rules={[{ required: true, message: '请上传作品的照片或扫描件' }]}>
        <FileUpload kind="Workbook" hint="作品的照片或扫描件，支持 JPG、PNG、GIF、WEBP、PDF" />
      </Form.Item>
      <Form.Item name="title" label="作品名称" rules={[ruleFrom(SaveWorkbookFileInput.shape.title)]}>
        <Input placeholder="如 秋天的树叶" count={lengthCount(SaveWorkbookFileInput.shape.title)} />
      </Form.Item>
      <Form.Item name="teacherComment" label="教师评语" rules={[ruleFrom(SaveWorkbookFileInput.shape.teacherComment)]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} count={lengthCount(SaveWorkbookFileInput.shape.teacherComment)} />
      </Form.Item>
      <Form.Item name="isExcellent" label="优秀作品" valuePropName="checked">
        <Switch aria-label="优秀作品" />
      </Form.Item>
    </FormModal>
  );
}
