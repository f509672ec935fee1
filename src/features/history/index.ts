export { HistoryPage } from './components/history-page';
export { useRecordView } from './hooks/use-record-view';
export { flushHistory, HISTORY_KIND, startHistorySync } from './state/history-outbox';
