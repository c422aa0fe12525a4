import styled from 'styled-components';
import { Loader } from '@sentiscope/shared/ui';

/** Covers the page while the logout call runs, so nothing else can be clicked half logged out. */
export function LoggingOutOverlay() {
  return (
    <Backdrop>
      <Loader label="Logging out…" size={44} />
    </Backdrop>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.overlay};
`;
