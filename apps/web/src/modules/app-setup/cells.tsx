import { Tag } from 'antd';
import { minuteOf } from '../../components/dates';

/** Whether the app is installed, as a tag. */
export const installedTag = (installed: boolean) => (installed ? <Tag color="green">已安装</Tag> : <Tag>未安装</Tag>);

/** When someone signed in, to the minute, or a dash for never. */
export const loginTime = (at: string | null) => (at ? minuteOf(at) : '—');
