import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { localOrderStore } from './local-copy';

/**
 * After a sign-in that follows a session ended mid-order, takes the same user back to the order's page (its values
 * come from the copy kept on this device). Renders nothing.
 */
export function ResumeOrder() {
  const { user } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !user || pathname !== paths.dashboard.frontpage.href()) return;
    done.current = true;
    const path = localOrderStore().takeResume(user.id);
    if (path) void navigate(path, { replace: true });
  }, [user, pathname, navigate]);
  return null;
}
