import { familyEndpoints, familySettingEndpoints, familyTeacherEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { FamilySessionService } from './family-session.service.js';
import { familyVisitor, teacherVisitor, type FamilyService } from './family.service.js';
import type { FamilySettings } from './family-settings.js';

export const familyHandlers = (sessions: FamilySessionService, family: FamilyService) =>
  handlersFor(familyEndpoints, {
    sendCode: (input) => sessions.sendCode(input.phone),
    login: (input, { ip }) => sessions.login(input, { ip }),
    getAccount: (_input, context) => sessions.account(context.family),
    pickChild: (input, context) => sessions.pickChild(context.family, input.childId),
    logout: (_input, context) => sessions.logout(context.family),
    getNoticeList: (input, { db, family: who }) => family.notices(db, familyVisitor(who), input),
    readNotice: (input, { db, family: who }) => family.readNotice(db, familyVisitor(who), input.noticeId),
    getNewsList: (input, context) => family.news(familyVisitor(context.family), input),
    readNews: (input, context) => family.readNews(familyVisitor(context.family), input.newsId),
    getCommentList: (input, context) => family.comments(context.family, input),
    addComment: (input, context) => family.addComment(context.family, input),
    deleteComment: (input, context) => family.deleteComment(context.family, input.commentId),
    getQuestionnaireList: (_input, context) => family.questionnaires(familyVisitor(context.family)),
    getQuestionnaire: (input, context) => family.questionnaire(familyVisitor(context.family), input.questionnaireId),
    submitAnswer: (input, context) => family.submitAnswer(familyVisitor(context.family), input),
    getVoteList: (_input, { db, family: who }) => family.votes(db, familyVisitor(who)),
    getVote: (input, { db, family: who }) => family.vote(db, familyVisitor(who), input.activityId),
    joinVote: (input, { db, family: who }) => family.joinVote(db, who, input),
    vote: (input, { db, family: who }) => family.castVote(db, familyVisitor(who), input),
    getVoteRanking: (input, { db }) => family.ranking(db, input),
    uploadFile: (input, { db, family: who, log }) => family.upload(db, who, input, log),
    getUploadStatus: (input, { db, family: who }) => family.uploadStatus(db, who, input.uploadId),
    getLeaveList: (_input, { db, family: who }) => family.leaves(db, who),
    addLeave: (input, { db, family: who }) => family.addLeave(db, who, input),
    cancelLeave: (input, { db, family: who }) => family.cancelLeave(db, who, input.leaveId),
    getHomeworkList: (_input, { db, family: who }) => family.homework(db, who),
    signHomework: (input, { db, family: who }) => family.signHomework(db, who, input),
    getMessageList: (_input, { db, family: who }) => family.messages(db, who),
  });

/** A teacher's calls of the family page: the same reading, answering and voting as a family's, as the teacher; and the roll call. */
export const familyTeacherHandlers = (sessions: FamilySessionService, family: FamilyService) =>
  handlersFor(familyTeacherEndpoints, {
    login: (input, { ip }) => sessions.teacherLogin(input, { ip }),
    getAccount: (_input, { teacher }) => sessions.teacherAccount(teacher),
    pickSchool: (input, { teacher }) => sessions.pickTeacherSchool(teacher, input.schoolId),
    logout: (_input, { teacher }) => sessions.teacherLogout(teacher),
    getNoticeList: (input, { db, teacher }) => family.notices(db, teacherVisitor(teacher), input),
    readNotice: (input, { db, teacher }) => family.readNotice(db, teacherVisitor(teacher), input.noticeId),
    getNewsList: (input, { teacher }) => family.news(teacherVisitor(teacher), input),
    readNews: (input, { teacher }) => family.readNews(teacherVisitor(teacher), input.newsId),
    getQuestionnaireList: (_input, { teacher }) => family.questionnaires(teacherVisitor(teacher)),
    getQuestionnaire: (input, { teacher }) => family.questionnaire(teacherVisitor(teacher), input.questionnaireId),
    submitAnswer: (input, { teacher }) => family.submitAnswer(teacherVisitor(teacher), input),
    getVoteList: (_input, { db, teacher }) => family.votes(db, teacherVisitor(teacher)),
    getVote: (input, { db, teacher }) => family.vote(db, teacherVisitor(teacher), input.activityId),
    vote: (input, { db, teacher }) => family.castVote(db, teacherVisitor(teacher), input),
    getVoteRanking: (input, { db }) => family.ranking(db, input),
    getRollCall: (_input, { db, teacher }) => family.rollCall(db, teacher),
    markRollCall: (input, { db, teacher }) => family.markRollCall(db, teacher, input),
  });

export const familySettingHandlers = (settings: FamilySettings) =>
  handlersFor(familySettingEndpoints, {
    getAbsenceNoticeSetting: (_input, { db }) => settings.absenceNoticeSetting(db),
    setAbsenceNoticeSetting: (input, { db }) => settings.setAbsenceNoticeSetting(db, input.notifyTime),
  });
