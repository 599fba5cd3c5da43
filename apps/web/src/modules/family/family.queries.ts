import { useQuery } from '@tanstack/react-query';
import { familySettingEndpoints } from '@yuanwu/shared';
import { call, queryRoot, useWrite } from '../../api';

const familySettingKeys = {
  all: queryRoot('family', ['attendance']),
  absenceNotice: () => [...familySettingKeys.all, 'absenceNotice'] as const,
};

/** When families hear of a child marked absent without a leave. */
export const useAbsenceNoticeSetting = () => useQuery({ queryKey: familySettingKeys.absenceNotice(), queryFn: () => call(familySettingEndpoints.getAbsenceNoticeSetting, {}) });

export const useSetAbsenceNoticeSetting = () =>
  useWrite((notifyTime: string) => call(familySettingEndpoints.setAbsenceNoticeSetting, { notifyTime }), { changes: ['attendance'] });
