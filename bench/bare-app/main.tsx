// The baseline of the console's bundle and LCP: React 19 and antd 6 with the parts every screen uses, nothing else.
import { Button, ConfigProvider, Layout, Table } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { createRoot } from 'react-dom/client';

const rows = Array.from({ length: 10 }, (_row, index) => ({ key: index, name: `幼儿${index + 1}`, className: '小一班' }));

createRoot(document.getElementById('root')!).render(
  <ConfigProvider locale={zhCN}>
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ color: '#fff' }}>园务</Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <Button type="primary">新增幼儿</Button>
        <Table columns={[{ title: '姓名', dataIndex: 'name' }, { title: '班级', dataIndex: 'className' }]} dataSource={rows} />
      </Layout.Content>
    </Layout>
  </ConfigProvider>,
);
