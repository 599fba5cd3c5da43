import { dutyItemEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { DutyItemService } from './duty-item.service.js';

export const dutyItemHandlers = (items: DutyItemService) =>
  handlersFor(dutyItemEndpoints, {
    getDutyItemList: (input, { db, session }) => items.list(db, session, input),
    addDutyItem: (input, { db }) => items.add(db, input),
    updateDutyItem: (input, { db }) => items.update(db, input),
    delDutyItem: (input, { db }) => items.remove(db, input.dutyItemId),
    useDefaultDutyItem: (_input, { db }) => items.useDefaults(db),
  });
