import { ErrorCode } from '@yuanwu/shared';
import { describe, expect, it, vi } from 'vitest';
import { sampleXlsx } from '../../test/sample-files.js';
import { readImportSheet } from './import-workbook.js';

// The worker's deaths themselves are worker.test.ts's: here, only what an import answers for one.
const death = vi.hoisted(() => ({ error: new Error('stopped') as Error }));
vi.mock('./worker.js', () => ({ workerFunction: () => () => Promise.reject(death.error) }));

describe('reading an import workbook whose worker dies on it', () => {
  const read = async () => readImportSheet((await sampleXlsx()).toString('base64'), ['活动名称', '开始日期'], 10);

  it('refuses it as too much for memory when the worker ran out', async () => {
    death.error = Object.assign(new Error('Worker terminated due to reaching memory limit: JS heap out of memory'), { code: 'ERR_WORKER_OUT_OF_MEMORY' });
    await expect(read()).rejects.toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '文件内容过多，读取时超出内存上限，请分批导入' });
  });

  it('refuses it as unreadable when the worker stopped otherwise', async () => {
    death.error = new Error('worker ./import-sheet.worker stopped (1)');
    await expect(read()).rejects.toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '文件读取失败，请检查文件后重试' });
  });
});
