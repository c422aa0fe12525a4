import type { TrackRecordHorizon } from '@sentiscope/shared/contract';

/** The horizons the views offer, in the order shown. */
export const TRACK_RECORD_HORIZONS_SHOWN: readonly TrackRecordHorizon[] = [7, 30];
