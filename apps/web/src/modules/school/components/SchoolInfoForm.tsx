import { fileEndpoints, UpdateSchoolInfoInput, type SchoolInfo } from '@yuanwu/shared';
import { App, Button, Card, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { fileIdOf } from '../../../components/upload/file-links';
import { FileUpload } from '../../../components/upload/FileUpload';
import { useCities, useCounties, useProvinces, useUpdateSchoolInfo, useUpdateSchoolLogo } from '../school.queries';

const { shape } = UpdateSchoolInfoInput;

/** A failed save's message is shown by the query client for every write; nothing more to do here. */
const ignoreShownError = () => undefined;

type InfoValues = Omit<SchoolInfo, 'schoolId' | 'parentSchoolId' | 'provinceName' | 'cityName' | 'countyName' | 'logoFileId' | 'updatedAt'>;

/** The logo is public: its link is the download path, which needs no session. */
const logoLink = (fileId: number | null) => (fileId ? `${fileEndpoints.download.java!.path}?fileId=${fileId}` : null);

function RegionSelect({ query, placeholder, ...props }: { query: { data?: { code: string; name: string }[] | undefined; isLoading: boolean }; placeholder: string; value?: string | null; onChange?(value: string | null): void; disabled?: boolean }) {
  const options = (query.data ?? []).map((region) => ({ value: region.code, label: region.name }));
  return <Select {...props} options={options} loading={query.isLoading} placeholder={placeholder} allowClear showSearch={{ optionFilterProp: 'label' }} aria-label={placeholder} onChange={(value) => props.onChange?.(value ?? null)} />;
}

/** The logo, saved as soon as its upload is in, apart from the form. */
function LogoField({ info }: { info: SchoolInfo }) {
  const { message } = App.useApp();
  const save = useUpdateSchoolLogo();
  const change = (link: string | null) => {
    const logoFileId = link ? fileIdOf(link) : undefined;
    if (logoFileId) save.mutateAsync({ schoolId: info.schoolId, logoFileId }).then(() => void message.success('园所标志已更换'), ignoreShownError);
  };
  return (
    <Form.Item label="园所标志" extra="上传后立即生效，建议使用正方形图片">
      <FileUpload kind="SchoolLogo" value={logoLink(info.logoFileId)} onChange={change} />
    </Form.Item>
  );
}

/** 园所信息: the school's name, region and address, contacts, licence numbers and capacity, and its logo. */
export function SchoolInfoForm({ info }: { info: SchoolInfo }) {
  const [form] = Form.useForm<InfoValues>();
  const { message } = App.useApp();
  const update = useUpdateSchoolInfo();
  const provinceCode = Form.useWatch('provinceCode', form) ?? info.provinceCode;
  const cityCode = Form.useWatch('cityCode', form) ?? info.cityCode;
  const provinces = useProvinces();
  const cities = useCities(provinceCode);
  const counties = useCounties(cityCode);

  // The form is keyed by the school's updatedAt, so a save remounts it: the answer is awaited here
  // rather than in a callback of `mutate`, which an unmounted form never gets.
  const save = (values: InfoValues) =>
    update.mutateAsync({ ...values, schoolId: info.schoolId }).then((saved) => void message.success(`已保存「${saved.schoolName}」的园所信息`), ignoreShownError);

  return (
    <Card title="园所信息">
      <Form
        form={form}
        name="school-info"
        layout="vertical"
        initialValues={info}
        onFinish={save}
        onValuesChange={(changed: Partial<InfoValues>) => {
          if ('provinceCode' in changed) form.setFieldsValue({ cityCode: null, countyCode: null });
          if ('cityCode' in changed) form.setFieldsValue({ countyCode: null });
        }}
      >
        <LogoField info={info} />
        <Form.Item name="schoolName" label="园所名称" required rules={[ruleFrom(shape.schoolName)]}>
          <Input count={lengthCount(shape.schoolName)} />
        </Form.Item>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="provinceCode" label="省份">
              <RegionSelect query={provinces} placeholder="选择省份" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="cityCode" label="城市">
              <RegionSelect query={cities} placeholder="选择城市" disabled={!provinceCode} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="countyCode" label="区县">
              <RegionSelect query={counties} placeholder="选择区县" disabled={!cityCode} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="address" label="详细地址" rules={[ruleFrom(shape.address)]}>
          <Input count={lengthCount(shape.address)} placeholder="街道、门牌号" />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="contactName" label="联系人" rules={[ruleFrom(shape.contactName)]}>
              <Input placeholder="如 园长姓名" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="contactPhone" label="联系电话" rules={[ruleFrom(shape.contactPhone)]}>
              <Input placeholder="手机号或 0571-88886666" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="licenceNo" label="办园许可证号" rules={[ruleFrom(shape.licenceNo)]}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="creditCode" label="统一社会信用代码" rules={[ruleFrom(shape.creditCode)]}>
              <Input maxLength={18} placeholder="18位" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="capacity" label="核定学位数" rules={[ruleFrom(shape.capacity)]}>
          <InputNumber min={1} max={10000} precision={0} addonAfter="人" className="school-info__capacity" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          保存园所信息
        </Button>
      </Form>
    </Card>
  );
}
