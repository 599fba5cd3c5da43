import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../app/navigation';

export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <div className="result-page">
      <Result
        status="404"
        title="页面不存在"
        subTitle="您访问的页面不存在或已被移除，请检查地址是否正确。"
        extra={
          <Button type="primary" onClick={() => navigate(HOME_PATH)}>
            返回首页
          </Button>
        }
      />
    </div>
  );
}
