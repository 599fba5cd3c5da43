import { fileEndpoints, NoticeAudience, NoticeReceivers } from '@yuanwu/shared';
import { addSeconds, iso } from '../../clock.js';
import type { Random } from '../../core/demo-random.js';
import type { DemoPlan } from '../../core/module.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { demoMedia, type DemoPhoto } from '../files/index.js';
import { ReaderType, seedReads } from '../read-receipt/index.js';
import * as repository from './notice.repository.js';
import { NOTICE_TARGET } from './notice.service.js';

interface NoticePlan {
  title: string;
  /** Paragraphs; `**text**` is bold. */
  paragraphs: string[];
  audienceType: NoticeAudience;
  receiverType: NoticeReceivers;
  /** The grade levels (1 托班 ... 4 大班) of a grade notice, or whose first class a class notice names. */
  levels?: number[];
  /** Days before today it went out; negative: scheduled that many days ahead. */
  daysAgo: number;
  picture?: DemoPhoto;
  /** A first wording, replaced after it was published. */
  firstTitle?: string;
}

const NOTICES: NoticePlan[] = [
  {
    title: '关于2027年寒假放假安排的通知',
    paragraphs: ['各位家长、老师：', '根据教育局校历安排，本园寒假时间为 **2027年1月22日至2月20日**，2月21日（周日）正常入园。', '假期中请家长合理安排孩子作息，注意饮食与出行安全，每天陪孩子阅读半小时。'],
    audienceType: NoticeAudience.SCHOOL,
    receiverType: NoticeReceivers.BOTH,
    daysAgo: 1,
    firstTitle: '关于寒假放假安排的通知',
  },
  {
    title: '冬季传染病预防温馨提示',
    paragraphs: ['近期流感、诺如病毒进入高发期，请家长每天早晨为孩子测量体温。', '孩子如有**发热、呕吐、腹泻**等症状，请在家休息并及时就医，痊愈后凭医院证明返园。', '园内每日对活动室、玩具进行紫外线与含氯消毒，感谢家长的配合。'],
    audienceType: NoticeAudience.SCHOOL,
    receiverType: NoticeReceivers.FAMILIES,
    daysAgo: 3,
    picture: 'meal',
  },
  {
    title: '元旦迎新文艺汇演邀请函',
    paragraphs: ['亲爱的家长朋友们：', '12月30日上午9:00，幼儿园将在大操场举行“迎新年”文艺汇演，孩子们准备了歌舞、童话剧与诗朗诵。', '诚邀每个家庭**一位家长**入园观看，请于8:40前凭接送卡入园。'],
    audienceType: NoticeAudience.SCHOOL,
    receiverType: NoticeReceivers.BOTH,
    daysAgo: 5,
    picture: 'birthday',
  },
  {
    title: '大班幼小衔接专题家长会通知',
    paragraphs: ['大班各位家长：', '本周四下午16:30在多功能厅召开幼小衔接专题家长会，邀请小学一年级老师分享入学准备经验。', '请每个家庭至少一位家长参加，会议约一小时。'],
    audienceType: NoticeAudience.GRADES,
    receiverType: NoticeReceivers.BOTH,
    levels: [4],
    daysAgo: 2,
  },
  {
    title: '小班家长半日开放活动安排',
    paragraphs: ['小班家长朋友们：', '下周三上午8:30-11:00为小班家长半日开放活动，您将看到孩子的晨间锻炼、集体教学与区域游戏。', '请**穿平底鞋、关闭手机铃声**，观摩时不打扰孩子的活动。'],
    audienceType: NoticeAudience.GRADES,
    receiverType: NoticeReceivers.FAMILIES,
    levels: [2],
    daysAgo: 6,
    picture: 'reading',
  },
  {
    title: '托班入园适应期作息调整',
    paragraphs: ['托班家长：', '入园适应期内，托班离园时间提前到**15:30**，下月起恢复正常作息。', '请为孩子准备一套备用衣物，写好姓名放在书包里。'],
    audienceType: NoticeAudience.GRADES,
    receiverType: NoticeReceivers.FAMILIES,
    levels: [1],
    daysAgo: 12,
  },
  {
    title: '下周一请带秋季外套',
    paragraphs: ['各位家长：', '下周一起气温明显下降，户外活动时间不变，请为孩子带一件**便于穿脱的外套**，并在衣领处写上名字。'],
    audienceType: NoticeAudience.CLASSES,
    receiverType: NoticeReceivers.FAMILIES,
    levels: [2, 3],
    daysAgo: 4,
    picture: 'playground',
  },
  {
    title: '秋季体检结果已发放',
    paragraphs: ['本学期幼儿体检已完成，体检结果已随书包带回，请家长查收。', '个别孩子需复查视力或血常规的，保健老师已单独联系，请在两周内完成复查。'],
    audienceType: NoticeAudience.SCHOOL,
    receiverType: NoticeReceivers.FAMILIES,
    daysAgo: 9,
  },
  {
    title: '教职工消防安全培训',
    paragraphs: ['全体教职工：', '本周五14:00在多功能厅进行消防安全培训，消防中队讲解灭火器使用与疏散组织，培训后进行实操考核。', '请各班安排好午睡值守，**保育员轮流参加**。'],
    audienceType: NoticeAudience.STAFF,
    receiverType: NoticeReceivers.STAFF,
    daysAgo: 7,
    picture: 'climbing',
  },
  {
    title: '接送安全提醒：请使用接送卡',
    paragraphs: ['为保障孩子安全，接送时请刷接送卡，老师确认后再将孩子交给接送人。', '临时委托他人接送的，请**提前在家长端登记**接送人信息，未登记者老师将不予交接。'],
    audienceType: NoticeAudience.SCHOOL,
    receiverType: NoticeReceivers.FAMILIES,
    daysAgo: 15,
  },
  {
    title: '关于开展“读书节”活动的通知',
    paragraphs: ['各位家长、老师：', '下周将开展为期一周的读书节活动：好书漂流、亲子共读打卡、故事大王比赛。', '请每个孩子带**一本自己喜欢的绘本**，写上名字，活动结束后带回。'],
    audienceType: NoticeAudience.SCHOOL,
    receiverType: NoticeReceivers.BOTH,
    daysAgo: -3,
    picture: 'reading',
  },
  {
    title: '本周五教职工例会',
    paragraphs: ['本周五16:30召开教职工例会，内容：期末工作安排、年终考核说明。', '请各年级组长提前准备本年级工作小结。'],
    audienceType: NoticeAudience.STAFF,
    receiverType: NoticeReceivers.STAFF,
    daysAgo: -1,
  },
];

