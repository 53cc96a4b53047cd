/** The chat area's query keys (spec 2 §7): every query and invalidation of the feature goes through them. */
export const chatKeys = {
  all: ['chat'] as const,
  groups: () => [...chatKeys.all, 'groups'] as const,
  group: (id: number) => [...chatKeys.all, 'group', id] as const,
  availableUsers: (id: number) => [...chatKeys.all, 'group', id, 'available-users'] as const,
  customers: () => [...chatKeys.all, 'customers'] as const,
  /** The mutation that deletes a group (its own deletion event then needs no notice). */
  deleteGroup: (id: number) => [...chatKeys.all, 'delete-group', id] as const,
};
