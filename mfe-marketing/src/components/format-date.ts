/** A date as the reader's locale writes it in full: 'November 23, 2027'. */
export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
