import { PlusOutlined } from '@ant-design/icons';
import { screen, waitFor } from '@testing-library/react';
import { Button, Input, Select, Table } from 'antd';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/providers';
import { keepScreenReaderLabelsChinese } from './screen-reader-labels';

describe('screen-reader labels', () => {
  let stop: () => void;
  beforeEach(() => {
    stop = keepScreenReaderLabelsChinese(document.body);
  });
  afterEach(() => stop());

  it('reads antd’s own English labels in Chinese, names its icon-only controls and hides decorating icons', async () => {
    renderWithProviders(
      <>
        <Button icon={<PlusOutlined />}>添加幼儿</Button>
        <Button icon={<PlusOutlined />} />
        <Input aria-label="姓名" allowClear defaultValue="王" />
        <Select aria-label="班级" allowClear open={false} value={1} options={[{ value: 1, label: '小一班' }]} />
        <Table rowKey="id" rowSelection={{}} columns={[{ title: '姓名', dataIndex: 'name' }]} dataSource={[{ id: 1, name: '王小明' }]} pagination={false} />
      </>,
    );
    await waitFor(() => expect(screen.getByRole('checkbox', { name: '全选' })).toBeTruthy());
    expect(screen.getByRole('checkbox', { name: '选择第1行' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '添加幼儿' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'plus' })).toBeTruthy();
    expect(document.querySelector('[aria-label="Clear"]')).toBeNull();
    expect(document.querySelectorAll('[aria-label="清除"]')).toHaveLength(2);
  });
});
