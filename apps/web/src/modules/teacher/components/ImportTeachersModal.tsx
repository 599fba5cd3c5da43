import { DownloadOutlined } from '@ant-design/icons';
import { ImportTeacherInput, MAX_TEACHER_IMPORT_ROWS, teacherImportColumns } from '@yuanwu/shared';
import { Button } from 'antd';
import { ImportModal } from '../../../components/import/ImportModal';
import { maxImportBytes } from '../../../components/import/import-file';
import { downloadTeacherImportErrors, useDownloadTeacherTemplate, useImportTeachers } from '../teacher.queries';

const MAX_BYTES = maxImportBytes(ImportTeacherInput.shape.fileContent.maxLength ?? 2_000_000);
const SUBJECT = { noun: '教师', unit: '位', rowName: '教师姓名' };
const REQUIRED = teacherImportColumns.filter((column) => column.endsWith('*')).map((column) => column.slice(0, -1));

/** 批量导入教师 from the school's template. */
export function ImportTeachersModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const downloadTemplate = useDownloadTeacherTemplate();
  const importTeachers = useImportTeachers();
  return (
    <ImportModal
      title="批量导入教师"
      subject={SUBJECT}
      open={open}
      onClose={onClose}
      maxRows={MAX_TEACHER_IMPORT_ROWS}
      maxBytes={MAX_BYTES}
      onImport={(request) => importTeachers.mutateAsync(request).then((answer) => ({ ...answer, errors: answer.errors.map(({ teacherName, ...row }) => ({ ...row, name: teacherName })) }))}
      onDownloadErrors={downloadTeacherImportErrors}
      templateStep={
        <>
          <Button icon={<DownloadOutlined />} loading={downloadTemplate.isPending} onClick={() => downloadTemplate.mutate(undefined)}>
            下载导入模板
          </Button>
          <div className="text-muted teacher-import__hint">
            {REQUIRED.join('、')}必填；部门、职务、角色的下拉为本园当前的选项，手机号不能与本园教职工重复。
          </div>
        </>
      }
    />
  );
}
