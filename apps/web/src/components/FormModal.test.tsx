import { useMutation } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { classGroupEndpoints, departmentEndpoints, ErrorCode, nameText } from '@yuanwu/shared';
import { Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { showUnderField } from '../api/field-errors';
import { createQueryClient } from '../app/query-client';
import { renderWithProviders } from '../test/providers';
import { FormModal } from './FormModal';
import { lengthCount, ruleFrom } from './form-rules';

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

  describe('a refusal of the server naming a field', () => {
    /** The console's client against a server that refuses every call with `body`. */
    function refusingClient(body: unknown) {
      const notify = vi.fn();
      const fetch = vi.fn(async () => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }));
      const client = createApiClient({ fetch, session: { token: () => 'token', setToken: vi.fn(), clear: vi.fn() }, notify, goToLogin: vi.fn(), showUnderField });
      return { client, notify };
    }

    /** 新建班级 with one field, saved through `client`, submitted. */
    async function submitClassModal(client: ReturnType<typeof refusingClient>['client'], onClose = vi.fn()) {
      renderWithProviders(
        <FormModal<{ className: string }>
          title="新建班级"
          open
          onClose={onClose}
          onSubmit={({ className }) => client.call(classGroupEndpoints.addClass, { yearId: 1, gradeId: 1, className })}
          initialValues={{ className: '小一班' }}
        >
          <Form.Item name="className" label="班级名称">
            <Input />
          </Form.Item>
        </FormModal>,
      );
      fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    }

    it('shows under that field instead of a toast, and the modal stays open', async () => {
      const { client, notify } = refusingClient({ code: ErrorCode.CLASS_NAME_REPEATED, message: '本学年已有班级「小一班」', data: null, field: 'className' });
      const onClose = vi.fn();
      await submitClassModal(client, onClose);
      expect(await screen.findByText('本学年已有班级「小一班」')).toBeTruthy();
      expect(screen.getByLabelText('班级名称').getAttribute('aria-invalid')).toBe('true');
      expect(notify).not.toHaveBeenCalled();
      expect(onClose).not.toHaveBeenCalled();
    });

    it('finds the form’s field when the form names it otherwise, from the legacy envelope too', async () => {
      const { client, notify } = refusingClient({ ResponseStatus: 2, ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '已有部门「后勤部」', Data: null, ErrorField: 'DepartmentName' });
      renderWithProviders(
        <FormModal<{ name: string }>
          title="添加部门"
          open
          onClose={vi.fn()}
          onSubmit={({ name }) => client.call({ ...departmentEndpoints.addDepartment, java: undefined }, { departmentName: name })}
          initialValues={{ name: '后勤部' }}
          serverFields={{ departmentName: 'name' }}
        >
          <Form.Item name="name" label="部门名称">
            <Input />
          </Form.Item>
        </FormModal>,
      );
      fireEvent.click(await screen.findByRole('button', { name: '确定' }));
      expect(await screen.findByText('已有部门「后勤部」')).toBeTruthy();
      expect(notify).not.toHaveBeenCalled();
    });

    it('leaves out the parameter’s name the message starts with: the field itself says which', async () => {
      const { client } = refusingClient({ code: ErrorCode.INVALID_PARAMS, message: '参数 className 班级名称最多20字', data: null, field: 'className' });
      await submitClassModal(client);
      expect(await screen.findByText('班级名称最多20字')).toBeTruthy();
    });

    it('is said once, in a toast, when the form has no such field', async () => {
      const { client, notify } = refusingClient({ code: ErrorCode.CLASS_NAME_REPEATED, message: '本学年已有班级「小一班」', data: null, field: 'className' });
      function GradeModal() {
        const addClass = useMutation({ mutationFn: () => client.call(classGroupEndpoints.addClass, { yearId: 1, gradeId: 1, className: '小一班' }) });
        return (
          <FormModal<GradeValues> title="编辑年级" open onClose={vi.fn()} onSubmit={() => addClass.mutateAsync()} initialValues={{ gradeName: '小班' }}>
            <Form.Item name="gradeName" label="年级名称">
              <Input />
            </Form.Item>
          </FormModal>
        );
      }
      renderWithProviders(<GradeModal />, createQueryClient(notify));
      fireEvent.click(await screen.findByRole('button', { name: '确定' }));
      await waitFor(() => expect(notify).toHaveBeenCalledWith('本学年已有班级「小一班」'));
      expect(notify).toHaveBeenCalledOnce();
      expect(screen.queryByText('本学年已有班级「小一班」')).toBeNull();
    });
  });

  it('keeps a pasted name past its limit whole, counts it and refuses it with the limit', async () => {
    const className = nameText('班级名称', 20);
    const onSubmit = vi.fn(async () => undefined);
    renderWithProviders(
      <FormModal<{ className: string }> title="新建班级" open onClose={vi.fn()} onSubmit={onSubmit}>
        <Form.Item name="className" label="班级名称" rules={[ruleFrom(className)]}>
          <Input count={lengthCount(className)} />
        </Form.Item>
      </FormModal>,
    );
    const pasted = '向日葵班'.repeat(50);
    fireEvent.change(await screen.findByLabelText('班级名称'), { target: { value: pasted } });
    expect((screen.getByLabelText('班级名称') as HTMLInputElement).value).toBe(pasted);
    expect(screen.getByText('200 / 20')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('班级名称最多20字')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
