/** One block of a legal section: any of a heading, a sub-heading, paragraphs and a list. */
export type LegalContent = {
  heading?: string;
  subHeading?: string;
  paragraphs?: string[];
  listItems?: string[];
};

export type LegalSection = {
  sectionTitle: string;
  content: LegalContent[];
};

export type LegalDocument = {
  /** The step's title in the terms modal. */
  title: string;
  sections: LegalSection[];
};
