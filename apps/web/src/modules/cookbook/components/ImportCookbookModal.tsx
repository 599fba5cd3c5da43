import { DownloadOutlined } from '@ant-design/icons';
import { ImportCookbookInput, MAX_COOKBOOK_IMPORT_ROWS, type CookbookImportResult } from '@yuanwu/shared';
import { Button, Checkbox } from 'antd';
import { useState } from 'react';
import { ImportModal } from '../../../components/import/ImportModal';
import { maxImportBytes } from '../../../components/import/import-file';
import type { ImportOutcome } from '../../../components/import/import-summary';
import { useDownloadTemplate, useImportCookbook } from '../cookbook.queries';

const MAX_BYTES = maxImportBytes(ImportCookbookInput.shape.fileContent.maxLength ?? 2_000_000);
const SUBJECT = { noun: '菜品', unit: '行' };

/** The cookbook import's answer as the import dialog reads it: every wrong row comes back, no report. */
const outcomeOf = ({ totalRows, importedRows, errors }: CookbookImportResult): ImportOutcome => ({
  totalRows,
  importedRows,
  failedRows: errors.length,
  errors: errors.map((row) => ({ ...row, name: '' })),
});

/** The words 导入食谱 has always used: nothing goes in while one row is wrong. */
const describeOutcome = ({ failedRows, importedRows }: ImportOutcome) =>
  failedRows > 0
    ? { status: 'error' as const, title: `有 ${failedRows} 行不正确，未导入任何内容`, subTitle: '请按下表的原因修改文件后重新导入' }
    : { status: 'success' as const, title: `已导入 ${importedRows} 行菜品`, subTitle: '导入的餐次已替换原有菜品' };

interface ImportCookbookModalProps {
  open: boolean;
  onClose(): void;
  grades: { gradeId: number; gradeName: string }[];
  defaultGradeId: number | undefined;
}

/** 导入食谱: a row per dish (日期, 餐次, 菜品) into the chosen grades; nothing is imported while a row is wrong. */
export function ImportCookbookModal({ open, onClose, grades, defaultGradeId }: ImportCookbookModalProps) {
  const template = useDownloadTemplate();
  const importRows = useImportCookbook();
  const [gradeIds, setGradeIds] = useState<number[]>(defaultGradeId ? [defaultGradeId] : []);
  return (
    <ImportModal
      title="导入食谱"
      subject={SUBJECT}
      open={open}
      onClose={onClose}
      ready={gradeIds.length > 0}
      maxRows={MAX_COOKBOOK_IMPORT_ROWS}
      maxBytes={MAX_BYTES}
      partialImport={false}
      importLabel="导入"
      describeOutcome={describeOutcome}
      onImport={({ fileContent, fileName }) => importRows.mutateAsync({ fileContent, fileName, gradeIds }).then(outcomeOf)}
      templateStep={
        <>
          <Button icon={<DownloadOutlined />} loading={template.isPending} onClick={() => template.mutate()}>
            下载食谱导入模板
          </Button>
          <div className="cookbook-muted">每行一道或几道菜品（用顿号分隔），日期所在的周即导入到的周；文件中出现的餐次会替换原有菜品。</div>
          <div className="cookbook-import__grades">
            <span>导入到年级：</span>
            <Checkbox.Group value={gradeIds} onChange={setGradeIds} options={grades.map((grade) => ({ value: grade.gradeId, label: grade.gradeName }))} />
          </div>
        </>
      }
    />
  );
}
