import styled from 'styled-components';
import type { LegalContent, LegalDocument } from '@/features/legal-terms/legal-text-types';

const Article = styled.article`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.6;

  h3 {
    margin: ${({ theme }) => `${theme.spacing.xl} 0 ${theme.spacing.sm}`};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  h3:first-child {
    margin-top: 0;
  }
  h4 {
    margin: ${({ theme }) => `${theme.spacing.md} 0 ${theme.spacing.xs}`};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  h5 {
    margin: ${({ theme }) => `${theme.spacing.sm} 0 ${theme.spacing.xs}`};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-style: italic;
    color: ${({ theme }) => theme.colors.muted};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
  }
  ul {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    padding-left: ${({ theme }) => theme.spacing.xl};
  }
`;

function ContentBlock({ block }: { block: LegalContent }) {
  return (
    <>
      {block.heading && <h4>{block.heading}</h4>}
      {block.subHeading && <h5>{block.subHeading}</h5>}
      {block.paragraphs?.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
      {block.listItems && (
        <ul>
          {block.listItems.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/** A static legal text: its sections with headings, sub-headings, paragraphs and lists. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <Article aria-label={document.title}>
      {document.sections.map((section) => (
        <section key={section.sectionTitle}>
          <h3>{section.sectionTitle}</h3>
          {section.content.map((block, index) => (
            <ContentBlock key={index} block={block} />
          ))}
        </section>
      ))}
    </Article>
  );
}
