import { useFragmentToken } from '@sentiscope/shared/router';
import { errorMessage, useConfirmEmailMutation } from '@sentiscope/shared/api';
import { notify } from '@sentiscope/shared/ui';

/** The confirmation link mailed to a new address opens /user-profile#confirm-email=…: the API makes the change. */
export function useConfirmEmailLink(): void {
  const [confirmEmail] = useConfirmEmailMutation();
  useFragmentToken('confirm-email', (token) => {
    confirmEmail({ token })
      .unwrap()
      .then((answer) => notify.success(answer.message))
      .catch((error: unknown) => notify.error(errorMessage(error, 'This confirmation link could not be used.')));
  });
}
