/**
 * The curriculum library's fixed lists: subjects with their covers, who sees a lesson (visibility),
 * where a listed lesson comes from (source), and the activity types a lesson is taught as.
 */

/** 健康, 科学, 艺术, 社会, 数学, 音乐, 语言, 其他: the subjects a lesson is filed under. */
export const CourseSubject = { HEALTH: 1, SCIENCE: 2, ART: 3, SOCIAL: 4, MATH: 5, MUSIC: 6, LANGUAGE: 7, OTHER: 8 } as const;
export type CourseSubject = (typeof CourseSubject)[keyof typeof CourseSubject];
export const courseSubjects = Object.values(CourseSubject);

interface SubjectStyle {
  name: string;
  /** The cover's two gradient colours. */
  colours: [string, string];
  /** The cover's picture: SVG shapes drawn in a 320 × 180 box, on the right. */
  picture: string;
}

const WHITE = 'fill="#ffffff" fill-opacity="0.9"';
const subjectStyles: Record<CourseSubject, SubjectStyle> = {
  1: { name: '健康', colours: ['#ff8a80', '#e53935'], picture: `<path d="M250 132 L212 96 A22 22 0 0 1 250 66 A22 22 0 0 1 288 96 Z" ${WHITE}/>` },
  2: {
    name: '科学',
    colours: ['#80deea', '#00838f'],
    picture: `<circle cx="250" cy="90" r="9" ${WHITE}/><ellipse cx="250" cy="90" rx="44" ry="16" fill="none" stroke="#fff" stroke-width="5"/><ellipse cx="250" cy="90" rx="44" ry="16" fill="none" stroke="#fff" stroke-width="5" transform="rotate(60 250 90)"/><ellipse cx="250" cy="90" rx="44" ry="16" fill="none" stroke="#fff" stroke-width="5" transform="rotate(-60 250 90)"/>`,
  },
  3: {
    name: '艺术',
    colours: ['#ce93d8', '#8e24aa'],
    picture: `<ellipse cx="250" cy="92" rx="50" ry="38" ${WHITE}/><circle cx="228" cy="78" r="8" fill="#e53935"/><circle cx="252" cy="70" r="8" fill="#fdd835"/><circle cx="274" cy="82" r="8" fill="#43a047"/><circle cx="266" cy="106" r="8" fill="#1e88e5"/>`,
  },
  4: {
    name: '社会',
    colours: ['#ffcc80', '#ef6c00'],
    picture: `<circle cx="228" cy="72" r="14" ${WHITE}/><circle cx="272" cy="72" r="14" ${WHITE}/><path d="M204 130 Q228 88 252 130 Z" ${WHITE}/><path d="M248 130 Q272 88 296 130 Z" ${WHITE}/>`,
  },
  5: {
    name: '数学',
    colours: ['#90caf9', '#1565c0'],
    picture: `<rect x="206" y="56" width="36" height="36" rx="6" ${WHITE}/><rect x="258" y="56" width="36" height="36" rx="6" ${WHITE}/><rect x="206" y="100" width="36" height="36" rx="6" ${WHITE}/><circle cx="276" cy="118" r="18" ${WHITE}/>`,
  },
  6: {
    name: '音乐',
    colours: ['#f48fb1', '#c2185b'],
    picture: `<rect x="236" y="52" width="8" height="64" ${WHITE}/><rect x="276" y="44" width="8" height="64" ${WHITE}/><path d="M236 52 L284 44 L284 58 L236 66 Z" ${WHITE}/><ellipse cx="230" cy="118" rx="14" ry="10" ${WHITE}/><ellipse cx="270" cy="110" rx="14" ry="10" ${WHITE}/>`,
  },
  7: {
    name: '语言',
    colours: ['#a5d6a7', '#2e7d32'],
    picture: `<path d="M204 60 h92 a10 10 0 0 1 10 10 v44 a10 10 0 0 1 -10 10 h-56 l-20 18 v-18 h-16 a10 10 0 0 1 -10 -10 v-44 a10 10 0 0 1 10 -10 z" ${WHITE}/><circle cx="230" cy="92" r="6" fill="#2e7d32"/><circle cx="250" cy="92" r="6" fill="#2e7d32"/><circle cx="270" cy="92" r="6" fill="#2e7d32"/>`,
  },
  8: {
    name: '其他',
    colours: ['#b0bec5', '#546e7a'],
    picture: `<path d="M250 48 L262 80 L296 82 L270 104 L279 136 L250 118 L221 136 L230 104 L204 82 L238 80 Z" ${WHITE}/>`,
  },
};

export const courseSubjectLabel = Object.fromEntries(courseSubjects.map((subject) => [subject, subjectStyles[subject].name])) as Record<CourseSubject, string>;

/**
 * A subject's cover, drawn as an SVG picture: a lesson without a cover of its own shows its subject's.
 * Made here rather than kept as files, so the console and every API client get the same picture.
 */
export function subjectCoverSvg(subject: CourseSubject): string {
  const { name, colours, picture } = subjectStyles[subject];
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient></defs>`,
    '<rect width="320" height="180" fill="url(#g)"/>',
    '<circle cx="40" cy="160" r="60" fill="#ffffff" fill-opacity="0.12"/>',
    picture,
    `<text x="28" y="104" font-family="PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif" font-size="40" font-weight="bold" fill="#ffffff">${name}</text>`,
    '</svg>',
  ].join('');
}

/** The cover as a data URL, usable as an image's `src` anywhere. */
export const subjectCoverUrl = (subject: CourseSubject) => `data:image/svg+xml;base64,${base64OfText(subjectCoverSvg(subject))}`;

function base64OfText(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Who sees a lesson: 公开 every school of the group, 仅订阅可见 the group's branches of its school, 私有 its author, 仅本园 its school. */
export const CourseVisibility = { PUBLIC: 1, SUBSCRIBERS: 2, PRIVATE: 3, SCHOOL: 4 } as const;
export type CourseVisibility = (typeof CourseVisibility)[keyof typeof CourseVisibility];
export const courseVisibilities = Object.values(CourseVisibility);
export const courseVisibilityLabel: Record<CourseVisibility, string> = { 1: '公开', 2: '仅订阅可见', 3: '私有', 4: '仅本园' };

/** Where a listed lesson comes from: the school's own, shared by another school of the group, or copied into the school. */
export const CourseSource = { OWN: 1, GROUP: 2, COPIED: 3 } as const;
export type CourseSource = (typeof CourseSource)[keyof typeof CourseSource];
export const courseSources = Object.values(CourseSource);
export const courseSourceLabel: Record<CourseSource, string> = { 1: '本园原创', 2: '集团共享', 3: '复制' };

/** How a lesson is taught. */
export const courseActivityTypes = ['集体教学活动', '区域活动', '游戏活动', '户外活动', '生活活动', '主题活动'] as const;

/** The periods (节次) of a school day a lesson may take. */
export const LESSON_SECTIONS = [1, 2, 3, 4, 5, 6] as const;
export const lessonSectionLabel = (section: number) => `第${section}节`;
