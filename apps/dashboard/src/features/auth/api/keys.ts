/** The sign-in area's query keys. */
export const authKeys = {
  invitation: (invitationToken: string) => ['invitation', invitationToken] as const,
};
