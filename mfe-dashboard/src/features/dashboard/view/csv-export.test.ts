import { testAnalysis } from '../test-analysis';
import { analysisCsv } from './csv-export';

describe('the range as CSV', () => {
  it('has one row per day with OHLCV, indicators, the mood on the last day and the day\'s headline sentiment', () => {
    const lines = analysisCsv(testAnalysis('btc', 3)).trim().split('\n');
    expect(lines[0]).toBe('date,open,high,low,close,volume,sma20,sma50,sma200,rsi14,macd,macd_signal,bollinger_upper,bollinger_lower,mood,sentiment_mean,headlines');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe('2025-08-20,100,105,95,102,1000,100,100,100,50,100,100,100,100,,,0');
    expect(lines[3]).toBe('2025-08-22,102,107,97,104,1002,102,102,102,52,102,102,102,102,63,0.3,2');
  });
});
