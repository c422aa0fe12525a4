export { useGetTrackRecordQuery, trackRecordApi } from './track-record-api';
export { TrackRecordView, type TrackRecordViewProps } from './track-record-view';
export { signalSentences } from './plain-words';
export { percent, dayText, capitalise } from './format';