const DOWNLOAD_PATH = fileEndpoints.download.java!.path;
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const paragraphHtml = (text: string) => `<p>${escapeHtml(text).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')}</p>`;

function contentOf(plan: NoticePlan, pictureId: number | undefined): string {
  const picture = pictureId ? `<p><img src="${DOWNLOAD_PATH}?fileId=${pictureId}" alt="${plan.title}"></p>` : '';
  return plan.paragraphs.map(paragraphHtml).join('') + picture;
}

/** A dozen notices of the term: the whole school's, grades', classes' and the staff's, two scheduled, some with a picture and an edit. */
export async function seedNotices(db: SchoolDb, plan: DemoPlan & { random: Random }): Promise<void> {
  const { random } = plan;
  const principal = await db
    .selectFrom('teacher')
    .innerJoin('post', 'post.id', 'teacher.postId')
    .select('teacher.id')
    .where('post.name', '=', '园长')
    .orderBy('teacher.id')
    .executeTakeFirst();
  const year = await db.selectFrom('schoolYear').select('id').where('startDate', '<=', plan.today).orderBy('startDate', 'desc').limit(1).executeTakeFirst();
  if (!principal || !year) return;
  const classes = await db
    .selectFrom('schoolClass')
    .innerJoin('grade', 'grade.id', 'schoolClass.gradeId')
    .select(['schoolClass.id', 'schoolClass.gradeId', 'grade.level'])
    .where('schoolClass.schoolYearId', '=', year.id)
    .orderBy('grade.level')
    .orderBy('schoolClass.id')
    .execute();
  const media = await demoMedia(db);

  for (const notice of NOTICES) {
    const levels = notice.levels ?? [];
    const gradeIds = notice.audienceType === NoticeAudience.GRADES ? [...new Set(classes.filter((row) => levels.includes(row.level)).map((row) => row.gradeId))] : [];
    const classIds = notice.audienceType === NoticeAudience.CLASSES ? levels.flatMap((level) => classes.find((row) => row.level === level)?.id ?? []) : [];
    if ((notice.audienceType === NoticeAudience.GRADES && !gradeIds.length) || (notice.audienceType === NoticeAudience.CLASSES && !classIds.length)) continue;
    const pictureId = notice.picture ? media.picture('NoticeImage', notice.picture) : undefined;
    const publishAt = plan.daysAgo(notice.daysAgo);
    const createdAt = notice.daysAgo > 0 ? publishAt : plan.daysAgo(1);
    const content = contentOf(notice, pictureId);
    const noticeId = await repository.insertNotice(db, {
      title: notice.firstTitle ?? notice.title,
      content,
      audienceType: notice.audienceType,
      receiverType: notice.receiverType,
      videoFileId: null,
      publishAt,
      createdBy: principal.id,
      createdAt,
      updatedAt: createdAt,
    });
    await repository.replaceNoticeLinks(db, noticeId, { gradeIds, classIds, fileIds: [] });
    if (notice.firstTitle) {
      const editedAt = iso(addSeconds(new Date(publishAt), 3600));
      await repository.insertEdit(db, { noticeId, editedBy: principal.id, editedAt, previousTitle: notice.firstTitle, previousContent: content });
      await repository.updateNotice(db, noticeId, { title: notice.title, updatedAt: editedAt });
    }
    if (notice.daysAgo <= 0) continue;
    const audience = gradeIds.length ? { gradeIds } : classIds.length ? { classIds } : { all: true as const };
    const staff = notice.receiverType === NoticeReceivers.FAMILIES ? [] : await repository.staffOf(db, audience);
    const families = notice.receiverType === NoticeReceivers.STAFF ? [] : await repository.familiesOf(db, audience);
    const readers = [
      ...staff.map((teacher) => ({ readerType: ReaderType.TEACHER, readerId: teacher.id })),
      ...[...new Set(families.map((family) => family.guardianId))].map((guardianId) => ({ readerType: ReaderType.PARENT, readerId: guardianId })),
    ];
    // The older a notice, the more have read it.
    await seedReads(db, { targetType: NOTICE_TARGET, targetId: noticeId }, readers, publishAt, Math.min(0.9, 0.35 + notice.daysAgo * 0.05), random);
  }
}
