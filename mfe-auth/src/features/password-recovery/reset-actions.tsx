import { ROUTES } from '@sentiscope/shared/contract';
import { Button } from '@sentiscope/shared/ui';
import { FormLinks, TextLink } from '@/components/auth-form';

/** The end of both password-recovery forms: the reset button, then the way back to sign-in. */
export function ResetActions({ loading, disabled = false }: { loading: boolean; disabled?: boolean }) {
  return (
    <>
      <Button type="submit" fullWidth loading={loading} disabled={disabled}>
        Reset Password
      </Button>
      <FormLinks>
        <TextLink to={ROUTES.login}>Back to Login</TextLink>
      </FormLinks>
    </>
  );
}
