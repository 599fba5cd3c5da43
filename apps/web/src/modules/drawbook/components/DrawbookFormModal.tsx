import { AddDrawbookInput, drawbookGradeLevels, DrawbookPageType, MAX_DRAWBOOK_PAGES, type DrawbookDetail } from '@yuanwu/shared';
import { App, Form, Input, Radio, Select } from 'antd';
import { useMemo } from 'react';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { FileListUpload, FileUpload } from '../../../components/upload/FileUpload';
import { formValuesOf, PDF_TYPES, PICTURE_TYPES, saveInputOf, type DrawbookFormValues } from '../drawbook-form';
import { useSaveDrawbook } from '../drawbook.queries';

const { shape } = AddDrawbookInput;
const gradeOptions = drawbookGradeLevels.map((grade) => ({ value: grade.gradeId, label: grade.gradeName }));
const pageTypeOptions = [
  { value: DrawbookPageType.PICTURES, label: '多张图片（每张一页）' },
  { value: DrawbookPageType.PDF, label: '一个 PDF 文件' },
];

interface DrawbookFormModalProps {
  open: boolean;
  onClose(): void;
  /** The book to change, with its files; without one the modal adds a book. */
  book?: DrawbookDetail | undefined;
}

/** 添加绘本 and 编辑绘本: the name, grade, author and introduction, a cover picture, and the pages as pictures or one PDF. */
export function DrawbookFormModal({ open, onClose, book }: DrawbookFormModalProps) {
  const { message } = App.useApp();
  const save = useSaveDrawbook();
  const initialValues = useMemo(() => formValuesOf(book), [book]);

  const submit = async (values: DrawbookFormValues) => {
    await save.mutateAsync(saveInputOf(values, book?.drawbookId));
    void message.success(book ? `已保存「${values.drawbookName}」` : `已添加「${values.drawbookName}」`);
  };

  return (
    <FormModal<DrawbookFormValues>
      title={book ? '编辑绘本' : '添加绘本'}
      okText="保存"
      width={640}
      open={open}
      onClose={onClose}
      onSubmit={submit}
      initialValues={initialValues}
      serverFields={{ coverFileId: 'cover', pageFileIds: 'pictures' }}
    >
      <Form.Item name="drawbookName" label="绘本名称" required rules={[ruleFrom(shape.drawbookName)]}>
        <Input placeholder="如 好饿的毛毛虫" count={lengthCount(shape.drawbookName)} />
      </Form.Item>
      <Form.Item name="gradeId" label="适用年级" rules={[{ required: true, message: '请选择适用年级' }]}>
        <Select options={gradeOptions} placeholder="请选择年级" aria-label="适用年级" />
      </Form.Item>
      <Form.Item name="author" label="作者" rules={[ruleFrom(shape.author)]}>
        <Input placeholder="可不填" count={lengthCount(shape.author)} />
      </Form.Item>
      <Form.Item name="introduction" label="简介" rules={[ruleFrom(shape.introduction)]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} placeholder="绘本讲了什么、适合怎样的阅读活动" count={lengthCount(shape.introduction)} />
      </Form.Item>
      <Form.Item name="cover" label="封面" rules={[{ required: true, message: '请上传封面图片' }]}>
        <FileUpload kind="DrawBook" types={PICTURE_TYPES} />
      </Form.Item>
      <Form.Item name="pageType" label="绘本内容">
        <Radio.Group options={pageTypeOptions} />
      </Form.Item>
      <Form.Item noStyle shouldUpdate={(before: DrawbookFormValues, after: DrawbookFormValues) => before.pageType !== after.pageType}>
        {({ getFieldValue }) =>
          getFieldValue('pageType') === DrawbookPageType.PDF ? (
            <Form.Item name="pdf" label="PDF 文件" rules={[{ required: true, message: '请上传 PDF 文件' }]}>
              <FileUpload kind="DrawBook" types={PDF_TYPES} />
            </Form.Item>
          ) : (
            <Form.Item
              name="pictures"
              label="页面图片"
              required
              extra="按阅读顺序上传，每张图片一页"
              rules={[{ validator: (_, pictures: string[] | undefined) => (pictures?.length ? Promise.resolve() : Promise.reject(new Error('请上传页面图片'))) }]}
            >
              <FileListUpload kind="DrawBook" types={PICTURE_TYPES} maxCount={MAX_DRAWBOOK_PAGES} />
            </Form.Item>
          )
        }
      </Form.Item>
    </FormModal>
  );
}
