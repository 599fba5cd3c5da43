// A file of its own: the console's router reads this path on its first load, and a bundler keeps the
// whole file of any constant it uses (the schemas' top-level calls with it).
/** The family-facing answering page, reached with `?token=` (the respondent's signed link). */
export const QUESTIONNAIRE_ANSWER_PATH = '/m/questionnaire';
