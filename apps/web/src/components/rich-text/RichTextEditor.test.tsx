import { fireEvent, screen } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/providers';
import { RichTextEditor } from './RichTextEditor';

function renderEditor(initialContent: string) {
  renderWithProviders(
    <Form initialValues={{ content: initialContent }}>
      <Form.Item name="content" label="正文">
        <RichTextEditor imageKind="SchoolNewsImage" placeholder="请输入正文" />
      </Form.Item>
    </Form>,
  );
}

describe('RichTextEditor', () => {
  // Editing needs a browser's layout (the browser tests write articles and notices with it).
  it('shows the form’s HTML with its placeholder', async () => {
    renderEditor('<p>运动会<strong>开幕</strong></p>');
    const content = await screen.findByRole('textbox');
    expect(content.innerHTML).toContain('<strong>开幕</strong>');
    expect(content.getAttribute('aria-placeholder')).toBe('请输入正文');
  });

  it('offers the formatting a school uses, and a picture upload', async () => {
    renderEditor('');
    for (const name of ['标题', '加粗', '斜体', '下划线', '删除线', '无序列表', '有序列表', '链接', '插入图片', '撤销', '重做']) {
      expect(await screen.findByRole('button', { name })).toBeTruthy();
    }
  });

  it('takes only http(s) links, and says so under the address', async () => {
    renderEditor('<p>官网</p>');
    fireEvent.click(await screen.findByRole('button', { name: '链接' }));
    fireEvent.change(await screen.findByLabelText('链接地址'), { target: { value: 'javascript:alert(1)' } });
    expect(await screen.findByText('请输入以 http:// 或 https:// 开头的链接')).toBeTruthy();
  });
});
