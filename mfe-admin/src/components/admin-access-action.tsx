import { useLogoutMutation } from '@sentiscope/shared/api';
import { ROUTES } from '@sentiscope/shared/contract';
import { useEndSession } from '@sentiscope/shared/store';
import { Button, LinkButton } from '@sentiscope/shared/ui';

/** What the API asks an admin to do when it refuses the admin area (`data.action` of a 403). */
export type AdminAccessAction = 'enable-two-factor' | 'sign-in-again';

export function adminAccessActionOf(error: unknown): AdminAccessAction | null {
  // The API slice's error carries the envelope's data as `data`.
  const action = (error as { data?: { action?: unknown } } | undefined)?.data?.action;
  return action === 'enable-two-factor' || action === 'sign-in-again' ? action : null;
}

/**
 * The way on from a refused admin area: turn two-factor sign-in on in the profile, or sign in again with the
 * authenticator code (this session was opened with the password alone).
 */
export function AdminAccessActionLink({ action }: { action: AdminAccessAction }) {
  const endSession = useEndSession(ROUTES.login);
  const [requestLogout, { isLoading }] = useLogoutMutation();
  if (action === 'enable-two-factor') {
    return <LinkButton to={ROUTES.userProfile}>Open Profile → Security</LinkButton>;
  }
  const signInAgain = async () => {
    // Signed out here whatever the server says: the next sign-in is what the admin area needs.
    await requestLogout({ fromAllDevices: false })
      .unwrap()
      .catch(() => undefined);
    endSession();
  };
  return (
    <Button onClick={() => void signInAgain()} loading={isLoading}>
      Sign in again with your code
    </Button>
  );
}
