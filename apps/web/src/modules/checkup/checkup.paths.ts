export const CHECKUP_PATH = '/ChildManage/PysicalExamination';
export const CHECKUP_DETAIL_PATH = `${CHECKUP_PATH}/PysicalExaminationDetail/:batchId`;
export const CHECKUP_TEMPLATE_PATH = `${CHECKUP_PATH}/PysicalExaminationTemplate`;

export const checkupDetailPath = (batchId: number) => `${CHECKUP_PATH}/PysicalExaminationDetail/${batchId}`;
