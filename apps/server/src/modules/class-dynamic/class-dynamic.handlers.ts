import { classDynamicEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { ClassDynamicService } from './class-dynamic.service.js';

export const classDynamicHandlers = (dynamics: ClassDynamicService) =>
  handlersFor(classDynamicEndpoints, {
    getStudentAlbumList: (input, { db }) => dynamics.studentAlbum(db, input),
    getDynamicList: (input, { db }) => dynamics.list(db, input),
    getClassDynamicTypeList: () => dynamics.types(),
    getRecordAppraiseDetail: (input, { db }) => dynamics.appraiseDetail(db, input.dynamicId),
    checkDynamic: (input, { db, session }) => dynamics.check(db, session, input),
    delPhotoAndVideo: (input, { db, session }) => dynamics.removeMedia(db, session, input.mediaIds),
    delClassDynamic: (input, { db, session }) => dynamics.remove(db, session, input.dynamicId),
    getCheckSetting: (_input, { db }) => dynamics.checkSetting(db),
    setCheckSetting: (input, { db, session }) => dynamics.saveCheckSetting(db, session, input.needsCheck),
    addClassDynamic: (input, { db, session }) => dynamics.add(db, session, input),
  });
