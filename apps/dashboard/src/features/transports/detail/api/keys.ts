import { sharedKeys } from '../../../../lib/queries/keys';

/** The detail's query keys: one transport by id. */
export const detailKeys = {
  transport: sharedKeys.transportDetail,
};
