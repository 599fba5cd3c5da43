import { z } from 'zod';

/**
 * Texts people type, and which of them take emoji: decided here once for every form and call.
 *
 * Names (of people, classes, grades, departments, posts, roles, school years, holidays, foods,
 * areas, activities) take no emoji: they are printed on rosters and labels, exported to
 * spreadsheets, shown by card machines and sent in SMS, where an emoji becomes a box or a question
 * mark, and they are what people search and sort by.
 * Free text (contents, goals, remarks) takes any character: it is written for people to read on a
 * screen, where a 👍 is part of what was said.
 *
 * Both are trimmed, and refused, never cut, past their limit, with a message naming it: a form
 * counts the characters as they are typed (the limit is the schema's `maxLength`).
 */
const PICTOGRAPH = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;

/** A required name of at most `max` characters, without emoji. */
export const nameText = (what: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `请填写${what}`)
    .max(max, `${what}最多${max}字`)
    .refine((value) => !PICTOGRAPH.test(value), `${what}不能包含表情符号`);

/** Required free text of at most `max` characters; emoji welcome. */
export const freeText = (what: string, max: number) => z.string().trim().min(1, `请填写${what}`).max(max, `${what}最多${max}字`);

/** Optional free text: absent, null and '' all mean none (null). */
export const optionalText = (what: string, max: number) =>
  z.preprocess((value) => value ?? '', z.string().trim().max(max, `${what}最多${max}字`)).transform((value) => value || null);
