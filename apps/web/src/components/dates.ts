import dayjs from 'dayjs';

export const DATE_FORMAT = 'YYYY-MM-DD';

/** Today as the server writes dates. */
export const todayText = () => dayjs().format(DATE_FORMAT);

/** The local day of a time the server wrote in ISO-8601 (UTC). */
export const dayOf = (time: string) => dayjs(time).format(DATE_FORMAT);
/** The local day and minute of a time the server wrote in ISO-8601 (UTC). */
export const minuteOf = (time: string) => dayjs(time).format('YYYY-MM-DD HH:mm');
