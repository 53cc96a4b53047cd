/** The shell's query keys. */
export const shellKeys = {
  apiVersion: ['version'] as const,
};
