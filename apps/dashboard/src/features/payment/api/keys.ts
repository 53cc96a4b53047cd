/** The licence payment's query keys: the return pages' verified state of one payment. */
export const paymentKeys = {
  paymentReturn: (stamp: string) => ['payments', 'return', stamp] as const,
};
