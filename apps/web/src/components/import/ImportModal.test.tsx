import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/providers';
import { ImportModal, type ImportModalProps } from './ImportModal';
import type { ImportOutcome } from './import-summary';

const failed: ImportOutcome = { totalRows: 2, importedRows: 0, failedRows: 1, errors: [{ rowNumber: 3, name: '', messages: ['食物管理中没有：不存在的菜'] }] };

function renderModal(props: Partial<ImportModalProps>) {
  const onImport = vi.fn<ImportModalProps['onImport']>(async () => failed);
  renderWithProviders(
    <ImportModal
      title="导入食谱"
      subject={{ noun: '菜品', unit: '行' }}
      open
      onClose={() => undefined}
      templateStep={<span>模板</span>}
      maxRows={1000}
      maxBytes={1_000_000}
      onImport={onImport}
      {...props}
    />,
  );
  return onImport;
}

async function importFile(button: string) {
  const workbook = new File(['x'], '食谱.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [workbook] } });
  await waitFor(() => expect(screen.getByRole('button', { name: button }).hasAttribute('disabled')).toBe(false));
  fireEvent.click(screen.getByRole('button', { name: button }));
}

describe('ImportModal', () => {
  it('for an all-or-nothing import, leaves out the wrong-rows step and tells the outcome in the screen’s words', async () => {
    const onImport = renderModal({
      partialImport: false,
      importLabel: '导入',
      describeOutcome: ({ failedRows }) => ({ status: 'error', title: `有 ${failedRows} 行不正确，未导入任何内容`, subTitle: '请按下表的原因修改文件后重新导入' }),
    });
    expect(screen.queryByText('有错误的行如何处理')).toBeNull();
    await importFile('导入');
    expect(await screen.findByText('有 1 行不正确，未导入任何内容')).toBeTruthy();
    expect(onImport.mock.lastCall?.[0]).toMatchObject({ fileName: '食谱.xlsx', onlyValidRows: false });
    expect(screen.getByText('食物管理中没有：不存在的菜')).toBeTruthy();
    // No report to download, and no name column for rows without names.
    expect(screen.queryByRole('button', { name: /下载错误报告/ })).toBeNull();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['行号', '错误原因']);
  });

  it('offers the error report of an import that keeps one', async () => {
    const onDownloadErrors = vi.fn(async () => undefined);
    renderModal({ subject: { noun: '幼儿', unit: '名', rowName: '幼儿姓名' }, onImport: async () => ({ ...failed, importId: 7 }), onDownloadErrors });
    expect(screen.getByText('有错误的行如何处理')).toBeTruthy();
    await importFile('开始导入');
    expect(await screen.findByText('有 1 行错误，本次未导入任何幼儿')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /下载错误报告/ }));
    await waitFor(() => expect(onDownloadErrors).toHaveBeenCalledWith(7));
  });
});
