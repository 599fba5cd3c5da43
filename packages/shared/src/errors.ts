/** Response codes of the API's error catalogue, plus our invalid-token code. */
export const ErrorCode = {
  UNKNOWN: -1,
  SUCCESS: 200,
  NETWORK: 101,
  MOBILE_CANCEL: 102,
  MISSING_TOKEN: 1000011,
  /** Ours: the token is unknown, revoked or past its lifetime; the console refreshes once on it. */
  INVALID_TOKEN: 1000012,
  INVALID_PARAMS: 1000001,
  NOT_ALLOWED: 2000014,
  DELETE_RULE: 2000032,
  QR_EXPIRED: 2000002,
  JIUJIU: 2000150,
  TEMPLATE_NAME_REPEATED: 2000147,
  CLASS_NAME_REPEATED: 2000155,
  GRADE_NAME_ERROR: 2000157,
  /** Ours: the account's password is a temporary one; every call but changing it is refused. */
  PASSWORD_CHANGE_REQUIRED: 2000160,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

export const defaultErrorMessage: Record<ErrorCodeValue, string> = {
  [ErrorCode.UNKNOWN]: '未知错误',
  [ErrorCode.SUCCESS]: '成功',
  [ErrorCode.NETWORK]: '网络错误',
  [ErrorCode.MOBILE_CANCEL]: '已取消',
  [ErrorCode.MISSING_TOKEN]: '请先登录',
  [ErrorCode.INVALID_TOKEN]: '登录已失效，请重新登录',
  [ErrorCode.INVALID_PARAMS]: '参数缺失或格式错误',
  [ErrorCode.NOT_ALLOWED]: '无权进行此操作',
  [ErrorCode.DELETE_RULE]: '不能删除',
  [ErrorCode.QR_EXPIRED]: '二维码已过期',
  [ErrorCode.JIUJIU]: '操作失败',
  [ErrorCode.TEMPLATE_NAME_REPEATED]: '模板名称重复',
  [ErrorCode.CLASS_NAME_REPEATED]: '班级名称重复',
  [ErrorCode.GRADE_NAME_ERROR]: '年级名称重复',
  [ErrorCode.PASSWORD_CHANGE_REQUIRED]: '请先修改临时密码',
};

/** Legacy envelope ResponseStatus values. */
export const LegacyStatus = {
  SUCCESS: 1,
  FAILURE: 2,
  /** Missing or invalid session. */
  NO_SESSION: 4,
  /** Session expired. */
  SESSION_EXPIRED: 5,
} as const;

/** Headers both families use. */
export const Header = {
  AUTH: 'Auth',
  REQUEST_ID: 'requestId',
} as const;
