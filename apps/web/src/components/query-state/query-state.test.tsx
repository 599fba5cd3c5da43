import { useQuery } from '@tanstack/react-query';
import { ErrorCode } from '@yuanwu/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { renderWithProviders } from '../../test/providers';
import { QuerySelect } from './QuerySelect';
import { QueryState } from './QueryState';
import { QueryTable } from './QueryTable';
import { RecordStatus } from './RecordStatus';

const offline = () => new ApiError(ErrorCode.NETWORK, '网络错误', true);

/** Answers with each of `answers` in turn (an Error rejects), then with the last; `hold` keeps a call waiting. */
function answering<Data>(...answers: (Data | Error)[]) {
  let call = 0;
  return vi.fn(async () => {
    const answer = answers[Math.min(call++, answers.length - 1)]!;
    if (answer instanceof Error) throw answer;
    return answer;
  });
}

function Names({ fetch }: { fetch: () => Promise<string[]> }) {
  const names = useQuery({ queryKey: ['names'], queryFn: fetch });
  return (
    <>
      <button type="button" onClick={() => void names.refetch()}>
        再读一次
      </button>
      <QueryState query={names} what="幼儿名单" isEmpty={(list) => list.length === 0} empty="班里还没有幼儿">
        {(list) => (
          <ul>
            {list.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}

describe('QueryState', () => {
  it('shows what failed and reads again on 重试', async () => {
    const fetch = answering<string[]>(offline(), ['王小明']);
    renderWithProviders(<Names fetch={fetch} />);
    expect(await screen.findByText('幼儿名单读取失败')).toBeTruthy();
    expect(screen.getByText('网络连接失败，或服务器没有正常应答')).toBeTruthy();
    expect(screen.queryByText('班里还没有幼儿')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /重试/ }));
    expect(await screen.findByText('王小明')).toBeTruthy();
    expect(screen.queryByText('幼儿名单读取失败')).toBeNull();
  });

  it('keeps the last good answer under the error of a read that failed again', async () => {
    const fetch = answering<string[]>(['王小明'], new ApiError(ErrorCode.UNKNOWN, '未知错误'));
    renderWithProviders(<Names fetch={fetch} />);
    await screen.findByText('王小明');
    fireEvent.click(screen.getByRole('button', { name: '再读一次' }));
    expect(await screen.findByText('幼儿名单读取失败')).toBeTruthy();
    expect(screen.getByText('未知错误')).toBeTruthy();
    expect(screen.getByText('王小明')).toBeTruthy();
  });

  it('shows no empty text while loading, and the empty text after an empty answer', async () => {
    let answer: (names: string[]) => void = () => undefined;
    renderWithProviders(<Names fetch={() => new Promise((resolve) => (answer = resolve))} />);
    await waitFor(() => expect(document.querySelector('.ant-skeleton')).toBeTruthy());
    expect(screen.queryByText('班里还没有幼儿')).toBeNull();
    answer([]);
    expect(await screen.findByText('班里还没有幼儿')).toBeTruthy();
  });
});

interface Row {
  id: number;
  name: string;
}

function Rows({ fetch }: { fetch: () => Promise<Row[]> }) {
  const rows = useQuery({ queryKey: ['rows'], queryFn: fetch });
  return <QueryTable<Row> query={rows} what="幼儿列表" rowKey="id" columns={[{ title: '姓名', dataIndex: 'name' }]} dataSource={rows.data ?? []} emptyText="没有找到幼儿" />;
}

describe('QueryTable', () => {
  it('spins without the empty text while the first rows load', async () => {
    let answer: (rows: Row[]) => void = () => undefined;
    renderWithProviders(<Rows fetch={() => new Promise((resolve) => (answer = resolve))} />);
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeTruthy());
    expect(screen.queryByText('没有找到幼儿')).toBeNull();
    answer([]);
    expect(await screen.findByText('没有找到幼儿')).toBeTruthy();
  });

  it('shows a failed read above the table instead of the empty text, and 重试 fills it', async () => {
    renderWithProviders(<Rows fetch={answering<Row[]>(new ApiError(ErrorCode.UNKNOWN, '未知错误'), [{ id: 1, name: '王小明' }])} />);
    expect(await screen.findByText('幼儿列表读取失败')).toBeTruthy();
    expect(screen.queryByText('没有找到幼儿')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /重试/ }));
    expect(await screen.findByText('王小明')).toBeTruthy();
  });
});

function GradeFilter({ fetch }: { fetch: () => Promise<{ gradeId: number; gradeName: string }[]> }) {
  const grades = useQuery({ queryKey: ['grades'], queryFn: fetch });
  return (
    <QuerySelect<number>
      query={grades}
      what="年级"
      value={0}
      open
      placeholder="选择年级"
      options={(grades.data ?? []).map((grade) => ({ value: grade.gradeId, label: grade.gradeName }))}
    />
  );
}

describe('QuerySelect', () => {
  it('shows no bare id when its options failed, but the error and 重试 in the dropdown', async () => {
    const fetch = answering<{ gradeId: number; gradeName: string }[]>(offline(), [{ gradeId: 0, gradeName: '全部年级' }]);
    renderWithProviders(<GradeFilter fetch={fetch} />);
    expect(await screen.findByText(/年级读取失败/)).toBeTruthy();
    expect(document.querySelector('.ant-select-content')?.textContent ?? '').not.toContain('0');
    expect(screen.getByText('选择年级')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重试/ }));
    await waitFor(() => expect(document.querySelector('.ant-select-content')?.textContent).toContain('全部年级'));
  });
});

function Record({ fetch }: { fetch: () => Promise<string> }) {
  const record = useQuery({ queryKey: ['record'], queryFn: fetch });
  if (!record.data) return <RecordStatus query={record} what="班级信息" notFound={<p>找不到这个班级</p>} />;
  return <p>{record.data}</p>;
}

describe('RecordStatus', () => {
  it('says once that a record the server refused is not there', async () => {
    renderWithProviders(<Record fetch={answering<string>(new ApiError(ErrorCode.INVALID_PARAMS, '班级不存在'))} />);
    expect(await screen.findByText('找不到这个班级')).toBeTruthy();
    expect(screen.queryByText('班级不存在')).toBeNull();
    expect(screen.queryByRole('button', { name: /重试/ })).toBeNull();
  });

  it('offers 重试 when the read failed for another reason', async () => {
    renderWithProviders(<Record fetch={answering<string>(offline(), '大一班')} />);
    expect(await screen.findByText('班级信息读取失败')).toBeTruthy();
    expect(screen.queryByText('找不到这个班级')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /重试/ }));
    expect(await screen.findByText('大一班')).toBeTruthy();
  });
});
