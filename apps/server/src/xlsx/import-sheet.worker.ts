import { parentPort } from 'node:worker_threads';
import { sheetRowsOf, type SheetRequest } from './import-sheet.js';

parentPort!.on('message', async ({ id, input }: { id: number; input: SheetRequest }) => {
  parentPort!.postMessage({ id, answer: await sheetRowsOf(input) });
});
