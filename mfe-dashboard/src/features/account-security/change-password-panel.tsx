import { useState, type FormEvent } from 'react';
import { VALIDATION_MESSAGES, validateField } from '@sentiscope/shared/contract';
import { errorMessage, useChangePasswordMutation } from '@sentiscope/shared/api';
import { Button, notify, PasswordStrength, TextField } from '@sentiscope/shared/ui';
import { Panel, PanelForm } from './panel';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password: the current one is required, and every other signed-in device is signed out. */
export function ChangePasswordPanel({ userInputs }: { userInputs: string[] }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<typeof EMPTY>>({});
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      currentPassword: values.currentPassword ? '' : VALIDATION_MESSAGES.required('Current Password'),
      newPassword: validateField('newPassword', values.newPassword),
      confirmPassword: validateField('confirmPassword', values.confirmPassword, { newPassword: values.newPassword }),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean) || isLoading) return;
    try {
      const { message } = await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword }).unwrap();
      notify.success(message);
      setValues(EMPTY);
    } catch (error) {
      notify.error(errorMessage(error, 'Your password could not be changed.'));
    }
  };

  return (
    <Panel aria-labelledby="change-password-title">
      <h3 id="change-password-title">Change password</h3>
      <p>Changing it signs you out on every other device.</p>
      <PanelForm noValidate onSubmit={submit} aria-label="Change password">
        <TextField label="Current password" type="password" autoComplete="current-password" value={values.currentPassword} onChange={set('currentPassword')} error={errors.currentPassword} />
        <TextField label="New password" type="password" autoComplete="new-password" value={values.newPassword} onChange={set('newPassword')} error={errors.newPassword} />
        <PasswordStrength password={values.newPassword} userInputs={userInputs} />
        <TextField label="Confirm new password" type="password" autoComplete="new-password" value={values.confirmPassword} onChange={set('confirmPassword')} error={errors.confirmPassword} />
        <div>
          <Button type="submit" loading={isLoading}>
            Change password
          </Button>
        </div>
      </PanelForm>
    </Panel>
  );
}
