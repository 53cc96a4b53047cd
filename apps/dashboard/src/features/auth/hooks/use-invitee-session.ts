import { useEffect, useState } from 'react';
import { useSession } from '../../../lib/session';
import { tokenStore } from '../../../lib/tokens';

/**
 * An invitee must not act in someone else's session (an admin who opens the link in their own browser). The session
 * check is skipped on the invitation pages, so a stored session reads as signed out: its tokens are cleared. Once the
 * page signs the invitee in, the app shows its spinner and mounts the page again (signed in) before going on: the
 * invitee's new tokens stay. Returns whether the clearing has run (calls made before it would carry the old tokens).
 */
export function useInviteeSession() {
  const session = useSession();
  const [cleared, setCleared] = useState(false);
  const [openedSignedOut] = useState(() => session.status === 'signedOut');
  useEffect(() => {
    if (openedSignedOut) tokenStore.clear();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the page's first call waits for this render: the old tokens are gone only now
    setCleared(true);
  }, [openedSignedOut]);
  return { session, cleared };
}
