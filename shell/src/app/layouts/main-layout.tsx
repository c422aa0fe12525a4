import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { Header } from '@/features/header/header';
import { SiteFooter } from './site-footer';

/** Public and signed-in pages: header on top, the page, the footer with the disclaimer. */
export function MainLayout() {
  return (
    <Frame>
      <Header />
      <Main id="main-content" tabIndex={-1}>
        <Outlet />
      </Main>
      <SiteFooter />
    </Frame>
  );
}

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: 24px 16px 48px;
  box-sizing: border-box;
  outline: none;
`;
