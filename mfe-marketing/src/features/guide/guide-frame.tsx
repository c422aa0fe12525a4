import { useCallback, useRef, useState } from 'react';
import styled from 'styled-components';

/** The guide document in a frame as tall as its content, so the page scrolls as one. */
export function GuideFrame({ html, onReady }: { html: string; onReady: () => void }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  const fit = useCallback(() => {
    const element = frame.current;
    const doc = element?.contentDocument;
    if (element && doc?.documentElement) {
      setHeight(doc.documentElement.scrollHeight);
      // The frame is as tall as the guide, so its contents links scroll this page to the section instead.
      doc.addEventListener('click', (event) => {
        const link = (event.target as Element | null)?.closest?.('a[href^="#"]');
        const section = link && doc.getElementById(link.getAttribute('href')!.slice(1));
        if (!section) return;
        event.preventDefault();
        const top = element.getBoundingClientRect().top + window.scrollY + section.getBoundingClientRect().top;
        window.scrollTo({ top: top - 80, behavior: 'smooth' });
      });
    }
    onReady();
  }, [onReady]);
  return (
    <Frame
      ref={frame}
      title="SentiScope user guide"
      srcDoc={html}
      sandbox="allow-same-origin allow-top-navigation-by-user-activation"
      onLoad={fit}
      style={height ? { height } : undefined}
    />
  );
}

const Frame = styled.iframe`
  display: block;
  width: 100%;
  min-height: 80vh;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
`;
