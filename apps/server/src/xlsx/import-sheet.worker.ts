import { parentPort, workerData } from 'node:worker_threads';
import { sheetRowsOf, type SheetRequest } from './import-sheet.js';

parentPort!.postMessage(await sheetRowsOf(workerData as SheetRequest));
