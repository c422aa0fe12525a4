import styled from 'styled-components';

export default function AboutPage() {
  return (
    <Article>
      <h1>About SentiScope</h1>
      <p>
        SentiScope turns daily prices and news headlines into a plain-language picture of market sentiment for major
        crypto assets and stocks. Every figure is computed by published methods, and the same inputs always give the
        same analysis.
      </p>
      <p>
        Our analysis is informational only. It is not financial advice, and past behaviour of a market does not
        predict its future.
      </p>
    </Article>
  );
}

const Article = styled.article`
  max-width: 760px;
  margin: 0 auto;
  line-height: 1.6;
`;
