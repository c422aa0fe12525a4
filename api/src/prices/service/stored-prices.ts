// What other domains read of the stored prices: each asset's candles, and the stored data's version and state
// (what each write changed), from which readers decide what to read again; each asset's newest candle and its source.
export { newestCandleSources, readCandles, type StoredCandle } from '../data/store';
export { readDataState, readDataVersion, type DataState } from '../data/data-state';
export { readHourlyCandles, type HourCandle } from '../data/hourly';
