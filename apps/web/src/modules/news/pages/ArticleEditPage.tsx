import { NEWS_GRADE_LEVELS, newsGradeLevelName, newsUserTypes, SaveArticleInput, type ArticleDetail } from '@yuanwu/shared';
import { App, Button, Card, Checkbox, Col, DatePicker, Form, Input, Result, Row, Space, Switch } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { listeningForFieldErrors } from '../../../api';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { fieldErrorShower } from '../../../components/FormModal';
import { QueryError, RecordStatus } from '../../../components/query-state';
import { RecordNotFound } from '../../../components/RecordNotFound';
import { RichTextEditor } from '../../../components/rich-text/RichTextEditor';
import { FileUpload } from '../../../components/upload/FileUpload';
import { useAccount } from '../../session';
import { articleInputOf, articleValuesOf, newArticleValues, type ArticleFormValues } from '../article-form';
import { PhonePreviewModal } from '../components/PhonePreview';
import { SCHOOL_NEWS_PATH } from '../news.paths';
import { useArticle, useNewsSchools, usePreview, useSaveArticle } from '../news.queries';
import '../news.css';

const IMAGE_KIND = 'SchoolNewsImage';
const gradeOptions = NEWS_GRADE_LEVELS.map((level) => ({ value: level, label: newsGradeLevelName(level) }));
const userTypeOptions = newsUserTypes.map((type) => ({ value: type.id, label: type.name }));
const httpLinkRule = { pattern: /^https?:\/\/\S+$/i, message: '链接须以 http:// 或 https:// 开头' };

/** The schools of the group a head school publishes to; a branch publishes to itself only, so it has no choice to make. */
function SchoolsField() {
  const schools = useNewsSchools();
  if (schools.isError) return <QueryError query={schools} what="可发布的园所" />;
  if ((schools.data?.length ?? 0) <= 1) return null;
  return (
    <Form.Item name="limitSchoolList" label="发布园所" rules={[{ required: true, type: 'array', min: 1, message: '请选择发布园所' }]}>
      <Checkbox.Group options={schools.data!.map((school) => ({ value: school.schoolId, label: school.schoolName }))} />
    </Form.Item>
  );
}

/** What the article says: the main column. */
function ContentFields() {
  return (
    <>
      <Form.Item name="title" label="标题" required rules={[ruleFrom(SaveArticleInput.shape.title)]}>
        <Input placeholder="请输入标题" count={lengthCount(SaveArticleInput.shape.title)} />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="author" label="作者" rules={[ruleFrom(SaveArticleInput.shape.author)]}>
            <Input placeholder="不填则显示发布人" count={lengthCount(SaveArticleInput.shape.author)} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="activeDate" label="生效日期" rules={[{ required: true, message: '请选择生效日期' }]} extra="晚于今天为待发布，到日期后才向家长和老师显示">
            <DatePicker className="news-form__full" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="summary" label="摘要" rules={[ruleFrom(SaveArticleInput.shape.summary)]}>
        <Input.TextArea placeholder="列表和分享时显示的一两句话" autoSize={{ minRows: 2, maxRows: 4 }} count={lengthCount(SaveArticleInput.shape.summary)} />
      </Form.Item>
      <Form.Item name="content" label="正文" rules={[{ required: true, message: '请填写正文' }]}>
        <RichTextEditor imageKind={IMAGE_KIND} placeholder="请输入正文，可插入图片" />
      </Form.Item>
    </>
  );
}

