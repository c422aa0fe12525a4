import styled from 'styled-components';

export default function GuidePage() {
  return (
    <Article>
      <h1>Guide</h1>
      <ol>
        <li>Create an account and verify your e-mail with the one-time code we send you.</li>
        <li>Open the dashboard and pick a coin or a stock.</li>
        <li>Choose a quick range or your own dates to see the analysis for that period.</li>
        <li>Upgrade to Pro to open every asset.</li>
      </ol>
    </Article>
  );
}

const Article = styled.article`
  max-width: 760px;
  margin: 0 auto;
  line-height: 1.6;
`;
