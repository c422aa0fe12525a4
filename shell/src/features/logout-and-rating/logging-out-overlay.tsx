import styled from 'styled-components';
import { coverWindow, Loader } from '@sentiscope/shared/ui';

/** Covers the page while the logout call runs, so nothing else can be clicked half logged out. */
export function LoggingOutOverlay() {
  return (
    <Backdrop>
      <Loader label="Logging out…" size={44} />
    </Backdrop>
  );
}

const Backdrop = styled.div`
  ${coverWindow('overlay')}
  background: ${({ theme }) => theme.colors.overlay};
`;
