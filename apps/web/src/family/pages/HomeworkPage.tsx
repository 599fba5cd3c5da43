import { Button, Dialog, Empty, List, Tag, Toast } from 'antd-mobile';
import { failureText } from '../family-api';
import { useHomework, useSignHomework } from '../family.queries';
import { Loaded } from './Loading';

/** 作业: the homework of the child's class with its end date; the family signs each off (签收) up to that day. */
export function HomeworkPage() {
  const homework = useHomework();
  const sign = useSignHomework();
  const confirmSign = (homeworkId: number, title: string) =>
    void Dialog.confirm({
      content: `确认孩子已完成「${title}」并签收？签收后不能撤回。`,
      confirmText: '签收',
      onConfirm: () =>
        sign.mutateAsync(homeworkId).then(
          () => void Toast.show({ icon: 'success', content: '已签收' }),
          (error: unknown) => void Toast.show({ content: failureText(error) }),
        ),
    });
  return (
    <Loaded query={homework}>
      {({ list }) =>
        list.length === 0 ? (
          <Empty description="暂无作业" />
        ) : (
          <List header="作业">
            {list.map((row) => (
              <List.Item
                key={row.homeworkId}
                description={
                  <>
                    <div className="family__summary">{row.content}</div>
                    <div>
                      {row.teacherName} · 截止 {row.endDate}
                    </div>
                  </>
                }
                extra={
                  row.isSigned ? (
                    <Tag color="success">已签收</Tag>
                  ) : row.canSign ? (
                    <Button size="mini" color="primary" onClick={() => confirmSign(row.homeworkId, row.title)}>
                      签收
                    </Button>
                  ) : (
                    <Tag>已截止</Tag>
                  )
                }
              >
                {row.title}
              </List.Item>
            ))}
          </List>
        )
      }
    </Loaded>
  );
}
