import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_QUICK_RANGE_DAYS, quickRange, type SelectedStock } from '@sentiscope/shared/contract';
import { loggedOut } from './session-slice';

export type StockState = {
  selectedStock: SelectedStock | null;
  startDate: string;
  endDate: string;
  /** Days of the quick range, or null for a custom range. */
  quickRange: number | null;
  lastUpdated: number | null;
};

export function initialStockState(today: Date = new Date()): StockState {
  return { selectedStock: null, ...quickRange(DEFAULT_QUICK_RANGE_DAYS, today), quickRange: DEFAULT_QUICK_RANGE_DAYS, lastUpdated: null };
}

export const stockSlice = createSlice({
  name: 'stock',
  initialState: () => initialStockState(),
  reducers: {
    stockSelected(state, action: PayloadAction<SelectedStock>) {
      state.selectedStock = action.payload;
    },
    quickRangeSet: {
      reducer(state, action: PayloadAction<{ days: number; today: string }>) {
        const range = quickRange(action.payload.days, new Date(action.payload.today));
        state.quickRange = action.payload.days;
        state.startDate = range.startDate;
        state.endDate = range.endDate;
      },
      prepare: (days: number, today: Date = new Date()) => ({ payload: { days, today: today.toISOString() } }),
    },
    customRangeSet(state, action: PayloadAction<{ startDate: string; endDate: string }>) {
      state.quickRange = null;
      state.startDate = action.payload.startDate;
      state.endDate = action.payload.endDate;
    },
    stockUpdated: {
      reducer(state, action: PayloadAction<number>) {
        state.lastUpdated = action.payload;
      },
      prepare: () => ({ payload: Date.now() }),
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialStockState());
  },
  selectors: {
    selectSelectedStock: (state) => state.selectedStock,
    selectStartDate: (state) => state.startDate,
    selectEndDate: (state) => state.endDate,
    selectQuickRange: (state) => state.quickRange,
    selectStockLastUpdated: (state) => state.lastUpdated,
  },
});

export const { stockSelected, quickRangeSet, customRangeSet, stockUpdated } = stockSlice.actions;
export const { selectSelectedStock, selectStartDate, selectEndDate, selectQuickRange, selectStockLastUpdated } =
  stockSlice.selectors;