/** Pictures, the outside link, the audience and the switches: the side column. */
function SettingFields() {
  return (
    <>
      <Form.Item name="coverImg" label="封面图" extra="显示在新闻列表和分享卡片上">
        <FileUpload kind={IMAGE_KIND} />
      </Form.Item>
      <Form.Item name="bannerImg" label="横幅图" extra="置顶时在家长端首页轮播显示">
        <FileUpload kind={IMAGE_KIND} />
      </Form.Item>
      <Form.Item name="linkUrl" label="原文链接" rules={[httpLinkRule, ruleFrom(SaveArticleInput.shape.linkUrl)]}>
        <Input placeholder="https://" />
      </Form.Item>
      <SchoolsField />
      <Form.Item name="limitGradeLevel" label="发布年级" rules={[{ required: true, type: 'array', min: 1, message: '请选择年级' }]}>
        <Checkbox.Group options={gradeOptions} />
      </Form.Item>
      <Form.Item name="limitUserType" label="发布对象" rules={[{ required: true, type: 'array', min: 1, message: '请选择发布对象' }]}>
        <Checkbox.Group options={userTypeOptions} />
      </Form.Item>
      <Row>
        <Col span={12}>
          <Form.Item name="isAllowComment" label="开启评论" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="isAllowShare" label="允许分享" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

type Action = 'publish' | 'draft' | 'preview';

/** The article's form: filled from `article`, or for a new one. */
function ArticleForm({ article }: { article: ArticleDetail | undefined }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<ArticleFormValues>();
  const schoolId = useAccount().data?.schoolId;
  const [initialValues] = useState(() => (article ? articleValuesOf(article) : newArticleValues(schoolId)));
  const [busy, setBusy] = useState<Action>();
  const save = useSaveArticle();
  const preview = usePreview();
  const [previewOpen, setPreviewOpen] = useState(false);
  const backToList = () => void navigate(SCHOOL_NEWS_PATH);

  /** Runs the action on the checked fields; a refusal naming a field shows under it. */
  const run = async (action: Action) => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const input = articleInputOf(values, action === 'publish');
    setBusy(action);
    try {
      await listeningForFieldErrors(fieldErrorShower(form, undefined), async () => {
        if (action === 'preview') {
          await preview.mutateAsync(input);
          setPreviewOpen(true);
          return;
        }
        await save.mutateAsync({ ...(article ? { newsId: article.newsId } : {}), ...input });
        void message.success(action === 'publish' ? `已发布「${input.title}」` : `已存为草稿「${input.title}」`);
        backToList();
      });
    } catch {
      // Shown under its field, or in the request layer's toast; the form stays as typed.
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Card variant="borderless" title={article ? '编辑新闻' : '添加新闻'}>
      <Form<ArticleFormValues> form={form} name="article" layout="vertical" initialValues={initialValues} className="news-form">
        <Row gutter={32}>
          <Col span={16}>
            <ContentFields />
          </Col>
          <Col span={8}>
            <SettingFields />
          </Col>
        </Row>
        <Space className="news-form__actions">
          <Button type="primary" loading={busy === 'publish'} disabled={busy !== undefined} onClick={() => void run('publish')}>
            发布
          </Button>
          <Button loading={busy === 'draft'} disabled={busy !== undefined} onClick={() => void run('draft')}>
            存为草稿
          </Button>
          <Button loading={busy === 'preview'} disabled={busy !== undefined} onClick={() => void run('preview')}>
            预览
          </Button>
          <Button onClick={backToList}>取消</Button>
        </Space>
      </Form>
      <PhonePreviewModal open={previewOpen} onClose={() => setPreviewOpen(false)} article={preview.data} />
    </Card>
  );
}

/** AddArticleNews and editNews: write an article, publish it or keep it a draft, then back to the list. */
export default function ArticleEditPage() {
  const { newsId: param } = useParams();
  const newsId = param === undefined ? undefined : Number(param);
  const article = useArticle(newsId);
  const navigate = useNavigate();

  if (newsId === undefined) return <ArticleForm article={undefined} />;
  if (!article.data) {
    const notFound = <RecordNotFound title="找不到这篇新闻" subTitle="它可能已被删除。" backTo={SCHOOL_NEWS_PATH} backLabel="返回园所新闻" />;
    return <RecordStatus query={article} what="新闻" notFound={notFound} />;
  }
  if (!article.data.isOwn) {
    return (
      <div className="result-page">
        <Result
          status="403"
          title="这篇新闻不能在本园修改"
          subTitle={`它由${article.data.publishSchoolName}发布，分园只能查看。`}
          extra={
            <Button type="primary" onClick={() => void navigate(SCHOOL_NEWS_PATH)}>
              返回园所新闻
            </Button>
          }
        />
      </div>
    );
  }
  return <ArticleForm article={article.data} />;
}
