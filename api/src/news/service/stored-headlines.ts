// What other domains read of the stored headlines: the generations a reader lacks, their count, and a range of days.
export { assetHeadlineTimes, countHeadlinesUpTo, headlinesBetween, readHeadlines, type StoredHeadline } from '../data/headlines';
