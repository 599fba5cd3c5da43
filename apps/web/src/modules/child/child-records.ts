import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { classGroupKeys } from '../class-group/class-group.queries';

/**
 * The cache roots of the three child-management modules. A child's record shows in all of them
 * (the child list, the admission screens, the card list), so their writes name the roots they touch.
 */
export const recordKeys = {
  child: ['child'] as const,
  enrol: ['enrol'] as const,
  studentCard: ['studentCard'] as const,
};

/** Everything a change of who is in which class touches, class head counts included. */
export const CHILDREN_IN_CLASSES: readonly QueryKey[] = [recordKeys.child, recordKeys.enrol, recordKeys.studentCard, classGroupKeys.all];

/** A write whose success refreshes the lists and details under `roots`. */
export function useRecordWrite<Input, Output>(write: (input: Input) => Promise<Output>, roots: readonly QueryKey[] = CHILDREN_IN_CLASSES) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => Promise.all(roots.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
