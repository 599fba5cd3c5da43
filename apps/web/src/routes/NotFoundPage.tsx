import { HOME_PATH } from '../app/navigation';
import { RecordNotFound } from '../components/RecordNotFound';

export default function NotFoundPage() {
  return <RecordNotFound title="页面不存在" subTitle="您访问的页面不存在或已被移除，请检查地址是否正确。" backTo={HOME_PATH} backLabel="返回首页" />;
}
