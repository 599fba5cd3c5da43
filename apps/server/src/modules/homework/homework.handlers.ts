import { homeworkEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { HomeworkService } from './homework.service.js';

export const homeworkHandlers = (homework: HomeworkService) =>
  handlersFor(homeworkEndpoints, {
    addHomework: (input, { db, session }) => homework.add(db, session, input),
  });
