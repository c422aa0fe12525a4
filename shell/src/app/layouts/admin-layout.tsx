import { Outlet } from '@sentiscope/shared/router';
import styled from 'styled-components';

/** The admin area has no site header; the admin remote brings its own sidebar. */
export function AdminLayout() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

const Frame = styled.div`
  min-height: 100vh;
`;
