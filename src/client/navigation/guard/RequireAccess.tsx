import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { LoadingBar } from '../../components/LoadingBar';
import { ErrorPage } from '../../components/ErrorPage';
import { getCurrentUser, isEndingSession, refreshUserInfo, setCurrentUser, useCurrentUser } from '../../providers/auth-provider';
import { loadKeycloak, peekKeycloak } from '../../providers/keycloak';
import { clearCachedUser, loadCachedUser, type UserInfo } from '../../providers/user-cache';
import { defineAbilityFor } from '../../../domain/access';
import { adminScreenAt, type StaffScreen } from '../screens';
import { useAppAbility } from './ability';
import { canOpenAt } from './can-open';
import { decideAccess } from './decide-access';

/** For a record that is not current yet (the decrypted cache, a fresh fetch): the ability file decides on it. */
const permittedFor = (screen: StaffScreen, pathname: string) => (user: UserInfo) =>
  canOpenAt(defineAbilityFor({ id: user.id, roles: user.roles }), screen, pathname);

/**
 * The route guard of the internal area (spec §4): every internal route requires a session and a role the ability
 * file allows on the route's subject. While it checks, a loading bar; a forbidden route goes to /erro/401.
 */
export function RequireAccess() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const screen = adminScreenAt(pathname);
  const ability = useAppAbility();
  const keycloak = peekKeycloak();
  // The current user's ability (context): the same one the menu and the palette read.
  const known = Boolean(screen && keycloak?.authenticated && user && user.id === keycloak.subject && canOpenAt(ability, screen, pathname));
  const [allowedPath, setAllowedPath] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (known || !screen || isEndingSession()) return;
    let active = true;
    const check = async () => {
      const session = await loadKeycloak();
      const decision = await decideAccess({
        authenticated: Boolean(session.authenticated),
        subject: session.subject,
        // Read now, not at render: a reload's warm start may have adopted the cached record meanwhile.
        memoryUser: getCurrentUser(),
        permitted: permittedFor(screen, pathname),
        readCache: (subject) => loadCachedUser(subject),
        clearCache: (subject) => clearCachedUser(subject),
        fetchUser: refreshUserInfo,
        adopt: (cached) => {
          setCurrentUser(cached);
          // The cache answers at once; the record is brought up to date behind it.
          void refreshUserInfo();
        },
      });
      if (!active) return;
      if (decision === 'login') await session.login({ redirectUri: `${window.location.origin}${pathname}${search}` });
      else if (decision === 'forbidden') await navigate('/erro/401', { replace: true });
      else setAllowedPath(pathname);
    };
    check().catch((error: unknown) => {
      console.error('the route guard could not check the session', error);
      if (active) setFailed(true);
    });
    return () => {
      active = false;
    };
    // The user is read once per navigation: the effect must not re-run because it adopted a record itself.
  }, [pathname, search, known, screen, navigate]);

  if (failed) return <ErrorPage code={500} />;
  if (known || allowedPath === pathname) return <Outlet />;
  return <LoadingBar />;
}
