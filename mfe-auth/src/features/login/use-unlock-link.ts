import { useFragmentToken } from '@sentiscope/shared/router';
import { errorMessage, useUnlockSignInMutation } from '@sentiscope/shared/api';
import { notify } from '@sentiscope/shared/ui';

/** The unlock link mailed after many wrong passwords opens /login#unlock=…: this browser may sign in again (the API slice keeps its pass). */
export function useUnlockLink(): void {
  const [unlock] = useUnlockSignInMutation();
  useFragmentToken('unlock', (token) => {
    unlock({ token })
      .unwrap()
      .then((answer) => notify.success(answer.message))
      .catch((error: unknown) => notify.error(errorMessage(error, 'This unlock link could not be used.')));
  });
}
