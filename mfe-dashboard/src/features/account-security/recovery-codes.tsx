import styled from 'styled-components';
import { Button } from '@sentiscope/shared/ui';
import { Actions } from './panel';
import { saveFile } from './save-file';

const List = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  font-family: ${({ theme }) => theme.fonts.mono};
`;

/** Shown once after turning two-factor sign-in on: each code signs in once when the phone is not at hand. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const download = () => saveFile('sentiscope-recovery-codes.txt', `SentiScope recovery codes\n\n${codes.join('\n')}\n`, 'text/plain');
  return (
    <div>
      <p>Save these recovery codes now; they are not shown again. Each one signs you in once without the app.</p>
      <List aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </List>
      <Actions>
        <Button variant="secondary" onClick={download}>
          Download codes
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </Actions>
    </div>
  );
}
