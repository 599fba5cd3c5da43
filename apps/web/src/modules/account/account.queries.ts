import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints, type OutputOf } from '@yuanwu/shared';
import { call, PLATFORM_ID, type CallInput } from '../../api';
import { accountQueryKey } from '../session/session.queries';

export type PersonalInfo = OutputOf<typeof accountEndpoints.getPersonalAccountInfo>;

const personalInfoKey = ['account', 'personalInfo'] as const;

export function usePersonalInfo() {
  return useQuery({ queryKey: personalInfoKey, queryFn: () => call(accountEndpoints.getPersonalAccountInfo, { platId: PLATFORM_ID }) });
}

/** A change to one's own record: this screen and the header's account (name, phone) catch up. */
function useAccountWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => Promise.all([personalInfoKey, accountQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

type InputOf<Key extends keyof typeof accountEndpoints> = CallInput<(typeof accountEndpoints)[Key]>;

export const useUpdatePersonalInfo = () =>
  useAccountWrite((input: InputOf<'updatePersonalAccountInfo'>) => call(accountEndpoints.updatePersonalAccountInfo, input));
export const useUpdatePhoto = () => useAccountWrite((photoUrl: string) => call(accountEndpoints.updatePersonalPhoto, { photoUrl }));
export const useChangePhone = () => useAccountWrite((input: InputOf<'updatePhoneNumber'>) => call(accountEndpoints.updatePhoneNumber, input));

export const useChangePassword = () => useMutation({ mutationFn: (input: InputOf<'updatePwd'>) => call(accountEndpoints.updatePwd, input) });

/** A code to the new phone, proving it is the user's before the account moves to it. */
export const useSendPhoneCode = () => useMutation({ mutationFn: (phone: string) => call(accountEndpoints.sendMessage, { phone }) });
