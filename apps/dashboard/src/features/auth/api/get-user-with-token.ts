import { unwrap, withOneOffToken } from '../../../lib/api';
import { fetchMyUser } from '../../../lib/queries/get-my-user';

/** GET /users/me/ with the reset link's one-off token. */
export const getUserWithToken = (token: string) => unwrap(fetchMyUser({ middleware: [withOneOffToken(token)] }));
