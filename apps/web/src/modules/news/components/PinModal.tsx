import { MAX_PINNED_NEWS, type ArticleRow } from '@yuanwu/shared';
import { App, DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { DATE_FORMAT } from '../../../components/dates';
import { FormModal } from '../../../components/FormModal';
import { defaultPinEnd } from '../article-form';
import { usePinArticle } from '../news.queries';

/** 置顶: the article stays first in lists until the end date, then falls back into place by itself. */
export function PinModal({ article, onClose }: { article: ArticleRow | undefined; onClose(): void }) {
  const { message } = App.useApp();
  const pin = usePinArticle();
  const initialValues = useMemo(() => ({ topEndDate: defaultPinEnd() }), []);

  const submit = async ({ topEndDate }: { topEndDate: Dayjs }) => {
    await pin.mutateAsync({ newsId: article!.newsId, topEndDate: topEndDate.format(DATE_FORMAT) });
    void message.success(`已置顶「${article!.title}」至 ${topEndDate.format(DATE_FORMAT)}`);
  };

  return (
    <FormModal<{ topEndDate: Dayjs }> title="置顶新闻" okText="置顶" open={Boolean(article)} onClose={onClose} onSubmit={submit} initialValues={initialValues}>
      <p className="text-muted">
        置顶的新闻排在列表最前，到截止日期后自动取消置顶。同时最多置顶 {MAX_PINNED_NEWS} 篇。
      </p>
      <Form.Item name="topEndDate" label="置顶截止日期" rules={[{ required: true, message: '请选择置顶截止日期' }]}>
        <DatePicker className="news-form__full" disabledDate={(day) => day.isBefore(dayjs(), 'day')} />
      </Form.Item>
    </FormModal>
  );
}
