import { classDynamicEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { ClassDynamicService } from './class-dynamic.service.js';

export const classDynamicHandlers = (dynamics: ClassDynamicService) =>
  handlersFor(classDynamicEndpoints, {
    getStudentAlbumList: (input, { db }) => dynamics.studentAlbum(db, input),
  });
