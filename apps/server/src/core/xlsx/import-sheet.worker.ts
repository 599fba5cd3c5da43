import { parentPort } from 'node:worker_threads';
import { sheetRowsOf, type SheetRequest } from './import-sheet.js';

parentPort!.on('message', async (input: SheetRequest) => {
  parentPort!.postMessage(await sheetRowsOf(input));
});
