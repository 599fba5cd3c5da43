import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/providers';
import { FormModal } from './FormModal';

interface GradeValues {
  gradeName: string;
}

function renderModal(onSubmit: (values: GradeValues) => Promise<unknown>, onClose = vi.fn()) {
  renderWithProviders(
    <FormModal<GradeValues> title="编辑年级" open onClose={onClose} onSubmit={onSubmit} initialValues={{ gradeName: '小班' }}>
      <Form.Item name="gradeName" label="年级名称" rules={[{ required: true, message: '请输入年级名称' }]}>
        <Input />
      </Form.Item>
    </FormModal>,
  );
  return onClose;
}

describe('FormModal', () => {
  it('opens filled with the initial values and submits the edited ones', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const onClose = renderModal(onSubmit);
    const input = await screen.findByLabelText('年级名称');
    expect((input as HTMLInputElement).value).toBe('小班');
    fireEvent.change(input, { target: { value: '中班' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ gradeName: '中班' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it('does not submit what fails validation', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderModal(onSubmit);
    fireEvent.change(await screen.findByLabelText('年级名称'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入年级名称')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('stays open when saving fails', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new Error('年级名称重复')));
    const onClose = renderModal(onSubmit);
    await screen.findByLabelText('年级名称');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('gives its fields ids of their own, apart from a filter bar with the same field', async () => {
    renderWithProviders(
      <>
        <Form>
          <Form.Item name="gradeName" label="筛选年级">
            <Input />
          </Form.Item>
        </Form>
        <FormModal<GradeValues> title="编辑年级" open onClose={vi.fn()} onSubmit={vi.fn()}>
          <Form.Item name="gradeName" label="年级名称">
            <Input />
          </Form.Item>
        </FormModal>
      </>,
    );
    const modalField = await screen.findByLabelText('年级名称');
    expect(modalField).not.toBe(screen.getByLabelText('筛选年级'));
  });

  it('closes on 取消 without submitting', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const onClose = renderModal(onSubmit);
    fireEvent.click(await screen.findByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
