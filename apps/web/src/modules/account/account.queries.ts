import { useMutation, useQuery } from '@tanstack/react-query';
import { accountEndpoints, type OutputOf } from '@yuanwu/shared';
import { call, PLATFORM_ID, queryRoot, useWrite, type CallInput } from '../../api';

export type PersonalInfo = OutputOf<typeof accountEndpoints.getPersonalAccountInfo>;

const personalInfoKey = [...queryRoot('account', ['account']), 'personalInfo'] as const;

export function usePersonalInfo() {
  return useQuery({ queryKey: personalInfoKey, queryFn: () => call(accountEndpoints.getPersonalAccountInfo, { platId: PLATFORM_ID }) });
}

/** A change to one's own record: this screen and the header's account (name, phone) catch up. */
const ACCOUNT = { changes: ['account'] } as const;

type InputOf<Key extends keyof typeof accountEndpoints> = CallInput<(typeof accountEndpoints)[Key]>;

export const useUpdatePersonalInfo = () =>
  useWrite((input: InputOf<'updatePersonalAccountInfo'>) => call(accountEndpoints.updatePersonalAccountInfo, input), ACCOUNT);
export const useUpdatePhoto = () => useWrite((photoUrl: string) => call(accountEndpoints.updatePersonalPhoto, { photoUrl }), ACCOUNT);
export const useChangePhone = () => useWrite((input: InputOf<'updatePhoneNumber'>) => call(accountEndpoints.updatePhoneNumber, input), ACCOUNT);

/** The account is read again: a temporary password's must-change mark is gone, which opens the console. */
export const useChangePassword = () => useWrite((input: InputOf<'updatePwd'>) => call(accountEndpoints.updatePwd, input), ACCOUNT);

/** A code to the new phone, proving it is the user's before the account moves to it. */
export const useSendPhoneCode = () => useMutation({ mutationFn: (phone: string) => call(accountEndpoints.sendMessage, { phone }) });
