/** A small deterministic random source, so the demo school is the same on every machine. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const between = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, pick, between };
}

export type Random = ReturnType<typeof seededRandom>;

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const BOY_CHARS = '浩宇轩子涵博文俊杰昊然梓睿一诺辰逸晨阳铭泽宇航思远嘉懿沐宸皓天佑安景行承泽明哲煜城启航';
const GIRL_CHARS = '欣怡梓涵诗涵雨桐一诺可馨子萱语桐梦瑶佳怡思琪若汐芷若依诺雨萱安琪紫萱悦彤婉清书瑶沐晴';
const ADULT_CHARS = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍红燕建国春梅海波丹雪琳晓东';

export function personName(random: Random, sex: 1 | 2, adult: boolean): string {
  const chars = adult ? ADULT_CHARS : sex === 1 ? BOY_CHARS : GIRL_CHARS;
  const given = random.next() < 0.7 ? random.pick([...chars]) + random.pick([...chars]) : random.pick([...chars]);
  return random.pick([...SURNAMES]) + given;
}
